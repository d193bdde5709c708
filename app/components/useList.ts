import { useEffect, useRef, useState } from "react";
import type { ListPage } from "#machines/paginatedList.machine.ts";
import type { ListActor, ListView } from "./list-actor.ts";

/** Where the page sits in an /api answer: `items` for most lists, `items.images` for the gallery. */
export type PagePick = "items" | "items.images";

/**
 * A server-rendered first page that grows with Load more. `page` comes from the loader and its
 * next_page_url points at the /api; when the loader gives a new first page (another category,
 * a new search) the list is replaced by it.
 *
 * Until the first Load more the list is the loader's page as it is: the list machine
 * (machines/paginatedList.machine.ts) and XState, about 13 KB gzip, load with that first tap, so
 * a page whose visitor never taps it does not download them. If they cannot be loaded, the tap
 * does nothing, as a failed load, and the next tap tries again.
 */
export function useList<T>(page: ListPage<T>, pick: PagePick = "items") {
  const actor = useRef<ListActor | null>(null);
  const [view, setView] = useState<ListView | null>(null);
  const [starting, setStarting] = useState(false);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    actor.current?.send({ type: "list.replace", page });
  }, [page]);
  useEffect(
    () => () => {
      actor.current?.stop();
    },
    [],
  );

  const loadMore = async () => {
    if (actor.current) {
      actor.current.send({ type: "list.loadMore" });
      return;
    }
    if (starting) return;
    setStarting(true);
    try {
      const { startList } = await import("./list-actor.ts");
      actor.current ??= startList(pick, shown.current, setView);
      actor.current.send({ type: "list.loadMore" });
    } catch {
      // As a failed load: no message, and Load more stays.
    } finally {
      setStarting(false);
    }
  };

  const context = view?.context ?? { items: page.data, nextPageUrl: page.next_page_url, total: page.total };
  return {
    items: context.items as T[],
    total: context.total,
    canLoadMore: context.nextPageUrl !== null,
    loading: starting || (view?.loading ?? false),
    loadMore: () => void loadMore(),
  };
}

import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ListPage } from "#machines/paginated-list.machine.ts";
import type { ListActor, ListView } from "./list-actor.ts";
import { listUrlThrough } from "./list-pages.ts";

/** Where the page sits in an /api answer: `items` for most lists, `items.images` for the gallery. */
export type PagePick = "items" | "items.images";

/**
 * A server-rendered first page that grows with Load more. `page` comes from the loader and its
 * next_page_url points at the /api; when the loader gives a new first page (another category,
 * a new search) the list is replaced by it.
 *
 * Until the first Load more the list is the loader's page as it is: the list machine
 * (machines/paginated-list.machine.ts) and XState, about 13 KB gzip, load with that first tap, so
 * a page whose visitor never taps it does not download them. If they cannot be loaded, the tap
 * does nothing, as a failed load, and the next tap tries again.
 *
 * With `pagesInUrl` (a list page whose loader reads `?page=` as the pages to show), Load more is a
 * link to the page showing one page more, which works without JavaScript; with it, each appended
 * page is written into the URL (replacing the entry), so Back to the list renders every card that
 * was shown and the scroll position lands where it was (decision 0044).
 */
export function useList<T>(page: ListPage<T>, pick: PagePick = "items", { pagesInUrl = true } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
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
      actor.current ??= startList(pick, shown.current, setView, (apiUrl) => {
        const to = pagesInUrl ? listUrlThrough(window.location, apiUrl) : null;
        if (to) void navigate(to, { replace: true, preventScrollReset: true });
      });
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
    loadMoreHref: pagesInUrl && context.nextPageUrl ? listUrlThrough(location, context.nextPageUrl) : null,
    loading: starting || (view?.loading ?? false),
    loadMore: () => void loadMore(),
  };
}

import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { inspection } from "#app/lib/inspector.ts";
import { type ListPage, paginatedListMachine } from "#machines/paginatedList.machine.ts";

/** Where the page sits in an /api answer: `items` for most lists, `items.images` for the gallery. */
export type PagePick = "items" | "items.images";

const machines = new Map<PagePick, typeof paginatedListMachine>();

function listMachine(pick: PagePick) {
  const known = machines.get(pick);
  if (known) return known;
  const find = (body: unknown) =>
    pick.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], body);
  const machine = paginatedListMachine.provide({
    actors: {
      fetchPage: fromPromise<ListPage, { url: string }>(async ({ input }) => {
        const { fetchListPage } = await import("#app/lib/api-client.ts");
        return fetchListPage(input.url, find);
      }),
    },
  });
  machines.set(pick, machine);
  return machine;
}

/**
 * A server-rendered first page that grows with Load more. `page` comes from the loader and its
 * next_page_url points at the /api; when the loader gives a new first page (another category,
 * a new search) the list is replaced by it.
 */
export function useList<T>(page: ListPage<T>, pick: PagePick = "items") {
  const [snapshot, send] = useMachine(listMachine(pick), { input: { page }, ...inspection });
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    send({ type: "list.replace", page });
  }, [page, send]);
  return {
    items: snapshot.context.items as T[],
    total: snapshot.context.total,
    canLoadMore: snapshot.context.nextPageUrl !== null,
    loading: snapshot.matches("loading"),
    loadMore: () => send({ type: "list.loadMore" }),
  };
}

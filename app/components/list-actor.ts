import { createActor, fromPromise } from "xstate";
import { inspection } from "#app/lib/inspector.ts";
import { type ListPage, type PaginatedListContext, paginatedListMachine } from "#machines/paginated-list.machine.ts";
import type { PagePick } from "./useList.ts";

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

export interface ListView {
  context: PaginatedListContext;
  loading: boolean;
}

/**
 * The list machine running from `page`, telling `onChange` what to show after each step and
 * `onPageShown` the URL of each page it appended.
 */
export function startList(
  pick: PagePick,
  page: ListPage,
  onChange: (view: ListView) => void,
  onPageShown: (url: string) => void,
) {
  const actor = createActor(listMachine(pick), { input: { page }, ...inspection });
  actor.subscribe((snapshot) => onChange({ context: snapshot.context, loading: snapshot.matches("loading") }));
  actor.on("list.pageShown", ({ url }) => onPageShown(url));
  actor.start();
  return actor;
}

export type ListActor = ReturnType<typeof startList>;

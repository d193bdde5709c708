import { assign, emit, fromPromise, setup } from "xstate";

/** The part of a server page the list needs. */
export interface ListPage<T = unknown> {
  data: T[];
  next_page_url: string | null;
  total: number;
}

export interface PaginatedListContext<T = unknown> {
  items: T[];
  nextPageUrl: string | null;
  total: number;
}

export type PaginatedListEvent<T = unknown> =
  | { type: "list.loadMore" }
  /** A new category or a first search: the server rendered page one, which replaces the list. */
  | { type: "list.replace"; page: ListPage<T> };

/**
 * Emitted when a page has been appended, with the URL it came from: the page writes how many pages
 * it shows into its own URL, so Back and a reload show them all again (decision 0044).
 */
export interface PageShown {
  type: "list.pageShown";
  url: string;
}

/**
 * A server-paged list whose first page came with the HTML. Load more appends the next page
 * until there is none; a new first page (another category, a new search) replaces everything.
 * A failed load stops loading without a message, as the spec asks; Load more tries again.
 */
export const paginatedListMachine = setup({
  types: {
    context: {} as PaginatedListContext,
    events: {} as PaginatedListEvent,
    input: {} as { page: ListPage },
    emitted: {} as PageShown,
  },
  actors: {
    // Provided by the app (the API client) and by tests (a fake).
    fetchPage: fromPromise<ListPage, { url: string }>(async () => {
      throw new Error("fetchPage is provided where the machine is used");
    }),
  },
  guards: {
    hasNextPage: ({ context }) => context.nextPageUrl !== null,
  },
  actions: {
    replaceWithPage: assign(({ event }) => {
      if (event.type !== "list.replace") return {};
      return { items: event.page.data, nextPageUrl: event.page.next_page_url, total: event.page.total };
    }),
    announcePage: emit(({ context }) => ({ type: "list.pageShown" as const, url: context.nextPageUrl ?? "" })),
    appendPage: assign(({ context }, page: ListPage) => ({
      items: [...context.items, ...page.data],
      nextPageUrl: page.next_page_url,
      total: page.total,
    })),
  },
}).createMachine({
  id: "paginatedList",
  context: ({ input }) => ({
    items: input.page.data,
    nextPageUrl: input.page.next_page_url,
    total: input.page.total,
  }),
  initial: "loaded",
  on: {
    "list.replace": { target: ".loaded", actions: "replaceWithPage" },
  },
  states: {
    loaded: {
      initial: "deciding",
      states: {
        deciding: {
          always: [{ guard: "hasNextPage", target: "hasMore" }, { target: "end" }],
        },
        hasMore: {
          on: { "list.loadMore": "#paginatedList.loading" },
        },
        end: {},
      },
    },
    loading: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => ({ url: context.nextPageUrl ?? "" }),
        onDone: {
          target: "loaded",
          // Announced before the append, while the context still holds the URL the page came from.
          actions: ["announcePage", { type: "appendPage", params: ({ event }) => event.output }],
        },
        onError: { target: "failed" },
      },
    },
    failed: {
      on: { "list.loadMore": { guard: "hasNextPage", target: "loading" } },
    },
  },
});

/**
 * The browser's one client for /api: ofetch for the request, arktype to check each answer
 * before a component sees it. Loaded on demand, so pages that never call it don't ship it.
 */
import { type } from "arktype";
import { ofetch } from "ofetch";
import type { ListPage } from "#machines/paginatedList.machine.ts";

const listPage = type({
  data: "unknown[]",
  next_page_url: "string | null",
  total: "number.integer >= 0",
});

export const api = ofetch.create({ headers: { Accept: "application/json" }, retry: 1 });

/** Fetches a page of a list; `pick` finds the page in the answer (`items` or `items.images`). */
export async function fetchListPage(url: string, pick: (body: unknown) => unknown): Promise<ListPage> {
  const body: unknown = await api(url);
  const page = listPage(pick(body));
  if (page instanceof type.errors) throw new Error(`Unexpected answer from ${url}: ${page.summary}`);
  return page;
}

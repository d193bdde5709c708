/**
 * The browser's one client for /api: ofetch for the request, a check of each answer
 * (answer-shape.ts) before a component sees it. Loaded on demand, so pages that never call it
 * don't ship it.
 */
import { ofetch } from "ofetch";
import type { ListPage } from "#machines/paginated-list.machine.ts";
import { arrayOf, expectAnswer, isAnything, isCount, isString, nullable, shape } from "./answer-shape.ts";

const isListPage = shape({
  data: arrayOf(isAnything),
  next_page_url: nullable(isString),
  total: isCount,
});

export const api = ofetch.create({ headers: { Accept: "application/json" }, retry: 1 });

/** Fetches a page of a list; `pick` finds the page in the answer (`items` or `items.images`). */
export async function fetchListPage(url: string, pick: (body: unknown) => unknown): Promise<ListPage> {
  const body: unknown = await api(url);
  return expectAnswer(pick(body), isListPage, url);
}

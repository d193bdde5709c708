import { type } from "arktype";

export const PER_PAGE = 12;

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

/** `?page=` as lists accept it: a whole number from 1; absent means 1. */
export const pageParam = type("string.integer.parse").to("1 <= number <= 100000");

/**
 * The pages a list reads at once: the /api one page at a time (a number); an HTML list the first
 * `through` pages, every card its Load more had shown (decision 0044).
 */
export type Pages = number | { through: number };

const firstOf = (pages: Pages) => (typeof pages === "number" ? pages : 1);
const lastOf = (pages: Pages) => (typeof pages === "number" ? pages : pages.through);

export function offsetOf(pages: Pages): number {
  return (firstOf(pages) - 1) * PER_PAGE;
}

/** How many rows `pages` reads. */
export function limitOf(pages: Pages): number {
  return (lastOf(pages) - firstOf(pages) + 1) * PER_PAGE;
}

/**
 * Builds the page; the neighbour URLs keep every query parameter of the request and change only
 * `page`. Pages read at once answer as their last one: the next is the one after it.
 */
export function pageOf<T>(requestUrl: URL, pages: Pages, total: number, data: T[]): Page<T> {
  const urlFor = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("page", String(target));
    return url.toString();
  };
  const first = firstOf(pages);
  const last = lastOf(pages);
  return {
    data,
    current_page: last,
    per_page: PER_PAGE,
    total,
    next_page_url: last * PER_PAGE < total ? urlFor(last + 1) : null,
    prev_page_url: first > 1 ? urlFor(Math.min(first - 1, Math.max(1, Math.ceil(total / PER_PAGE)))) : null,
  };
}

/**
 * How many pages an HTML list shows: its `?page=`, which its Load more link advances, so a reload
 * or Back shows every card that was loaded. A bad value shows the first page, never an error.
 */
export function pagesShownOf(url: URL): { through: number } {
  const page = pageParam(url.searchParams.get("page") ?? "1");
  return { through: page instanceof type.errors ? 1 : page };
}

/** The longest search a back-office list takes. */
const MAX_LIST_SEARCH = 100;

/**
 * A back-office list's search (`?q=`) and page from the URL. The operator's own typing: a bad
 * value falls back to the default, never an error.
 */
export function listSearchOf(url: URL): { search: string; page: number } {
  const page = pageParam(url.searchParams.get("page") ?? "1");
  return {
    search: (url.searchParams.get("q") ?? "").trim().slice(0, MAX_LIST_SEARCH),
    page: page instanceof type.errors ? 1 : page,
  };
}

/** A list's filter `name` when it is one of `values`, otherwise none. */
export function listFilterOf<T extends string>(url: URL, name: string, values: readonly T[]): T | null {
  const value = url.searchParams.get(name);
  return values.find((known) => known === value) ?? null;
}

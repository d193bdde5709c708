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

export function offsetOf(page: number): number {
  return (page - 1) * PER_PAGE;
}

/** Builds the page; the neighbour URLs keep every query parameter of the request and change only `page`. */
export function pageOf<T>(requestUrl: URL, page: number, total: number, data: T[]): Page<T> {
  const urlFor = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("page", String(target));
    return url.toString();
  };
  return {
    data,
    current_page: page,
    per_page: PER_PAGE,
    total,
    next_page_url: page * PER_PAGE < total ? urlFor(page + 1) : null,
    prev_page_url: page > 1 ? urlFor(Math.min(page - 1, Math.max(1, Math.ceil(total / PER_PAGE)))) : null,
  };
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

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
 * A back-office list's search (`?q=`) from the URL (its page is a cursor: `keysetOf`). The operator's own typing: a bad
 * value falls back to the default, never an error.
 */
export function listSearchOf(url: URL): { search: string } {
  return { search: (url.searchParams.get("q") ?? "").trim().slice(0, MAX_LIST_SEARCH) };
}

/** A list's filter `name` when it is one of `values`, otherwise none. */
export function listFilterOf<T extends string>(url: URL, name: string, values: readonly T[]): T | null {
  const value = url.searchParams.get(name);
  return values.find((known) => known === value) ?? null;
}

/* ---------- Keyset pages of the back office's lists (decision 0058) ---------- */

/** A key value of a list's order: the sort columns of one row, the row's id last. */
export type KeyValue = string | number | null;

/**
 * Where a back-office page starts: after a row (`?after=`, the next page) or before one
 * (`?before=`, the previous page), or at the top. The cursor is the row's sort key, base64url JSON,
 * so a page is a link like any other and no OFFSET makes the database count the rows it skips.
 */
export interface Keyset {
  direction: "after" | "before" | null;
  key: KeyValue[] | null;
}

const FIRST_PAGE: Keyset = { direction: null, key: null };

function encodeCursor(key: KeyValue[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function decodeCursor(cursor: string, width: number): KeyValue[] | null {
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const key: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    const valid =
      Array.isArray(key) &&
      key.length === width &&
      key.every((value) => value === null || typeof value === "string" || typeof value === "number");
    return valid ? (key as KeyValue[]) : null;
  } catch {
    return null;
  }
}

/** The page a list's URL asks for; a cursor that is not one of ours (typed, cut) means the first page. */
export function keysetOf(url: URL, width: number): Keyset {
  for (const direction of ["after", "before"] as const) {
    const cursor = url.searchParams.get(direction);
    if (cursor === null) continue;
    const key = cursor.length <= 400 ? decodeCursor(cursor, width) : null;
    return key ? { direction, key } : FIRST_PAGE;
  }
  return FIRST_PAGE;
}

/**
 * The SQL of a keyset page over `columns` (an index's columns, all sorted the same way, the unique
 * id last): the condition that starts after or before the cursor (row values, which SQLite answers
 * with a range of that index), the order to read in, and the cursor's values bound from `?first`.
 * A page before the cursor is read backwards and turned round by `keysetPage`.
 */
export function keysetSql(columns: readonly string[], order: "asc" | "desc", keyset: Keyset, first: number) {
  const backwards = keyset.direction === "before";
  const readOrder = (order === "desc") !== backwards ? "DESC" : "ASC";
  const orderBy = columns.map((column) => `${column} ${readOrder}`).join(", ");
  if (keyset.key === null) return { where: "1", orderBy, params: [] as KeyValue[] };
  const placeholders = columns.map((_, index) => `?${first + index}`).join(", ");
  const operator = readOrder === "DESC" ? "<" : ">";
  return { where: `(${columns.join(", ")}) ${operator} (${placeholders})`, orderBy, params: keyset.key };
}

/** A keyset page: its rows in the list's order, and the links to the pages either side (null at an end). */
export interface KeysetPage<T> {
  items: T[];
  previous: string | null;
  next: string | null;
}

/** Query parameters that belong to one view of a list (a notice after a change), not to its pages. */
const NOT_CARRIED = ["page", "after", "before", "done"];

function linkWith(url: URL, direction: "after" | "before", key: KeyValue[]): string {
  const target = new URL(url);
  for (const name of NOT_CARRIED) target.searchParams.delete(name);
  target.searchParams.set(direction, encodeCursor(key));
  return `${target.pathname}${target.search}`;
}

/**
 * Turns the rows read (`perPage + 1` at most, in read order) into the page and its neighbour links,
 * which keep every filter of `url` and change only the cursor.
 */
export function keysetPage<T>(
  url: URL,
  keyset: Keyset,
  rows: T[],
  perPage: number,
  keyOf: (row: T) => KeyValue[],
): KeysetPage<T> {
  const more = rows.length > perPage;
  const read = rows.slice(0, perPage);
  const items = keyset.direction === "before" ? read.reverse() : read;
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const hasPrevious = keyset.direction === "before" ? more : keyset.direction === "after";
  const hasNext = keyset.direction === "before" ? true : more;
  return {
    items,
    previous: hasPrevious && firstItem !== undefined ? linkWith(url, "before", keyOf(firstItem)) : null,
    next: hasNext && lastItem !== undefined ? linkWith(url, "after", keyOf(lastItem)) : null,
  };
}

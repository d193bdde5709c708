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

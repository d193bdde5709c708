import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { hostOf } from "./hosts.ts";

export type Site = "id" | "en";

export interface Answer<T> {
  status: number;
  body: T;
  roundTrips: number;
}

/** A GET through the production worker's own fetch handler, as a browser on that site sends it. */
export async function get<T = any>(pathOrUrl: string, site: Site = "id"): Promise<Answer<T>> {
  const url = pathOrUrl.startsWith("http") ? pathOrUrl : `http://${hostOf(site)}${pathOrUrl}`;
  const response = await (exports as unknown as { default: Fetcher }).default.fetch(new Request(url));
  expect(response.headers.get("content-type") ?? "").toContain("application/json");
  const timing = response.headers.get("server-timing") ?? "";
  const roundTrips = Number(timing.match(/(\d+) round trips/)?.[1] ?? Number.NaN);
  return { status: response.status, body: (await response.json()) as T, roundTrips };
}

/** Follows next_page_url from the first page to the last and returns every item in order. */
export async function walkPages<T>(path: string, site: Site = "id", pick = (body: any) => body.items) {
  const items: T[] = [];
  let next: string | null = path;
  let total = -1;
  let pages = 0;
  while (next) {
    const { status, body } = await get(next, site);
    expect(status).toBe(200);
    const page = pick(body);
    total = page.total;
    items.push(...page.data);
    expect(page.data.length).toBeLessThanOrEqual(page.per_page);
    next = page.next_page_url;
    pages += 1;
    if (pages > 50) throw new Error(`Paging of ${path} does not end`);
  }
  return { items, total, pages };
}

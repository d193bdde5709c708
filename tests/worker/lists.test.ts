import { describe, expect, it } from "vitest";
import { LIST_TOTALS, SEEDED_LISTS } from "../support/seeded-pages.ts";
import { Browser } from "./browser.ts";
import { get, type Site } from "./client.ts";
import { elementsOf, elementsWith, plainWords, textOf } from "./operator-support.ts";

/**
 * The activity, search, destination and transport lists as the server renders them on both sites:
 * the current entry of the category strip, the titles, the counts and the cards. The browser tests
 * (tests/e2e/lists.spec.ts) keep the clicks, the searches typed in, Load more and accessibility.
 */
const seeded = SEEDED_LISTS;
const TOTALS = LIST_TOTALS;
/** Load more: a link to the list showing one page more, so it works without JavaScript. */
const LOAD_MORE = /<a[^>]*href="([^"]*)"[^>]*>(Load more|Muat lebih banyak)<\/a>/;

const loadMoreHref = (results: string) => LOAD_MORE.exec(results)?.[1]?.replaceAll("&amp;", "&");

async function listPage(site: Site, path: string) {
  const { status, text, headers } = await new Browser(site).page(path);
  expect(status, path).toBe(200);
  const html = text.replaceAll("<!-- -->", "");
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const regions = elementsWith(main, "aria-labelledby=").filter((element) => element.startsWith("<section"));
  /** The counted list: the region whose heading is the result count ("112 activities"). */
  const results = regions.find((region) => /^\d+ /.test(textOf(elementsOf(region, "h2")[0] ?? "").trim())) ?? "";
  const cards = elementsOf(elementsOf(results, "ul")[0] ?? "", "li");
  const nav = elementsOf(main, "nav")[0] ?? "";
  return {
    roundTrips: Number(/(\d+) round trips/.exec(headers.get("server-timing") ?? "")?.[1]),
    main,
    regions,
    results,
    cards,
    total: Number(/^\d+/.exec(textOf(elementsOf(results, "h2")[0] ?? "").trim())?.[0] ?? Number.NaN),
    title: textOf(elementsOf(main, "h1")[0] ?? "").trim(),
    /** The strip's link marked as the current page, by its text. */
    current: elementsOf(nav, "a")
      .filter((link) => link.includes('aria-current="page"'))
      .map((link) => textOf(link).trim()),
    navLinks: elementsOf(nav, "a"),
    searchValue: /<input[^>]*type="search"[^>]*value="([^"]*)"/.exec(main)?.[1],
  };
}

const hrefs = (cards: string[]) => cards.map((card) => /href="([^"]*)"/.exec(card)?.[1] ?? "");

describe.each(["id", "en"] as const)("lists on the %s site, as the server renders them", (site) => {
  const data = seeded[site];

  it("the activity list starts at All activities with the first 12 of every activity", async () => {
    const list = await listPage(site, "/activity");
    expect(list.navLinks[0]).toContain('href="/activity"');
    expect(textOf(list.navLinks[0] ?? "").trim()).toBe(site === "en" ? "All activities" : "Semua aktivitas");
    expect(list.navLinks[0]).toContain('aria-current="page"');
    expect(list.current).toHaveLength(1);
    expect(list.total).toBe(TOTALS.activities);
    expect(list.cards).toHaveLength(12);
    expect(list.results).toMatch(LOAD_MORE);
    // The strip's types come in the same batch as the page of cards.
    expect(list.roundTrips).toBe(1);
  });

  it("?page= shows every page up to it, for Back and without JavaScript; Load more links to one page more", async () => {
    const first = await listPage(site, "/activity");
    expect(loadMoreHref(first.results)).toBe("/activity?page=2");
    const two = await listPage(site, "/activity?page=2");
    expect(two.cards).toHaveLength(24);
    expect(hrefs(two.cards).slice(0, 12)).toEqual(hrefs(first.cards));
    expect(loadMoreHref(two.results)).toBe("/activity?page=3");

    const three = await listPage(site, "/results?query=Ubud&page=3");
    expect(three.cards).toHaveLength(36);
    expect(three.searchValue).toBe("Ubud");
    expect(loadMoreHref(three.results)).toBe("/results?query=Ubud&page=4");
    const end = await listPage(site, "/results?query=Ubud&page=4");
    expect(end.cards).toHaveLength(TOTALS.ubud);
    expect(end.results).not.toMatch(LOAD_MORE);

    // A page number that is none shows the first page, never an error.
    expect((await listPage(site, "/activity?page=abc")).cards).toHaveLength(12);
  });

  it("a category's own URL shows its title, marks it in the strip and lists only its activities", async () => {
    const list = await listPage(site, "/activity/water-sports");
    expect(list.current).toEqual([data.waterSports.name]);
    expect(list.title).toBe(data.waterSports.title);
    expect(list.total).toBe(TOTALS.waterSports);
    expect(list.cards).toHaveLength(TOTALS.waterSports);
    for (const href of hrefs(list.cards)) expect(href).toMatch(/^\/activity\/water-sports\//);
    expect(list.results).not.toMatch(LOAD_MORE);
    // The description starts folded behind read more.
    expect(list.main).toMatch(/<header[\s\S]*<p>[^<]*<button type="button"[^>]*aria-expanded="false"/);
  });

  it("search results for Ubud and for rafting, with the query kept in the search box", async () => {
    const ubud = await listPage(site, "/results?query=Ubud");
    expect(ubud.total).toBe(TOTALS.ubud);
    expect(ubud.cards).toHaveLength(12);
    expect(textOf(ubud.cards[0] ?? "")).toContain("Ubud");
    expect(ubud.searchValue).toBe("Ubud");

    const rafting = await listPage(site, "/results?query=rafting");
    expect(rafting.total).toBe(2);
    // Both rafting trips are found; their order is the ranking's business (they score alike).
    const found = rafting.cards.map((card) => textOf(elementsOf(card, "h3")[0] ?? "").trim());
    expect(found.sort()).toEqual([...data.rafting].sort());
    expect(rafting.searchValue).toBe("rafting");
  });

  it("an empty search shows the hint, with popular and recommended activities below; no query, a hint and no count", async () => {
    const empty = await listPage(site, "/results?query=qwzx");
    expect(empty.total).toBe(0);
    expect(empty.cards).toHaveLength(0);
    expect(elementsOf(empty.main, "p").some((paragraph) => textOf(paragraph).includes("qwzx"))).toBe(true);
    const blocks = empty.regions.filter((region) => region !== empty.results);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(elementsOf(block, "li").length).toBeGreaterThan(0);

    const none = await listPage(site, "/results");
    expect(none.results).toBe("");
    expect(elementsOf(none.main, "p").some((paragraph) => textOf(paragraph).includes("Ubud"))).toBe(true);
  });

  it("a regency's destinations: its tab marked, its title, only its destinations", async () => {
    expect((await listPage(site, "/destination")).total).toBe(TOTALS.destinations);
    const gianyar = await listPage(site, "/destination?regency=gianyar");
    expect(gianyar.current).toEqual([data.gianyar.name]);
    expect(gianyar.title).toBe(data.gianyar.title);
    expect(gianyar.total).toBe(TOTALS.gianyar);
    expect(gianyar.cards).toHaveLength(TOTALS.gianyar);
    for (const href of hrefs(gianyar.cards)) expect(href).toMatch(/^\/destination\/gianyar\//);
  });

  it("a transport type's vehicles: its title and all of them on one page", async () => {
    expect((await listPage(site, "/transport")).total).toBe(TOTALS.transports);
    const cars = await listPage(site, "/transport?type=car-with-driver");
    expect(cars.current).toEqual([data.carWithDriver.name]);
    expect(cars.title).toBe(data.carWithDriver.title);
    expect(cars.total).toBe(TOTALS.cars);
    expect(cars.cards).toHaveLength(TOTALS.cars);
    expect(cars.results).not.toMatch(LOAD_MORE);
  });
});

describe("the cards of the lists, the search and an activity page", () => {
  /** The card descriptions of an /api answer, as words a page must not carry. */
  const descriptions = (cards: { short_des: string }[]) => {
    const words = cards.map((card) => plainWords(card.short_des)).filter((text) => text.length >= 25);
    expect(words.length, "seeded card descriptions").toBeGreaterThan(0);
    return words;
  };
  const pageHtml = async (path: string) => {
    const { status, text } = await new Browser("en").page(path);
    expect(status, path).toBe(200);
    return text;
  };

  it("send the descriptions they never show only to API clients", async () => {
    const list = (await get("/api/type", "en")).body.items.data;
    const listHtml = await pageHtml("/activity");
    expect(listHtml).toContain(`/activity/${list[0].type.slug}/${list[0].slug}`);
    for (const words of descriptions(list)) expect(listHtml).not.toContain(words);

    const found = (await get("/api/search?query=ubud", "en")).body.items.data;
    const resultsHtml = await pageHtml("/results?query=ubud");
    expect(resultsHtml).toContain(`/activity/${found[0].type.slug}/${found[0].slug}`);
    for (const words of descriptions(found)) expect(resultsHtml).not.toContain(words);

    const { items: activity, others } = (
      await get("/api/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour", "en")
    ).body;
    const activityHtml = await pageHtml("/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour");
    expect(activityHtml).toContain(plainWords(activity.short_des));
    for (const words of descriptions(others)) expect(activityHtml).not.toContain(words);
  });
});

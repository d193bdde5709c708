import { describe, expect, it } from "vitest";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { rowsReadOf } from "#workers/db.ts";
import { Browser } from "./browser.ts";
import { get, type Site } from "./client.ts";
import { cardSlugsOf, checkedOf, chipsOf, formOf, selectedOf, textOf } from "./list-html.ts";

/**
 * Decision 0093: the search page reads the sort and filters a tourist types, and lists what the same
 * view asked with explicit parameters lists. The grammar's cases are in tests/unit/search-intent.test.ts.
 */

/** The first Tuesday after today in Bali, as "next tuesday" reads it. */
function nextTuesday(): string {
  const today = baliToday();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((2 - weekday + 6) % 7) + 1);
}

const search = (text: string) => `/results?${new URLSearchParams({ query: text })}`;

/**
 * That the page lists first what the /api lists for the explicit parameters `apiPath` (the popular
 * and recommended rows come after the list); how many that is.
 */
async function expectListed(html: string, apiPath: string, site: Site): Promise<number> {
  const { body } = await get(apiPath, site);
  const slugs = body.items.data.map((card: { slug: string }) => card.slug);
  expect(cardSlugsOf(html).slice(0, slugs.length), apiPath).toEqual(slugs);
  return body.items.total;
}

function canonicalOf(html: string): string | null {
  return /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;
}

describe("a search typed as a tourist would", () => {
  it("lists the cheapest 4.5+ half-day tours with pickup open next Tuesday, as the explicit link lists them (en)", async () => {
    const date = nextTuesday();
    const explicitPath = `/activity?sort=price_asc&duration=half_day&min_rating=4.5&pickup=1&date=${date}`;
    const browser = new Browser("en");
    const typed = await browser.page(search("cheapest half day tour with pickup 4.5 stars next tuesday"));
    const explicit = await browser.page(explicitPath);
    expect(typed.status).toBe(200);
    const total = await expectListed(typed.text, explicitPath.replace("/activity", "/api/type"), "en");
    expect(total, "the seed has such tours").toBeGreaterThan(1);
    // The explicit list shows its first page; the typed one lists the same first, then the popular rows.
    const explicitCards = cardSlugsOf(explicit.text);
    expect(explicitCards.length).toBeLessThanOrEqual(total);
    expect(cardSlugsOf(typed.text).slice(0, explicitCards.length)).toEqual(explicitCards);
    expect(textOf(typed.text)).toContain(`>${total} activities<`);
    // One round trip: nothing is left to search by text, so the list of every activity joins the first batch.
    expect(typed.headers.get("server-timing")).toMatch(/\b1 round trips/);
    // Its rows: the search page's own rows (popular, recommended, regencies) and the explicit list's.
    const searchPageRows = rowsReadOf((await browser.page("/results")).headers) ?? 0;
    expect(rowsReadOf(typed.headers)).toBeLessThanOrEqual(searchPageRows + (rowsReadOf(explicit.headers) ?? 0));

    const chips = chipsOf(typed.text);
    const explicitChips = chipsOf(explicit.text);
    expect([...chips.keys()]).toEqual(["Cheapest first", ...explicitChips.keys()]);
    expect([...explicitChips.keys()]).toEqual([
      "Half a day",
      "Rated 4.5 and up",
      "Hotel pickup",
      expect.stringMatching(/^Open on /),
    ]);
    expect(chips.get("Hotel pickup")).toBe(explicitChips.get("Hotel pickup"));
    expect(chips.get("Cheapest first")).toBe(`/activity?duration=half_day&min_rating=4.5&pickup=1&date=${date}`);
    expect(canonicalOf(typed.text)).toBe(explicitPath);

    // The filter form (and the phone's sheet) starts from what was understood, on the explicit list.
    const form = formOf(typed.text);
    expect(form.open).toMatch(/action="\/activity"/);
    expect(selectedOf(form.html, "sort")).toBe("price_asc");
    expect(checkedOf(form.html, "duration")).toEqual(["half_day"]);
    expect(checkedOf(form.html, "pickup")).toEqual(["1"]);
  });

  it("reads the Indonesian phrasing on the Indonesian site, in its language", async () => {
    const date = nextTuesday();
    const browser = new Browser("id");
    const typed = await browser.page(search("tur setengah hari termurah dengan jemput hotel bintang 4,5 selasa depan"));
    const query = `sort=price_asc&duration=half_day&min_rating=4.5&pickup=1&date=${date}`;
    const explicit = await browser.page(`/activity?${query}`);
    expect(typed.status).toBe(200);
    expect(await expectListed(typed.text, `/api/type?${query}`, "id")).toBeGreaterThan(1);
    const chips = chipsOf(typed.text);
    expect([...chips.keys()]).toEqual(["Termurah dulu", ...chipsOf(explicit.text).keys()]);
    expect(chips.has("Antar-jemput hotel")).toBe(true);
  });

  it("searches the words it does not read, with the filters it does, as the explicit search does", async () => {
    const browser = new Browser("en");
    const typed = await browser.page(search("Ubud half-day with pickup"));
    const explicitPath = "/results?query=ubud&duration=half_day&pickup=1";
    expect(await expectListed(typed.text, "/api/search?query=ubud&duration=half_day&pickup=1", "en")).toBeGreaterThan(
      0,
    );
    expect(cardSlugsOf((await browser.page(explicitPath)).text)).toEqual(cardSlugsOf(typed.text));
    expect(textOf(typed.text)).toMatch(/results for “ubud”/);
    expect(typed.headers.get("server-timing")).toMatch(/\b2 round trips/);
    expect(canonicalOf(typed.text)).toBe(explicitPath);
    expect(chipsOf(typed.text).get("Hotel pickup")).toBe("/results?query=ubud&duration=half_day");
    // Load more goes on with the same typed view, which reads the same way.
    expect(formOf(typed.text).html).toMatch(/<input type="hidden" name="query" value="ubud"\/>/);
  });

  it("lets the URL's own parameters win over the text, whose words then search nothing", async () => {
    const page = await new Browser("en").page(`${search("cheapest half day")}&sort=rating&duration=full_day`);
    const chips = chipsOf(page.text);
    expect([...chips.keys()]).toEqual(["A full day"]);
    expect(canonicalOf(page.text)).toBe("/activity?sort=rating&duration=full_day");
    expect(await expectListed(page.text, "/api/type?sort=rating&duration=full_day", "en")).toBeGreaterThan(1);
  });

  it("searches a phrase with nothing it reads as before: no chips, the typed link is the canonical one", async () => {
    for (const text of ["Tanah Lot temple", "tour", "Gianyar"]) {
      const page = await new Browser("en").page(search(text));
      expect(
        await expectListed(page.text, `/api/search?${new URLSearchParams({ query: text })}`, "en"),
      ).toBeGreaterThan(0);
      expect(chipsOf(page.text).size, text).toBe(0);
      expect(canonicalOf(page.text), text).toBe(search(text));
    }
  });

  it("never takes a place's name for a filter: the words around it are read, the name is searched", async () => {
    const page = await new Browser("id").page(search("Gianyar besok"));
    const date = addDays(baliToday(), 1);
    expect(chipsOf(page.text).size).toBe(1);
    expect(await expectListed(page.text, `/api/search?query=gianyar&date=${date}`, "id")).toBeGreaterThan(0);
  });
});

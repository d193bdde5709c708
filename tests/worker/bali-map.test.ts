import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rowsReadOf as readRows } from "#workers/db.ts";
import { Browser } from "./browser.ts";
import { get, type Site } from "./client.ts";

/**
 * Issue 42, item 2: the map of Bali on the destination list, the activity list and the search.
 * Counts are checked against the /api lists and against the tables, counted here in SQL of the
 * test's own, never with the server's query.
 */

const REGENCY_SLUGS = [
  "badung",
  "bangli",
  "buleleng",
  "denpasar",
  "gianyar",
  "jembrana",
  "karangasem",
  "klungkung",
  "tabanan",
];

const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("<!-- -->", "");

function attribute(tag: string, name: string): string | null {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match ? decode(match[1] as string) : null;
}

interface DrawnMap {
  svg: string;
  /** The drawn regencies that are links: slug to href. */
  drawnLinks: Map<string, string>;
  /** Every drawn regency's slug. */
  drawn: string[];
  /** The key's entries: slug to its link (href and accessible name), or null where it is text. */
  key: Map<string, { href: string; name: string; current: boolean } | null>;
}

/** The map section of a page, read from its server-rendered HTML. */
function mapOf(html: string): DrawnMap {
  const start = html.indexOf('data-testid="bali-map"');
  expect(start, "the page has the map").toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf("</details>", start));
  const drawing = section.indexOf("<svg", section.indexOf("</summary>"));
  const svg = section.slice(drawing, section.indexOf("</svg>", drawing) + "</svg>".length);
  const drawnLinks = new Map<string, string>();
  for (const [tag] of svg.matchAll(/<a\b[^>]*>/g)) {
    drawnLinks.set(attribute(tag, "data-regency") as string, attribute(tag, "href") as string);
  }
  const drawn = [...svg.matchAll(/<(?:a|g)\b[^>]*data-regency="([a-z-]+)"/g)].map((match) => match[1] as string);
  const key = new Map<string, { href: string; name: string; current: boolean } | null>();
  const list = section.slice(drawing + svg.length);
  for (const [, slug, entry] of list.matchAll(/<li data-regency="([a-z-]+)">(.*?)<\/li>/g)) {
    const link = (entry as string).match(/^<a\b[^>]*>/)?.[0];
    key.set(
      slug as string,
      link
        ? {
            href: attribute(link, "href") as string,
            name: attribute(link, "aria-label") as string,
            current: attribute(link, "aria-current") === "page",
          }
        : null,
    );
  }
  return { svg, drawnLinks, drawn, key };
}

interface Regency {
  id: number;
  slug: string;
  name: string;
}

async function regenciesOf(site: Site): Promise<Regency[]> {
  const { body } = await get<{ items: Regency[] }>("/api/regencies", site);
  return body.items;
}

interface Counts {
  activities: number;
  destinations: number;
}

/** A key entry's accessible name: "Gianyar: 22 activities, 8 destinations". */
function sentenceOf(site: Site, name: string, { activities, destinations }: Counts): string {
  if (site === "id") return `${name}: ${activities} aktivitas, ${destinations} destinasi`;
  const counted = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
  return `${name}: ${counted(activities, "activity", "activities")}, ${counted(destinations, "destination", "destinations")}`;
}

/** Each regency's published activities and destinations, counted from the tables. */
async function countsInTables(): Promise<Map<string, Counts>> {
  const { results } = await env.DB.prepare(
    `SELECT r.slug,
       (SELECT count(*) FROM activities a WHERE a.regency_id = r.id AND a.status = 'published') AS activities,
       (SELECT count(*) FROM destinations d WHERE d.regency_id = r.id AND d.status = 'published') AS destinations
     FROM regencies r`,
  ).all<{ slug: string; activities: number; destinations: number }>();
  return new Map(results.map(({ slug, ...counts }) => [slug, counts]));
}

const MAP_PAGES = ["/destination", "/activity", "/results", "/results?query=Ubud"] as const;

describe("the map of Bali", () => {
  it("is drawn inline on the destination list, the activity list and the search, on both sites, naming nothing outside", async () => {
    for (const site of ["id", "en"] as const) {
      for (const path of MAP_PAGES) {
        const page = await new Browser(site).page(path);
        expect(page.status, path).toBe(200);
        const map = mapOf(page.text);
        expect([...map.drawn].sort(), `${site} ${path}`).toEqual(REGENCY_SLUGS);
        expect(map.svg.match(/<path\b[^>]*\sd="M[\d ML.Z-]+"/g)?.length).toBe(REGENCY_SLUGS.length);
        // No tile, font, picture or link elsewhere: every URL the drawing names is this site's own path.
        expect(map.svg).not.toMatch(/https?:|\/\/|<image|<use|<foreignObject|url\(/i);
        for (const href of map.drawnLinks.values()) expect(href).toMatch(/^\/[a-z]/);
        // Folded away, so the list keeps the phone's first screen.
        expect(page.text).toMatch(/<details[^>]*data-testid="bali-map"/);
        expect(page.text).not.toMatch(/<details[^>]*\sopen=""[^>]*data-testid="bali-map"/);
      }
    }
  });

  it("reads its counts in the pages' existing round trips", async () => {
    const browser = new Browser("en");
    const rounds = async (path: string) =>
      Number((await browser.page(path)).headers.get("server-timing")?.match(/(\d+) round trips/)?.[1]);
    expect(await rounds("/destination")).toBe(2);
    expect(await rounds("/destination?regency=gianyar")).toBe(2);
    expect(await rounds("/activity")).toBe(1);
    expect(await rounds("/results")).toBe(1);
    expect(await rounds("/results?query=Ubud")).toBe(2);
  });

  it("shows each regency's activities and destinations as the /api lists and the tables count them, in each language", async () => {
    const tables = await countsInTables();
    for (const site of ["en", "id"] as const) {
      const regencies = await regenciesOf(site);
      const map = mapOf((await new Browser(site).page("/destination")).text);
      expect([...map.key.keys()]).toEqual(regencies.map((regency) => regency.slug));
      for (const regency of regencies) {
        const activities = (await get(`/api/type?regency=${regency.slug}`, site)).body.items.total;
        const destinations = (await get(`/api/regency/${regency.id}`, site)).body.items.total;
        expect({ activities, destinations }).toEqual(tables.get(regency.slug));
        expect(map.key.get(regency.slug)?.name).toBe(sentenceOf(site, regency.name, { activities, destinations }));
      }
    }
    // The seed has something everywhere, so every regency is a link on every page.
    expect([...tables.values()].every((counts) => counts.activities > 0 && counts.destinations > 0)).toBe(true);
  });

  it("links each regency to the destination list of that regency, which lists what the map counts", async () => {
    const browser = new Browser("en");
    const map = mapOf((await browser.page("/destination")).text);
    const tables = await countsInTables();
    for (const slug of REGENCY_SLUGS) {
      const href = `/destination?regency=${slug}`;
      expect(map.key.get(slug)?.href).toBe(href);
      expect(map.drawnLinks.get(slug)).toBe(href);
      const filtered = await browser.page(href);
      expect(filtered.status).toBe(200);
      const destinations = tables.get(slug)?.destinations ?? 0;
      expect(decode(filtered.text)).toContain(`>${destinations} destination${destinations === 1 ? "" : "s"}<`);
      // The chosen regency stands out, on the map and in the key.
      const chosen = mapOf(filtered.text);
      expect(chosen.key.get(slug)?.current).toBe(true);
      expect(chosen.svg).toMatch(new RegExp(`<a\\b[^>]*data-regency="${slug}"[^>]*data-current=""`));
      expect([...chosen.key.values()].filter((entry) => entry?.current)).toHaveLength(1);
    }
  });

  it("applies the regency filter on the activity list and the search, keeping the sort and the other filters", async () => {
    const browser = new Browser("id");
    const list = mapOf((await browser.page("/activity?sort=price_asc&pickup=1")).text);
    expect(list.key.get("gianyar")?.href).toBe("/activity?sort=price_asc&pickup=1&regency=gianyar");
    expect(list.drawnLinks.get("gianyar")).toBe("/activity?sort=price_asc&pickup=1&regency=gianyar");
    // A regency already chosen is replaced, not added to.
    const narrowed = mapOf((await browser.page("/activity?regency=badung")).text);
    expect(narrowed.key.get("badung")?.current).toBe(true);
    expect(narrowed.key.get("tabanan")?.href).toBe("/activity?regency=tabanan");

    const search = mapOf((await browser.page("/results?query=Ubud&min_rating=4")).text);
    expect(search.key.get("gianyar")?.href).toBe("/results?query=Ubud&min_rating=4&regency=gianyar");
    // Without a query there is no search to narrow: the regency opens its activities.
    const blank = mapOf((await browser.page("/results")).text);
    expect(blank.key.get("gianyar")?.href).toBe("/activity?regency=gianyar");

    // Followed, the link lists only that regency's activities, as many as the map says.
    const tables = await countsInTables();
    const page = await browser.page("/activity?regency=karangasem");
    const { body } = await get("/api/type?regency=karangasem&page=1", "id");
    expect(body.items.total).toBe(tables.get("karangasem")?.activities);
    expect(decode(page.text)).toContain(`>${body.items.total} aktivitas<`);
    const { results } = await env.DB.prepare(
      `SELECT a.slug FROM activities a JOIN regencies r ON r.id = a.regency_id
       WHERE r.slug = 'karangasem' AND a.status = 'published'`,
    ).all<{ slug: string }>();
    const inRegency = new Set(results.map((row) => row.slug));
    const listed = body.items.data.map((card: { slug: string }) => card.slug);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((slug: string) => inRegency.has(slug))).toBe(true);
  });

  it("draws a regency the page lists nothing in, greyed and without a link, and keeps the counts as publishing changes", async () => {
    const jembrana = await env.DB.prepare("SELECT id FROM regencies WHERE slug = 'jembrana'").first<{ id: number }>();
    const badung = await env.DB.prepare("SELECT id FROM regencies WHERE slug = 'badung'").first<{ id: number }>();
    // Unpublish Jembrana's destinations, move one of its activities to Badung, delete another.
    await env.DB.prepare("UPDATE destinations SET status = 'draft' WHERE regency_id = ?").bind(jembrana?.id).run();
    const [moved, deleted] = (
      await env.DB.prepare("SELECT id FROM activities WHERE regency_id = ? AND status = 'published' ORDER BY id")
        .bind(jembrana?.id)
        .all<{ id: number }>()
    ).results;
    await env.DB.prepare("UPDATE activities SET regency_id = ? WHERE id = ?").bind(badung?.id, moved?.id).run();
    await env.DB.prepare("DELETE FROM activities WHERE id = ?").bind(deleted?.id).run();

    const tables = await countsInTables();
    expect(tables.get("jembrana")).toEqual({ activities: 0, destinations: 0 });
    const browser = new Browser("en");
    const destinations = mapOf((await browser.page("/destination")).text);
    expect(destinations.key.get("jembrana")).toBeNull();
    expect(destinations.drawnLinks.has("jembrana")).toBe(false);
    expect(destinations.svg).toMatch(/<g\b[^>]*data-regency="jembrana"/);
    const activities = mapOf((await browser.page("/activity")).text);
    expect(activities.key.get("jembrana")).toBeNull();
    const search = mapOf((await browser.page("/results")).text);
    for (const regency of await regenciesOf("en")) {
      const counts = tables.get(regency.slug) as Counts;
      if (counts.activities > 0)
        expect(search.key.get(regency.slug)?.name).toBe(sentenceOf("en", regency.name, counts));
    }

    // Published again, they count again.
    await env.DB.prepare("UPDATE destinations SET status = 'published' WHERE regency_id = ?").bind(jembrana?.id).run();
    await env.DB.prepare("UPDATE activities SET regency_id = ? WHERE id = ?").bind(jembrana?.id, moved?.id).run();
    const again = mapOf((await browser.page("/destination")).text);
    const after = await countsInTables();
    expect(after.get("jembrana")?.activities).toBe(1);
    expect(again.key.get("jembrana")?.name).toBe(
      `Jembrana: 1 activity, ${after.get("jembrana")?.destinations} destinations`,
    );
  });

  it("reads as many rows after 300 more activities are published: the counts are kept, not counted", async () => {
    const before = await rowsReadOf("/destination");
    const beforeSearch = await rowsReadOf("/results");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
       INSERT INTO activities (code, slug, type_id, regency_id, duration_hours, cancelation_hours, start_time,
         required_persons, price_type, price_idr, price_usd_cents, position, status)
       SELECT 'MAP' || i, 'map-copy-' || i, a.type_id, a.regency_id, a.duration_hours, a.cancelation_hours,
         a.start_time, a.required_persons, a.price_type, a.price_idr, a.price_usd_cents, 999, 'published'
       FROM n, (SELECT * FROM activities WHERE status = 'published' ORDER BY id LIMIT 1) a`,
    ).run();
    expect((await rowsReadOf("/destination")) - before).toBeLessThanOrEqual(2);
    expect((await rowsReadOf("/results")) - beforeSearch).toBeLessThanOrEqual(20);
    const tables = await countsInTables();
    const map = mapOf((await new Browser("en").page("/destination")).text);
    for (const regency of await regenciesOf("en")) {
      const counts = tables.get(regency.slug) as Counts;
      expect(map.key.get(regency.slug)?.name).toBe(sentenceOf("en", regency.name, counts));
    }
  });
});

/** The rows a page's render reads on the English site, past the edge cache. */
async function rowsReadOf(path: string): Promise<number> {
  const page = await new Browser("en").fetchText("GET", path, {
    headers: { accept: "text/html", "X-Cache-Bypass": "1" },
  });
  expect(page.status, path).toBe(200);
  const rows = readRows(page.headers);
  expect(rows, path).not.toBeNull();
  return rows as number;
}

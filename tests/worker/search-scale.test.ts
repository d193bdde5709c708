/**
 * The tourist search at a hundred times the catalogue (issue 37, decision 0061): a page reads its
 * own rows and a bounded count, not every activity its words match, and its plans go through the
 * search index and the activities' keys.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_COUNTED_RESULTS } from "#domain/catalogue.ts";
import { NO_DISCOVERY } from "#domain/discovery.ts";
import { discoverySql } from "#workers/catalogue/discovery.ts";
import { discoveredSearchSql, SEARCH_COUNT_SQL, searchCardsSql } from "#workers/catalogue/full-text-search.ts";
import { titlesSql } from "#workers/catalogue/search-suggestions.ts";
import { rowsReadOf } from "#workers/db.ts";
import { get } from "./client.ts";

const PAGES = ["/results?query=ubud", "/api/search?query=ubud", "/api/search/suggest?query=ub"];

/** The rows `path` reads on the English site, past the edge cache. */
async function rowsRead(path: string): Promise<number> {
  const request = new Request(`http://en.localhost${path}`, { headers: { "X-Cache-Bypass": "1" } });
  const response = await (exports as unknown as { default: Fetcher }).default.fetch(request);
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  return rowsReadOf(response.headers) ?? Number.NaN;
}

const TEXT_COLUMNS = [
  "activity_id",
  "locale",
  "name",
  "short_des",
  "location",
  "highlight",
  "activity_des",
  "included",
  "whattobring",
  "pickup_time",
  "meeting_point",
  "how_to_use",
  "payment",
  "note",
  "confirmation_detail",
];

/** `copies` published copies of an activity that "ubud" finds, each with its texts and search row. */
async function copyUbudActivity(copies: number): Promise<void> {
  const source = await env.DB.prepare(
    `SELECT a.id FROM activity_search s JOIN activities a ON a.id = s.rowid AND a.status = 'published'
     WHERE activity_search MATCH 'ubud' ORDER BY a.id LIMIT 1`,
  ).first<{ id: number }>();
  expect(source).not.toBeNull();
  const columns = (await env.DB.prepare("PRAGMA table_info(activities)").all<{ name: string }>()).results.map(
    (column) => column.name,
  );
  const values = columns.map((column) =>
    column === "id" ? "?2" : column === "code" || column === "slug" ? `${column} || '-copy-' || ?2` : column,
  );
  const first = (await env.DB.prepare("SELECT max(id) + 1 AS id FROM activities").first<{ id: number }>())?.id ?? 0;
  const statements: D1PreparedStatement[] = [];
  for (let id = first; id < first + copies; id += 1) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO activities (${columns.join(", ")}) SELECT ${values.join(", ")} FROM activities WHERE id = ?1`,
      ).bind(source?.id, id),
      env.DB.prepare(
        `INSERT INTO activity_translations (${TEXT_COLUMNS.join(", ")})
         SELECT ?2, ${TEXT_COLUMNS.slice(1).join(", ")} FROM activity_translations WHERE activity_id = ?1`,
      ).bind(source?.id, id),
      env.DB.prepare(
        `INSERT INTO activity_search (rowid, name, type_name, location, short_des, body, rating, comments_count)
         SELECT ?2, name, type_name, location, short_des, body, rating, comments_count FROM activity_search WHERE rowid = ?1`,
      ).bind(source?.id, id),
    );
  }
  await env.DB.batch(statements);
}

describe("the tourist search as the catalogue grows", () => {
  it("reads no more rows with hundreds more activities matching its words, once past the results it counts", async () => {
    await copyUbudActivity(MAX_COUNTED_RESULTS);
    const past = await Promise.all(PAGES.map(rowsRead));
    // A counted match is one row read: its index row. Drafts and the archive are left out by a probe
    // that finds no published activity (decision 0095); a look-up of each activity read two.
    const counted = await env.DB.prepare(SEARCH_COUNT_SQL)
      .bind("en", '"ubud"*', MAX_COUNTED_RESULTS + 1)
      .all<{ total: number }>();
    expect(counted.results[0]?.total).toBe(MAX_COUNTED_RESULTS + 1);
    expect(counted.meta.rows_read).toBeLessThanOrEqual(MAX_COUNTED_RESULTS + 1 + 10);
    // A search sorted by rating counts and sorts its counted matches in one pass over the search
    // index's rows, which keep the rating (migration 0074): two rows a match (its index row, its
    // sort entry), then the cards of its page alone (decision 0097 and its addendum). Before, the
    // count, the activity's row and a second index row cost four a match.
    const byRating = discoveredSearchSql(false, discoverySql({ ...NO_DISCOVERY, sort: "rating" }, "en", 7), "rating");
    const sorted = await env.DB.prepare(byRating)
      .bind("en", '"ubud"*', 12, 0, "", MAX_COUNTED_RESULTS + 1)
      .all<{ rating: number; total: number }>();
    expect(sorted.results).toHaveLength(12);
    expect(sorted.results[0]?.total).toBe(MAX_COUNTED_RESULTS + 1);
    const ratings = sorted.results.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(sorted.meta.rows_read).toBeLessThanOrEqual(2 * (MAX_COUNTED_RESULTS + 1) + 12 * 20);
    await copyUbudActivity(300);
    const found = await env.DB.prepare(
      "SELECT count(*) AS n FROM activity_search WHERE activity_search MATCH 'ubud'",
    ).first<{ n: number }>();
    expect(found?.n).toBeGreaterThan(MAX_COUNTED_RESULTS + 300);
    const further = await Promise.all(PAGES.map(rowsRead));
    for (const [index, path] of PAGES.entries()) {
      expect
        .soft(further[index], `${path}: ${past[index]} rows, then ${further[index]} with 300 more matches`)
        .toBeLessThanOrEqual((past[index] ?? 0) + 20);
    }
    const page = await (exports as unknown as { default: Fetcher }).default.fetch(
      new Request("http://en.localhost/results?query=ubud", { headers: { "X-Cache-Bypass": "1" } }),
    );
    expect((await page.text()).replaceAll("<!-- -->", "")).toContain(
      `More than ${MAX_COUNTED_RESULTS} results for “ubud”`,
    );
    const api = await (exports as unknown as { default: Fetcher }).default.fetch(
      new Request("http://en.localhost/api/search?query=ubud&page=3"),
    );
    const items = ((await api.json()) as { items: { data: unknown[]; next_page_url: string | null } }).items;
    expect(items.data).toHaveLength(12);
    expect(items.next_page_url).toContain("page=4");
  }, 60_000);
});

describe("what the search leaves out", () => {
  it("a draft or archived activity is in no result, count or suggestion, though the index holds it", async () => {
    const search = async () =>
      (await get<{ items: { total: number; data: { id: number }[] } }>("/api/search?query=batur", "en")).body.items;
    const suggested = async () =>
      (await get<{ items: { url: string }[] }>("/api/search/suggest?query=batur", "en")).body.items;
    const before = await search();
    const hidden = before.data[0];
    expect(hidden).toBeDefined();
    const slug = await env.DB.prepare("SELECT slug FROM activities WHERE id = ?1")
      .bind(hidden?.id)
      .first<{ slug: string }>();
    expect((await suggested()).map((suggestion) => suggestion.url).join()).toContain(slug?.slug);
    for (const status of ["draft", "archived"]) {
      await env.DB.prepare("UPDATE activities SET status = ?2 WHERE id = ?1").bind(hidden?.id, status).run();
      const after = await search();
      expect(after.total, status).toBe(before.total - 1);
      expect(after.data.map((card) => card.id)).not.toContain(hidden?.id);
      expect((await suggested()).map((suggestion) => suggestion.url).join()).not.toContain(`/${slug?.slug}`);
    }
  });
});

interface PlanStep {
  detail: string;
}

async function planOf(sql: string, params: unknown[]): Promise<string[]> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanStep>();
  return plan.results.map((step) => step.detail);
}

describe("the query plans of the tourist search", () => {
  const cases: [string, string, unknown[]][] = [
    ["cards", searchCardsSql(false), ["en", '"ubud"*', 12, 0]],
    ["cards with corrections", searchCardsSql(true), ["en", '("ubud"* OR "ubad")', 12, 0, '"ubud"*']],
    ["count", SEARCH_COUNT_SQL, ["en", '"ubud"*', 201]],
    ["titles", titlesSql(false), ["en", 'name : ("ub"*)']],
    ["titles with corrections", titlesSql(true), ["en", 'name : ("ubud"* OR "ubad")', 'name : ("ubud"*)']],
  ];
  it.each(cases)("%s: ranked inside the search index, the activities found by their key", async (_, sql, params) => {
    const plan = await planOf(sql, params);
    const shown = plan.join("\n");
    expect(shown).toMatch(/activity_search VIRTUAL TABLE INDEX/);
    expect(
      plan.filter((step) => /^SCAN (?:a|activities)\b/.test(step) && !/USING (?:COVERING )?INDEX/.test(step)),
      shown,
    ).toEqual([]);
    // Drafts and the archive are left out by probing the unlisted activities' own index.
    expect(shown).toMatch(/SEARCH u USING (?:COVERING )?INDEX activities_unlisted \(id=\?/);
    // The rank is FTS5's own order (`r` in the index's plan), so only the page's rows leave the index.
    if (!sql.startsWith("SELECT count")) expect(shown).toMatch(/VIRTUAL TABLE INDEX \d+:r/);
  });
});

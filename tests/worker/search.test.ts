import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { searchActivities } from "#workers/catalogue/full-text-search.ts";
import { get, type Site, walkPages } from "./client.ts";

describe("GET /api/search", () => {
  it("finds activities by name in either language, best match first", async () => {
    for (const site of ["id", "en"] as const) {
      const { status, body, roundTrips } = await get("/api/search?query=batur", site);
      expect(status).toBe(200);
      expect(roundTrips).toBeLessThanOrEqual(2);
      expect(body.items.total).toBeGreaterThan(0);
      expect(body.items.data[0].name.toLowerCase()).toContain("batur");
    }
  });

  it("matches Indonesian words on the English site and English words on the Indonesian one", async () => {
    const indonesian = await get("/api/search?query=memasak", "en");
    expect(indonesian.body.items.total).toBeGreaterThan(0);
    const english = await get("/api/search?query=cooking", "id");
    expect(english.body.items.total).toBeGreaterThan(0);
    expect(english.body.items.data[0].type.id).toBe(4);
  });

  it("finds by type name and location", async () => {
    const byType = await get("/api/search?query=snorkelling", "en");
    expect(byType.body.items.total).toBeGreaterThan(0);
    const byPlace = await get("/api/search?query=karangasem", "en");
    expect(byPlace.body.items.total).toBeGreaterThan(0);
  });

  it("pages the results keeping the query in next_page_url", async () => {
    const first = await get("/api/search?query=bali", "en");
    if (first.body.items.total > 12) expect(first.body.items.next_page_url).toContain("query=bali");
    const { items, total } = await walkPages<{ id: number }>("/api/search?query=bali", "en");
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
  });

  it("is safe with quotes, punctuation and FTS syntax: never a 500", async () => {
    const queries = [
      '"',
      "'",
      '""',
      "'; DROP TABLE activities; --",
      "ubud AND",
      "OR",
      "NOT surf",
      "NEAR(ubud",
      "name:ubud",
      "*",
      "ubud*",
      "(",
      ")",
      "^ubud",
      "-",
      'a"b',
      "\\",
      "%",
      "🌋",
      "<script>alert(1)</script>",
      "   ",
    ];
    for (const query of queries) {
      const { status, body } = await get(`/api/search?query=${encodeURIComponent(query)}`, "en");
      expect(status, query).toBe(200);
      expect(Array.isArray(body.items.data), query).toBe(true);
    }
  });

  it("answers an empty result for no query and 422 for a query that is too long", async () => {
    expect((await get("/api/search", "en")).body.items.total).toBe(0);
    const long = await get(`/api/search?query=${"ubud ".repeat(2000)}`, "en");
    expect(long.status).toBe(422);
    expect(long.body.errors.query[0]).toEqual(expect.any(String));
  });
});

/** Every activity a search finds, over all its pages, in order. */
async function foundIds(query: string, site: Site): Promise<number[]> {
  const { items } = await walkPages<{ id: number }>(`/api/search?query=${encodeURIComponent(query)}`, site);
  return items.map((item) => item.id);
}

/** The published activities whose indexed text holds a word (or a word starting so): the index read directly. */
async function holding(word: string): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT s.rowid AS id FROM activity_search s JOIN activities a ON a.id = s.rowid AND a.status = 'published'
     WHERE activity_search MATCH ?1`,
  )
    .bind(`"${word}"*`)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

describe.each(["id", "en"] as const)("a search that forgives, on the %s site", (site) => {
  it("finds with one typo what the word finds: snorkling, rafitng", async () => {
    const snorkel = await holding("snorkel");
    expect(snorkel.length).toBeGreaterThan(0);
    expect(await foundIds("snorkling", site)).toEqual(expect.arrayContaining(snorkel));
    expect(await foundIds("rafitng", site)).toEqual(expect.arrayContaining(await holding("rafting")));
  });

  it("finds with two typos in a long word, and not with two in a short one", async () => {
    expect(await foundIds("snorklign", site)).toEqual(expect.arrayContaining(await holding("snorkeling")));
    expect(await foundIds("rfatign", site)).toEqual([]);
  });

  it("takes Indonesian and English words for the same thing, both ways", async () => {
    const pairs = [
      ["arung jeram", "rafting"],
      ["selam", "diving"],
      ["pura", "temple"],
      ["air terjun", "waterfall"],
      ["lumba lumba", "dolphin"],
    ] as const;
    for (const [indonesian, english] of pairs) {
      expect(await foundIds(english, site), `${english} finds what ${indonesian} does`).toEqual(
        expect.arrayContaining(await holding(indonesian)),
      );
      expect(await foundIds(indonesian, site), `${indonesian} finds what ${english} does`).toEqual(
        expect.arrayContaining(await holding(english)),
      );
    }
  });

  it("ranks what matches the words as typed (or their synonyms) above what only a correction finds", async () => {
    // No activity says "horse", some say "kuda"; "house", one typo away, is in others.
    const typed = [...new Set([...(await holding("horse")), ...(await holding("kuda"))])];
    expect(typed.length).toBeGreaterThan(0);
    const found = await foundIds("horse", site);
    expect(found.length).toBeGreaterThan(typed.length);
    expect(found.slice(0, typed.length).sort()).toEqual([...typed].sort());
  });

  it("takes a word the index knows as typed: batur finds no bathrooms, rafting no crafts", async () => {
    expect((await foundIds("batur", site)).sort()).toEqual((await holding("batur")).sort());
    const rafting = [...(await holding("rafting")), ...(await holding("arung jeram"))];
    expect((await foundIds("rafting", site)).sort()).toEqual([...new Set(rafting)].sort());
  });
});

describe("what a forgiving search reads", () => {
  it("a search with typos reads a bounded part of the index, never its whole vocabulary", async () => {
    let rowsRead = 0;
    const counting = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            const results = await target.batch(statements);
            rowsRead += results.reduce((sum, result) => sum + (result.meta.rows_read ?? 0), 0);
            return results;
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const vocabulary = await env.DB.prepare("SELECT count(*) AS n FROM activity_search_terms").first<{ n: number }>();
    const page = await searchActivities(
      counting,
      "en",
      new URL("http://en.localhost/api/search"),
      "snorkling selem",
      1,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThan((vocabulary?.n ?? 0) / 5);
  });
});

describe("GET /api/search/suggest", () => {
  const suggest = (query: string, site: Site) => get(`/api/search/suggest?query=${encodeURIComponent(query)}`, site);

  it("suggests titles and categories in the site's language, forgiving typos, in two round trips at most", async () => {
    for (const site of ["id", "en"] as const) {
      const { status, body, roundTrips } = await suggest("snorkling", site);
      expect(status).toBe(200);
      expect(roundTrips).toBeLessThanOrEqual(2);
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items) {
        expect(item).toEqual({
          kind: expect.stringMatching(/^(activity|category)$/),
          label: expect.any(String),
          url: expect.stringMatching(/^\/activity\//),
        });
      }
      expect(body.items.some((item: { label: string }) => /snorkel/i.test(item.label))).toBe(true);
    }
    const english = await suggest("selam", "en");
    expect(english.body.items.some((item: { label: string }) => /div/i.test(item.label))).toBe(true);
    const category = await suggest("water", "en");
    expect(category.body.items[0]).toEqual({ kind: "category", label: "Water sports", url: "/activity/water-sports" });
  });

  it("keeps to at most 3 categories and 5 titles, and is kept at the edge like other reads", async () => {
    const { body } = await suggest("bali", "en");
    const kinds = body.items.map((item: { kind: string }) => item.kind);
    expect(kinds.filter((kind: string) => kind === "activity").length).toBeLessThanOrEqual(5);
    expect(kinds.filter((kind: string) => kind === "category").length).toBeLessThanOrEqual(3);
    const response = await exports.default.fetch(new Request("http://en.localhost/api/search/suggest?query=ubud"));
    expect(response.headers.get("cache-control")).toMatch(/public.*s-maxage/);
  });

  it("answers 422 for a missing or over-long query, and takes 100 characters of any script", async () => {
    const missing = await get("/api/search/suggest", "en");
    expect(missing.status).toBe(422);
    expect(missing.body.errors.query[0]).toEqual(expect.any(String));
    expect((await suggest("a".repeat(101), "en")).status).toBe(422);
    for (const query of ["u".repeat(100), "🌋".repeat(100), "Śnorkel ダイビング", "", '"*(NEAR', "ubud ".repeat(20)]) {
      const { status, body } = await suggest(query, "en");
      expect(status, query).toBe(200);
      expect(Array.isArray(body.items), query).toBe(true);
    }
  });
});

import { describe, expect, it } from "vitest";
import { get, walkPages } from "./client.ts";

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

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type CardOrder, cardsSql } from "#workers/catalogue/activities.ts";
import { get, walkPages } from "./client.ts";

describe("GET /api/type and /api/type/{id}", () => {
  it("lists all activities 12 a page, and the walk along next_page_url sees each once", async () => {
    const first = await get("/api/type");
    expect(first.status).toBe(200);
    expect(first.body.items.per_page).toBe(12);
    expect(first.body.items.data).toHaveLength(12);
    expect(first.body.items.total).toBeGreaterThanOrEqual(110);
    const { items, total } = await walkPages<{ id: number }>("/api/type");
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
  });

  it("lists one category with its heading, in the site's language", async () => {
    const id = await get("/api/type/1", "id");
    const en = await get("/api/type/1", "en");
    expect(id.status).toBe(200);
    expect(en.body.category).toMatchObject({ id: 1, slug: "day-tours" });
    expect(en.body.category.name).not.toBe(id.body.category.name);
    expect(en.body.items.data[0].id).toBe(id.body.items.data[0].id);
    expect(en.body.items.data[0].name).not.toBe(id.body.items.data[0].name);
    for (const card of en.body.items.data) expect(card.type.id).toBe(1);
  });

  it("gives cards everything the activity card shows", async () => {
    const { body } = await get("/api/type/6", "en");
    const card = body.items.data[0];
    expect(card).toMatchObject({
      code: expect.stringMatching(/^BT06\d\d$/),
      slug: expect.any(String),
      name: expect.any(String),
      location: expect.any(String),
      type: { id: 6, slug: "water-sports", name: expect.any(String) },
      rating: expect.any(Number),
      comments_count: expect.any(Number),
      duration: expect.any(Number),
      cancelation: expect.any(Number),
      price_idr: expect.any(Number),
      price_usd: expect.any(Number),
    });
    expect(card.image).toMatchObject({ original: expect.stringMatching(/^\/img\//), width: 1200, height: 800 });
  });

  it("pages a category by next_page_url to the end, keeping the category", async () => {
    const { items, total } = await walkPages<{ type: { id: number } }>("/api/type/15", "en");
    expect(items).toHaveLength(total);
    expect(items.every((item) => item.type.id === 15)).toBe(true);
  });

  it("answers 404 in JSON for a category that does not exist, in the site's language", async () => {
    for (const path of ["/api/type/999", "/api/type/abc", "/api/type/0"]) {
      const { status, body } = await get(path, "en");
      expect(status, path).toBe(404);
      expect(body.message).toBe("Activity category not found.");
    }
    expect((await get("/api/type/999", "id")).body.message).toMatch(/tidak ditemukan/i);
  });

  it("answers 422 with a message for the page field when the page is not a whole number from 1", async () => {
    for (const page of ["0", "abc", "-3", "1.5", "9999999"]) {
      const { status, body } = await get(`/api/type?page=${page}`);
      expect(status, page).toBe(422);
      expect(body.errors.page[0], page).toEqual(expect.any(String));
    }
  });

  it("answers an empty page past the last one", async () => {
    const { status, body } = await get("/api/type/1?page=50");
    expect(status).toBe(200);
    expect(body.items.data).toEqual([]);
    expect(body.items.next_page_url).toBeNull();
  });

  it("lists the categories", async () => {
    const { body } = await get("/api/types", "en");
    expect(body.items.length).toBeGreaterThanOrEqual(16);
    expect(body.items[0]).toMatchObject({
      id: 1,
      name: expect.any(String),
      title: expect.any(String),
      des: expect.any(String),
    });
  });

  it("answers each list with at most two D1 round trips", async () => {
    for (const path of ["/api/type", "/api/type/1", "/api/types", "/api/type?page=3"]) {
      expect((await get(path)).roundTrips, path).toBeLessThanOrEqual(2);
    }
  });
});

describe("GET /api/activity/{type}/{slug}", () => {
  async function firstActivityOf(typeId: number) {
    return (await get(`/api/type/${typeId}`, "en")).body.items.data[0];
  }

  it("answers the activity with packages, products and its texts in the site's language", async () => {
    const card = await firstActivityOf(3);
    const en = await get(`/api/activity/${card.type.slug}/${card.slug}`, "en");
    const id = await get(`/api/activity/${card.type.slug}/${card.slug}`, "id");
    expect(en.status).toBe(200);
    const activity = en.body.items;
    expect(activity).toMatchObject({
      id: card.id,
      code: card.code,
      required: expect.any(Number),
      start_time: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(activity.images.length).toBeGreaterThanOrEqual(3);
    for (const field of [
      "highlight",
      "activity_des",
      "pickup_time",
      "meeting_point",
      "how_to_use",
      "payment",
      "note",
    ]) {
      expect(activity[field], field).toEqual(expect.stringMatching(/\S/));
    }
    expect(activity.included.length).toBeGreaterThan(0);
    expect(activity.whattobring.length).toBeGreaterThan(0);
    expect(activity.packages.length).toBeGreaterThanOrEqual(1);
    for (const pack of activity.packages) {
      expect(pack.products.length).toBeGreaterThanOrEqual(1);
      for (const product of pack.products) {
        expect(product).toMatchObject({
          id: expect.any(Number),
          price_idr: expect.any(Number),
          price_usd: expect.any(Number),
          minimal: expect.any(Number),
          ordered: 0,
        });
      }
    }
    expect(en.body.terjemah.locale).toBe("en");
    expect(en.body.terjemah.name).toBe(activity.name);
    expect(id.body.terjemah.locale).toBe("id");
    expect(id.body.items.name).not.toBe(activity.name);
    expect(en.body.others.length).toBeGreaterThan(0);
    expect(en.body.others.some((other: { id: number }) => other.id === card.id)).toBe(false);
    expect(en.roundTrips).toBeLessThanOrEqual(2);
  });

  it("honours ?lang= for the texts", async () => {
    const card = await firstActivityOf(1);
    const path = `/api/activity/${card.type.slug}/${card.slug}`;
    const english = await get(`${path}?lang=en`, "id");
    expect(english.body.terjemah.locale).toBe("en");
    expect(english.body.items.name).toBe(card.name);
    expect((await get(`${path}?lang=fr`, "id")).status).toBe(422);
  });

  it("answers 404 for an unknown slug or the wrong category", async () => {
    const card = await firstActivityOf(1);
    expect((await get(`/api/activity/${card.type.slug}/no-such-tour`)).status).toBe(404);
    expect((await get(`/api/activity/water-sports/${card.slug}`)).status).toBe(404);
    expect((await get(`/api/activity/day-tours/${"x".repeat(500)}`)).status).toBe(404);
  });
});

describe("GET /api/activity/{type}/{slug}/comment", () => {
  it("pages the reviews newest first with an overview that adds up", async () => {
    const card = (await get("/api/type/1", "en")).body.items.data[0];
    const path = `/api/activity/${card.type.slug}/${card.slug}/comment`;
    const { status, body, roundTrips } = await get(path, "en");
    expect(status).toBe(200);
    expect(roundTrips).toBeLessThanOrEqual(2);
    const { overview } = body;
    expect(overview.five + overview.four + overview.three + overview.two + overview.one).toBe(overview.total);
    expect(overview.total).toBe(card.comments_count);
    const { items } = await walkPages<{ rating: number; updated_at: string; title: string }>(path, "en");
    expect(items).toHaveLength(overview.total);
    const average = items.reduce((sum, c) => sum + c.rating, 0) / items.length;
    expect(overview.avg).toBeCloseTo(average, 1);
    const dates = items.map((c) => c.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items[0]?.title).toEqual(expect.stringMatching(/\S/));
  });

  it("answers 404 for the reviews of an activity that does not exist", async () => {
    expect((await get("/api/activity/day-tours/no-such-tour/comment")).status).toBe(404);
  });
});

/** SQLite's plan for a page of activity cards in the given order. */
async function planOf(order: CardOrder): Promise<string[]> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${cardsSql({ order })}`)
    .bind("en", 12, 0)
    .all<{ detail: string }>();
  return plan.results.map((row) => row.detail);
}

describe("indexes of the activity lists", () => {
  it("reads the popular row (most reviewed, then best rated) from an index instead of sorting", async () => {
    const plan = await planOf("popular");
    expect(plan.join("\n")).toMatch(/activities_by_popularity/);
    expect(plan.join("\n")).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  it("reads the best-rated row from an index too", async () => {
    expect((await planOf("rating")).join("\n")).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});

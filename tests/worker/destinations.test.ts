import { describe, expect, it } from "vitest";
import { get, walkPages } from "./client.ts";

describe("regencies and destinations", () => {
  it("lists the nine regencies in both languages", async () => {
    const en = await get("/api/regencies", "en");
    const id = await get("/api/regencies", "id");
    expect(en.body.items).toHaveLength(9);
    expect(en.body.items.map((r: { slug: string }) => r.slug)).toContain("karangasem");
    expect(en.body.items[0].des).not.toBe(id.body.items[0].des);
  });

  it("pages all destinations by next_page_url without repeats", async () => {
    const { items, total } = await walkPages<{ id: number }>("/api/regency", "en");
    expect(total).toBeGreaterThanOrEqual(40);
    expect(new Set(items.map((d) => d.id)).size).toBe(total);
  });

  it("lists one regency's destinations under its heading", async () => {
    const regencies = (await get("/api/regencies", "en")).body.items;
    for (const regency of regencies) {
      const { status, body, roundTrips } = await get(`/api/regency/${regency.id}`, "en");
      expect(status).toBe(200);
      expect(roundTrips).toBeLessThanOrEqual(2);
      expect(body.category.slug).toBe(regency.slug);
      expect(body.items.total, regency.slug).toBeGreaterThanOrEqual(3);
      for (const card of body.items.data) expect(card.regency.id).toBe(regency.id);
    }
    expect((await get("/api/regency/99")).status).toBe(404);
  });

  it("answers a destination with others nearby and its rating overview", async () => {
    const card = (await get("/api/regency/3", "en")).body.items.data[0];
    const { status, body, roundTrips } = await get(`/api/destination/${card.regency.slug}/${card.slug}`, "en");
    expect(status).toBe(200);
    expect(roundTrips).toBeLessThanOrEqual(2);
    expect(body.items).toMatchObject({
      slug: card.slug,
      name: card.name,
      des: expect.stringMatching(/\S/),
      note: expect.stringMatching(/\S/),
    });
    expect(body.items.images.length).toBeGreaterThanOrEqual(3);
    expect(body.overview.total).toBe(card.comments_count);
    expect(body.others.every((other: { regency: { id: number } }) => other.regency.id === card.regency.id)).toBe(true);
    const comments = await get(`/api/destination/${card.regency.slug}/${card.slug}/comment`, "en");
    expect(comments.body.items.total).toBe(card.comments_count);
    expect((await get(`/api/destination/badung/${card.slug}`)).status).toBe(card.regency.slug === "badung" ? 200 : 404);
    expect((await get("/api/destination/gianyar/nowhere")).status).toBe(404);
  });
});

describe("transport", () => {
  it("lists transport types and vehicles with every field of the transport table", async () => {
    const types = (await get("/api/transporttypes", "en")).body.items;
    expect(types.length).toBeGreaterThanOrEqual(4);
    const { items, total } = await walkPages<Record<string, unknown>>("/api/transporttype", "en");
    expect(total).toBeGreaterThanOrEqual(20);
    expect(items).toHaveLength(total);
    expect(items[0]).toMatchObject({
      manufacture: expect.any(String),
      vehicle_name: expect.any(String),
      vehicle_type: expect.any(String),
      passanger: expect.any(Number),
      transmision: expect.stringMatching(/^(manual|automatic)$/),
      baggage: expect.any(Number),
      price_idr: expect.any(Number),
      price_usd: expect.any(Number),
    });
  });

  it("keeps the selected type on every page of a type's list", async () => {
    const types = (await get("/api/transporttypes", "en")).body.items;
    for (const type of types) {
      const { items, total } = await walkPages<{ type: { id: number } }>(`/api/transporttype/${type.id}`, "en");
      expect(items).toHaveLength(total);
      expect(items.every((item) => item.type.id === type.id)).toBe(true);
    }
  });

  it("answers a vehicle, its reviews, and 404 for one that does not exist", async () => {
    const card = (await get("/api/transporttype", "en")).body.items.data[0];
    const { status, body } = await get(`/api/transport/${card.id}`, "en");
    expect(status).toBe(200);
    expect(body.items).toMatchObject({
      id: card.id,
      des: expect.stringMatching(/\S/),
      note: expect.stringMatching(/\S/),
    });
    const comments = await get(`/api/transport/${card.id}/comment`, "en");
    expect(comments.body.overview.total).toBe(card.comments_count);
    expect((await get("/api/transport/9999")).status).toBe(404);
    expect((await get("/api/transport/9999/comment")).status).toBe(404);
    expect((await get("/api/transport/abc")).status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import { get, walkPages } from "./client.ts";

describe("tips, events, special offers and the gallery", () => {
  it("pages the tips and opens one in both languages", async () => {
    const { items, total } = await walkPages<{ slug: string; title: string }>("/api/tips", "en");
    expect(total).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((tip) => tip.slug)).size).toBe(total);
    const slug = items[0]?.slug;
    const en = await get(`/api/tips/${slug}`, "en");
    const id = await get(`/api/tips/${slug}`, "id");
    expect(en.body.items.content).toMatch(/<p>|<ul>/);
    expect(en.body.items.title).not.toBe(id.body.items.title);
    expect((await get("/api/tips/no-such-tip")).status).toBe(404);
  });

  it("lists events still to come first, soonest first, and features only those", async () => {
    const { items } = await walkPages<{ slug: string; start: string; end: string }>("/api/event", "en");
    expect(items.length).toBeGreaterThanOrEqual(8);
    const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16);
    const upcoming = items.filter((event) => event.end >= now);
    expect(items.slice(0, upcoming.length)).toEqual(upcoming);
    const starts = upcoming.map((event) => event.start);
    expect(starts).toEqual([...starts].sort());
    const feature = (await get("/api/event/feature", "en")).body.items;
    expect(feature.every((event: { end: string }) => event.end >= now)).toBe(true);
    const detail = await get(`/api/event/${items[0]?.slug}`, "en");
    expect(detail.body.items).toMatchObject({ location: expect.any(String), content: expect.stringMatching(/\S/) });
    expect(detail.body.items.images.length).toBeGreaterThan(0);
    expect((await get("/api/event/nothing-on")).status).toBe(404);
  });

  it("lists special offers with their terms and conditions", async () => {
    const list = (await get("/api/specialoffer", "en")).body.items;
    expect(list.total).toBeGreaterThanOrEqual(6);
    const feature = (await get("/api/specialoffer/feature", "id")).body.items;
    expect(feature.length).toBeGreaterThan(0);
    const offer = (await get(`/api/specialoffer/${list.data[0].slug}`, "en")).body.items;
    expect(offer).toMatchObject({
      short_des: expect.any(String),
      des: expect.stringMatching(/\S/),
      tnc: expect.stringMatching(/<li>/),
    });
    expect((await get("/api/specialoffer/free-money")).status).toBe(404);
  });

  it("pages the gallery with sized thumbnails and features a few", async () => {
    const { items, total } = await walkPages<{ thumbnail: string; thumb_width: number }>(
      "/api/gallery",
      "en",
      (body) => body.items.images,
    );
    expect(total).toBeGreaterThanOrEqual(40);
    expect(items).toHaveLength(total);
    expect(items[0]).toMatchObject({
      thumbnail: expect.stringMatching(/-thumb\.webp$/),
      thumb_width: 480,
      thumb_height: 320,
    });
    expect((await get("/api/galleryfeature", "en")).body.items.length).toBeGreaterThan(0);
  });
});

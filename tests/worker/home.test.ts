import { describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import { get } from "./client.ts";
import { plainWords } from "./operator-support.ts";

const SECTIONS = [
  "slides",
  "features",
  "transport",
  "types",
  "specialoffers",
  "events",
  "popular",
  "recommendations",
  "watersport",
  "tours",
  "family",
  "cruises",
  "honeymoon",
  "rental",
  "gallery",
  "destinations",
  "tips",
  "regencies",
];

describe("GET /api/index", () => {
  it("answers every home section, filled, in one round trip", async () => {
    const { status, body, roundTrips } = await get("/api/index", "en");
    expect(status).toBe(200);
    expect(Object.keys(body.items).sort()).toEqual([...SECTIONS].sort());
    for (const section of SECTIONS) expect(body.items[section].length, section).toBeGreaterThan(0);
    expect(body.items.slides).toHaveLength(5);
    expect(body.items.regencies).toHaveLength(9);
    expect(roundTrips).toBe(1);
  });

  it("fills the typed sections from their activity types", async () => {
    const { body } = await get("/api/index", "id");
    const typeOf = (section: string) =>
      new Set(body.items[section].map((card: { type: { id: number } }) => card.type.id));
    expect(typeOf("tours")).toEqual(new Set([1]));
    expect(typeOf("watersport")).toEqual(new Set([6]));
    expect(typeOf("honeymoon")).toEqual(new Set([11]));
    expect(typeOf("rental")).toEqual(new Set([15]));
    // The home page's extra carousels, which the page fetches with the other later rows.
    expect(typeOf("family")).toEqual(new Set([12]));
    expect(typeOf("cruises")).toEqual(new Set([14]));
    expect(body.items.features.length).toBe(body.items.types.length);
  });

  it("shows only events that have not ended yet", async () => {
    const { body } = await get("/api/index", "en");
    const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16);
    for (const event of body.items.events) expect(event.end >= now).toBe(true);
  });

  it("speaks the site's language", async () => {
    const id = await get("/api/index", "id");
    const en = await get("/api/index", "en");
    expect(id.body.items.slides[0].title).not.toBe(en.body.items.slides[0].title);
    expect(id.body.items.types[0].name).not.toBe(en.body.items.types[0].name);
  });
});

describe("the home page", () => {
  it("sends the card and category descriptions it never shows only to API clients", async () => {
    const { body } = await get("/api/index", "en");
    const [feature, popular, type] = [body.items.features[0], body.items.popular[0], body.items.types[0]];
    const hidden = [feature.short_des, popular.short_des, type.des].map(plainWords);
    for (const words of hidden) expect(words.length, "a seeded description").toBeGreaterThanOrEqual(25);
    const { status, text: html } = await new Browser("en").page("/");
    expect(status).toBe(200);
    expect(html).toContain(`/activity/${feature.type.slug}/${feature.slug}`);
    for (const words of hidden) expect(html).not.toContain(words);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    const { status, body } = await get("/api/nothing/here", "en");
    expect(status).toBe(404);
    expect(body.message).toBe("API endpoint not found.");
  });
});

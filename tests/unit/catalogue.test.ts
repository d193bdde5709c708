import { describe, expect, it } from "vitest";
import { buildSeed } from "#seed/build-sql.ts";
import { catalogue } from "#seed/catalogue.ts";
import type { Localized } from "#seed/types.ts";

const ALLOWED_TAGS = new Set(["p", "ul", "ol", "li", "strong", "em", "h3", "br"]);

/** Every Localized value found anywhere inside an item, with its path. */
function localizedFields(value: unknown, path = ""): [string, Localized<unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedFields(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("id" in record && "en" in record && Object.keys(record).length === 2) {
      return [[path, record as Localized<unknown>]];
    }
    return Object.entries(record).flatMap(([key, inner]) => localizedFields(inner, `${path}.${key}`));
  }
  return [];
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isFilled);
  return typeof value === "string" && value.trim().length > 0;
}

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)].map(
    (match) => `${match[1]}${match[2]?.trim() ? " +attrs" : ""}`,
  );
}

describe("the operator's catalogue", () => {
  it("has at least 110 activities across at least 16 types, including the ones pages rely on", () => {
    expect(catalogue.activities.length).toBeGreaterThanOrEqual(110);
    const typeIds = new Set(catalogue.activityTypes.map((type) => type.id));
    expect(typeIds.size).toBeGreaterThanOrEqual(16);
    for (const id of [1, 6, 8, 10, 11, 12, 14, 15]) expect(typeIds.has(id)).toBe(true);
    for (const type of catalogue.activityTypes) {
      expect(catalogue.activities.filter((a) => a.typeId === type.id).length, type.slug).toBeGreaterThan(0);
    }
  });

  it("gives every activity a unique code and slug, 1-3 packages of 1-3 products and 3+ images", () => {
    const codes = new Set(catalogue.activities.map((a) => a.code));
    const slugs = new Set(catalogue.activities.map((a) => a.slug));
    expect(codes.size).toBe(catalogue.activities.length);
    expect(slugs.size).toBe(catalogue.activities.length);
    for (const activity of catalogue.activities) {
      expect(activity.code, activity.slug).toMatch(/^BT\d{4}$/);
      expect(activity.packages.length, activity.slug).toBeGreaterThanOrEqual(1);
      expect(activity.packages.length, activity.slug).toBeLessThanOrEqual(3);
      for (const pack of activity.packages) {
        expect(pack.products.length, activity.slug).toBeGreaterThanOrEqual(1);
        expect(pack.products.length, activity.slug).toBeLessThanOrEqual(3);
        for (const product of pack.products) {
          expect(product.price_idr, activity.slug).toBeGreaterThan(0);
          expect(product.price_usd, activity.slug).toBeGreaterThan(0);
          expect(product.minimal, activity.slug).toBeGreaterThanOrEqual(0);
        }
      }
      expect(activity.scenes.length, activity.slug).toBeGreaterThanOrEqual(3);
      expect(activity.start_time, activity.slug).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it("covers all nine regencies with at least 40 destinations", () => {
    expect(catalogue.destinations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(catalogue.destinations.map((d) => d.regency)).size).toBe(9);
    expect(catalogue.regencies.map((r) => r.slug).sort()).toEqual([
      "badung",
      "bangli",
      "buleleng",
      "denpasar",
      "gianyar",
      "jembrana",
      "karangasem",
      "klungkung",
      "tabanan",
    ]);
  });

  it("has the transport, tips, events, offers, gallery and reviews the pages show", () => {
    expect(catalogue.transportTypes.length).toBeGreaterThanOrEqual(4);
    expect(catalogue.transports.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.tips.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.events.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.specialOffers.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.gallery.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.slides).toHaveLength(5);
    expect(catalogue.reviews.length).toBeGreaterThanOrEqual(50);
    for (const event of catalogue.events) expect(event.end >= event.start, event.slug).toBe(true);
  });

  it("fills every text in both Indonesian and English", () => {
    const empty = localizedFields(catalogue)
      .filter(([, value]) => !isFilled(value.id) || !isFilled(value.en))
      .map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it("writes rich text with the small tag set only, without attributes", () => {
    const offending = localizedFields(catalogue).flatMap(([path, value]) =>
      [value.id, value.en]
        .filter((text): text is string => typeof text === "string")
        .flatMap(tagsIn)
        .filter((tag) => !ALLOWED_TAGS.has(tag))
        .map((tag) => `${path}: <${tag}>`),
    );
    expect(offending).toEqual([]);
  });

  it("becomes SQL statements that each fit D1's 100 kB limit, with an image per scene", () => {
    const { statements, images } = buildSeed();
    for (const sql of statements) expect(new TextEncoder().encode(sql).length).toBeLessThan(100_000);
    const imageCount = catalogue.activities.reduce((sum, a) => sum + a.scenes.length, 0);
    expect(images.length).toBeGreaterThan(imageCount);
    expect(new Set(images.map((job) => `${job.folder}/${job.name}`)).size).toBe(images.length);
  });

  it("writes the rupiah amounts of its texts the way the site's formatter does, in each language", () => {
    const sql = buildSeed().statements.join("\n");
    expect(sql).not.toMatch(/IDR \d|Rp\d/);
    const uluwatu = sql.match(/<strong>Entrance:<\/strong> about ([^<]*?) for adults/);
    expect(uluwatu?.[1]).toBe("Rp 50,000");
    expect(sql).toContain("sekitar Rp 50.000 untuk dewasa");
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "./browser.ts";
import { signedInOperator, textOf } from "./operator-support.ts";

// D1 refuses a LIKE or GLOB pattern over 50 bytes, so a search or a new slug that long must never
// reach one: each back-office search and each "new" form here gets a value of 100 characters.

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Nyoman Long");
}, 30_000);

/** A name of exactly 100 characters, unique to this run, that reads as words (so its slug is long too). */
function longName(lead: string): string {
  const name = `${lead} ${Date.now()} ${"along the quiet northern rice terraces of Bali ".repeat(3)}`.slice(0, 100);
  expect(name).toHaveLength(100);
  return name.endsWith(" ") ? `${name.slice(0, 99)}x` : name;
}

const encodedByteLength = (text: string) => new TextEncoder().encode(text).length;

/** The id at the end of a created row's redirect, once the form answered 303. */
function createdId(answer: { status: number; text: string; headers: Headers }): number {
  expect(answer.status).toBe(303);
  return Number(answer.headers.get("location")?.split("/").at(-1));
}

async function listed(path: string, search: string): Promise<string> {
  const page = await operator.page(`${path}?q=${encodeURIComponent(search)}`);
  expect(page.status, `${path} searched for ${search.length} characters`).toBe(200);
  return textOf(page.text);
}

describe("back-office searches and new slugs of 100 characters", () => {
  it("every list answers a 100-character search that finds nothing with its empty list", async () => {
    const nothing = "no such thing anywhere in the catalogue ".repeat(3).slice(0, 100);
    const emptyLists = {
      "/admin/activities": "No activity matches.",
      "/admin/destinations": "No destination matches.",
      "/admin/transport": "No vehicle matches.",
      "/admin/content": "Nothing matches.",
    };
    for (const [path, empty] of Object.entries(emptyLists)) expect(await listed(path, nothing)).toContain(empty);
  });

  it("creates an activity with a 100-character name and finds it by that whole name", async () => {
    const name = longName("Activity");
    const id = createdId(
      await operator.submit("/admin/activities", { type: "1", "name.id": `Aktivitas ${name}`, "name.en": name }),
    );
    const row = await env.DB.prepare("SELECT slug FROM activities WHERE id = ?").bind(id).first<{ slug: string }>();
    expect(row?.slug.length).toBeGreaterThan(50);
    expect(await listed("/admin/activities", name)).toContain(name);
    expect(await listed("/admin/activities", name.toUpperCase())).toContain(name);
  });

  it("a second activity of the same long name gets the next free slug", async () => {
    const name = longName("Twin");
    const first = createdId(
      await operator.submit("/admin/activities", { type: "1", "name.id": name, "name.en": name }),
    );
    const second = createdId(
      await operator.submit("/admin/activities", { type: "1", "name.id": name, "name.en": name }),
    );
    const { results } = await env.DB.prepare("SELECT id, slug FROM activities WHERE id IN (?, ?) ORDER BY id")
      .bind(first, second)
      .all<{ id: number; slug: string }>();
    expect(results[1]?.slug).toBe(`${results[0]?.slug}-2`);
  });

  it("finds a seeded activity by its whole English name, however long", async () => {
    const seeded = await env.DB.prepare(
      "SELECT name FROM activity_translations WHERE locale = 'en' ORDER BY length(name) DESC LIMIT 1",
    ).first<{ name: string }>();
    const name = seeded?.name ?? "";
    expect(encodedByteLength(name)).toBeGreaterThan(50);
    expect(await listed("/admin/activities", name)).toContain(name);
  });

  it("creates a destination with a 100-character name and finds it by that whole name", async () => {
    const name = longName("Destination");
    const regency = await env.DB.prepare("SELECT id FROM regencies ORDER BY id LIMIT 1").first<{ id: number }>();
    const id = createdId(
      await operator.submit("/admin/destinations", {
        regency: String(regency?.id),
        "name.id": `Tempat ${name}`.slice(0, 150),
        "name.en": name,
      }),
    );
    const row = await env.DB.prepare("SELECT slug FROM destinations WHERE id = ?").bind(id).first<{ slug: string }>();
    expect(row?.slug.length).toBeGreaterThan(50);
    expect(await listed("/admin/destinations", name)).toContain(name);
  });

  it("creates a vehicle with a 100-character type and finds it by that whole type", async () => {
    const vehicleType = longName("Vehicle");
    const type = await env.DB.prepare("SELECT id FROM transport_types ORDER BY id LIMIT 1").first<{ id: number }>();
    const id = createdId(
      await operator.submit("/admin/transport", {
        type: String(type?.id),
        "vehicle_type.id": vehicleType,
        "vehicle_type.en": vehicleType,
      }),
    );
    expect(id).toBeGreaterThan(0);
    expect(await listed("/admin/transport", vehicleType)).toContain(vehicleType);
  });

  for (const kind of ["tips", "events", "offers"] as const) {
    it(`creates a ${kind} row with a 100-character title and finds it by that whole title`, async () => {
      const title = longName(kind);
      const created = await operator.submit("/admin/content", { kind, "title.en": title, "title.id": title });
      expect(created.status).toBe(303);
      expect(await listed("/admin/content", title)).toContain(title);
    });
  }

  it("finds a seeded tip, event and offer by its whole title", async () => {
    const { results } = await env.DB.prepare(
      `SELECT title FROM (SELECT title FROM tip_translations UNION ALL SELECT title FROM event_translations
         UNION ALL SELECT title FROM special_offer_translations) ORDER BY length(title) DESC LIMIT 1`,
    ).all<{ title: string }>();
    const title = results[0]?.title ?? "";
    expect(encodedByteLength(title)).toBeGreaterThan(50);
    expect(await listed("/admin/content", title)).toContain(title);
  });

  it("takes % and _ in a search as the characters they are", async () => {
    for (const path of ["/admin/activities", "/admin/destinations", "/admin/transport", "/admin/content"]) {
      const everything = await listed(path, "");
      const percent = await listed(path, "%");
      const underscore = await listed(path, "_");
      expect(percent.length).toBeLessThan(everything.length);
      expect(underscore.length).toBeLessThan(everything.length);
    }
  });
});

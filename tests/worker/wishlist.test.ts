/**
 * Issue 42, item 3: the wishlist. The /api keeps a signed-in tourist's items in the account (merged
 * from the device by adding, bounded at 200, nobody else's to read); /wishlist renders the saved
 * items, or those a link names, with today's prices in the site's currency, in both languages.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { roundTripsOf } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { signedInVerifiedTourist } from "./operator-support.ts";

interface Item {
  id: number;
  names: Record<Locale, string>;
  prices: { price_idr: number; price_usd: number };
}

let activities: Item[];
let vehicle: Item;

async function publishedActivities(): Promise<Item[]> {
  const { results } = await env.DB.prepare(
    `SELECT a.id, a.price_idr, a.price_usd_cents, en.name AS en, id.name AS id_name FROM activities a
     JOIN activity_translations en ON en.activity_id = a.id AND en.locale = 'en'
     JOIN activity_translations id ON id.activity_id = a.id AND id.locale = 'id'
     WHERE a.status = 'published' ORDER BY a.id LIMIT 4`,
  ).all<{ id: number; price_idr: number; price_usd_cents: number; en: string; id_name: string }>();
  return results.map((row) => ({
    id: row.id,
    names: { en: row.en, id: row.id_name },
    prices: { price_idr: row.price_idr, price_usd: row.price_usd_cents / 100 },
  }));
}

beforeAll(async () => {
  activities = await publishedActivities();
  const row = await env.DB.prepare(
    "SELECT id, manufacture || ' ' || vehicle_name AS name, price_idr, price_usd_cents FROM transports WHERE status = 'published' ORDER BY id LIMIT 1",
  ).first<{ id: number; name: string; price_idr: number; price_usd_cents: number }>();
  if (!row) throw new Error("no published vehicle in the seed");
  vehicle = {
    id: row.id,
    names: { en: row.name, id: row.name },
    prices: { price_idr: row.price_idr, price_usd: row.price_usd_cents / 100 },
  };
});

const a = (item: Item) => `a:${item.id}`;
const t = (item: Item) => `t:${item.id}`;

/** HTML text as React writes it: & < > " escaped. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("the wishlist /api", () => {
  it("answers 401 to a signed-out visitor, reading or writing, and 419 without the CSRF header", async () => {
    const visitor = new Browser("en");
    expect((await visitor.get("/api/wishlist")).status).toBe(401);
    expect((await visitor.post("/api/wishlist", { add: [a(activities[0] as Item)] })).status).toBe(401);
    const { browser } = await signedInVerifiedTourist("en");
    const withoutToken = await browser.request("POST", "/api/wishlist", { body: { add: ["a:1"] } });
    expect(withoutToken.status).toBe(419);
    expect((await browser.get("/api/wishlist")).body).toEqual({ items: [] });
  });

  it("adds and removes, newest first; saving again keeps one, merging adds the device's items", async () => {
    const [first, second, third] = activities as [Item, Item, Item];
    const { browser } = await signedInVerifiedTourist("en");
    const added = await browser.post("/api/wishlist", { add: [a(first)] });
    expect(added.status).toBe(200);
    expect(added.headers.get("cache-control")).toContain("no-store");
    // A device's list merged on sign-in: the account's item once, the others added.
    const merged = await browser.post("/api/wishlist", { add: [a(second), a(first), t(vehicle)] });
    expect(merged.body.items).toHaveLength(3);
    expect(new Set(merged.body.items)).toEqual(new Set([a(first), a(second), t(vehicle)]));
    const removed = await browser.post("/api/wishlist", { remove: [a(second)], add: [a(third)] });
    expect(new Set(removed.body.items)).toEqual(new Set([a(first), t(vehicle), a(third)]));
    const read = await browser.get("/api/wishlist");
    expect(read.body.items).toEqual(removed.body.items);
    expect(read.headers.get("cache-control")).toContain("no-store");
  });

  it("skips items that name no published activity or vehicle", async () => {
    const [first, second] = activities as [Item, Item];
    await env.DB.prepare("UPDATE activities SET status = 'draft' WHERE id = ?1").bind(second.id).run();
    try {
      const { browser } = await signedInVerifiedTourist("en");
      const reply = await browser.post("/api/wishlist", { add: [a(first), a(second), "a:999999", "t:999999"] });
      expect(reply.status).toBe(200);
      expect(reply.body.items).toEqual([a(first)]);
    } finally {
      await env.DB.prepare("UPDATE activities SET status = 'published' WHERE id = ?1").bind(second.id).run();
    }
  });

  it("keeps each account's list to itself", async () => {
    const [first, second] = activities as [Item, Item];
    const made = await signedInVerifiedTourist("en", "Made");
    const kadek = await signedInVerifiedTourist("id", "Kadek");
    await made.browser.post("/api/wishlist", { add: [a(first)] });
    await kadek.browser.post("/api/wishlist", { add: [a(second)], remove: [a(first)] });
    expect((await made.browser.get("/api/wishlist")).body.items).toEqual([a(first)]);
    expect((await kadek.browser.get("/api/wishlist")).body.items).toEqual([a(second)]);
  });

  it("answers 422 naming the field for anything but lists of items, in the site's language", async () => {
    const { browser } = await signedInVerifiedTourist("en");
    const cases: [unknown, string][] = [
      [{ add: "a:1" }, "add"],
      [{ add: ["x:1"] }, "add"],
      [{ add: ["a:0"] }, "add"],
      [{ add: [12] }, "add"],
      [{ remove: ["t:1", "t:-2"] }, "remove"],
      [{ add: Array.from({ length: 201 }, (_, index) => `a:${index + 1}`) }, "add"],
    ];
    for (const [body, field] of cases) {
      const reply = await browser.post("/api/wishlist", body);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
      expect(reply.body.message).toContain(`“${field}”`);
    }
    const indonesian = await signedInVerifiedTourist("id");
    const refused = await indonesian.browser.post("/api/wishlist", { add: ["nope"] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).not.toBe((await browser.post("/api/wishlist", { add: ["nope"] })).body.message);
    expect((await browser.get("/api/wishlist")).body.items).toEqual([]);
  });

  it("holds at most 200 items: the 201st is refused with 422 and nothing changes", async () => {
    const { browser, user } = await signedInVerifiedTourist("en");
    await env.DB.batch(
      Array.from({ length: 200 }, (_, index) =>
        env.DB.prepare("INSERT INTO wishlist_items (user_id, kind, item_id) VALUES (?1, 'activity', ?2)").bind(
          user.id,
          1_000_000 + index,
        ),
      ),
    );
    const [first] = activities as [Item];
    const count = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM wishlist_items WHERE user_id = ?1")
          .bind(user.id)
          .first<{ n: number }>()
      )?.n;
    const full = await browser.post("/api/wishlist", { add: [a(first)], remove: [a(first)] });
    expect(full.status).toBe(422);
    expect(full.body.errors.add[0]).toContain("200");
    expect(await count()).toBe(200);
    // Removing one first makes room, in the same change.
    const replaced = await browser.post("/api/wishlist", { add: [a(first)], remove: ["a:1000000"] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.items[0]).toBe(a(first));
    expect(await count()).toBe(200);
  });
});

describe("the /wishlist page", () => {
  it("renders the items a link names, with today's prices in each site's currency, skipping unknown ones", async () => {
    const [first, second] = activities as [Item, Item];
    for (const site of ["en", "id"] as const) {
      const path = `/wishlist?items=${a(second)},t:${vehicle.id},a:999999,${a(first)}`;
      const page = await new Browser(site).page(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toContain("public");
      expect(roundTripsOf(page.headers)).toBe(1);
      const html = page.text;
      for (const item of [second, vehicle, first]) {
        expect(html).toContain(escaped(item.names[site]));
        expect(html).toContain(formatPrice(site, item.prices));
      }
      // In the link's order, each card with its heart beside (not inside) its link.
      const order = [second, vehicle, first].map((item) => html.indexOf(escaped(item.names[site])));
      expect(order).toEqual([...order].sort((x, y) => x - y));
      expect(html).toMatch(new RegExp(`</a><button type="button"[^>]*data-wish="${a(first)}" aria-pressed="false"`));
      expect(html).toContain(site === "en" ? "Save all to my wishlist" : "Simpan semua ke favorit saya");
      expect(html).toContain(site === "en" ? "Share" : "Bagikan");
      // The count heads the cards' third-level names, so the headings go in order.
      expect(html).toMatch(new RegExp(`<h2[^>]*>${site === "en" ? "3 saved" : "3 tersimpan"}</h2>`));
    }
  });

  it("leaves out an unpublished activity and says when nothing is left", async () => {
    const [first] = activities as [Item];
    await env.DB.prepare("UPDATE activities SET status = 'draft' WHERE id = ?1").bind(first.id).run();
    try {
      const page = await new Browser("en").page(`/wishlist?items=${a(first)}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(escaped(first.names.en));
      expect(page.text).toContain("Nothing saved yet.");
    } finally {
      await env.DB.prepare("UPDATE activities SET status = 'published' WHERE id = ?1").bind(first.id).run();
    }
  });

  it("answers 422 naming items for a malformed or oversized list", async () => {
    const tooMany = Array.from({ length: 201 }, (_, index) => `a:${index + 1}`).join(",");
    for (const items of ["a:1,zz", "a:1;t:2", "a:", tooMany]) {
      const page = await new Browser("en").page(`/wishlist?items=${encodeURIComponent(items)}`);
      expect(page.status, items.slice(0, 20)).toBe(422);
      expect(page.text).toContain("The query parameter “items” is not valid.");
    }
    const indonesian = await new Browser("id").page("/wishlist?items=nope");
    expect(indonesian.status).toBe(422);
    expect(indonesian.text).not.toContain("The query parameter “items” is not valid.");
  });

  it("shows a signed-in tourist's own list, privately, in two round trips", async () => {
    const [first, second] = activities as [Item, Item];
    const { browser } = await signedInVerifiedTourist("id");
    await browser.post("/api/wishlist", { add: [a(first), t(vehicle)] });
    const page = await browser.page("/wishlist");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(roundTripsOf(page.headers)).toBe(2);
    expect(page.text).toContain(escaped(first.names.id));
    expect(page.text).toContain(formatPrice("id", vehicle.prices));
    expect(page.text).not.toContain(escaped(second.names.id));
    // Someone else's account shows nothing of it.
    const other = await signedInVerifiedTourist("id");
    expect((await other.browser.page("/wishlist")).text).not.toContain(escaped(first.names.id));
  });

  it("is in every page's menu, in each language", async () => {
    for (const [site, label] of [
      ["en", "Wishlist"],
      ["id", "Favorit"],
    ] as const) {
      const page = await new Browser(site).page("/aboutus");
      expect(page.text).toMatch(new RegExp(`<a[^>]*href="/wishlist"[^>]*>${label}</a>`));
    }
  });

  it("shows a signed-out visitor without items the empty list, for the device's list to fill in", async () => {
    const page = await new Browser("en").page("/wishlist");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Nothing saved yet.");
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("hearts", () => {
  it("sit on each card and on the activity page, each a labelled toggle naming its item", async () => {
    const list = await new Browser("en").page("/activity");
    const hearts = [...list.text.matchAll(/<button type="button"[^>]*data-wish="(a:\d+)"[^>]*>/g)];
    expect(hearts.length).toBeGreaterThan(5);
    for (const [button] of hearts) {
      expect(button).toContain('aria-pressed="false"');
      expect(button).toMatch(/aria-label="Save .+ to your wishlist"/);
    }
  });
});

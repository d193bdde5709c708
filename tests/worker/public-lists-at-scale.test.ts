import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_DISCOVERY, SORTS } from "#domain/discovery.ts";
import { cardsSql, publishedCountSql } from "#workers/catalogue/activities.ts";
import { discoverySql } from "#workers/catalogue/discovery.ts";
import { activityChoiceSql } from "#workers/catalogue/trip-choices.ts";
import { rowsReadOf } from "#workers/db.ts";
import { get } from "./client.ts";

/**
 * Issue 37: a tourist's page costs the same rows read whether the operator sells a hundred
 * activities or thousands. Each page is read on the seeded catalogue with FIRST_COPIES more
 * activities (so every first page is full: the seed has 7 of each type), then again after the
 * operator publishes COPIES more: the rows read may grow by a few, never with the catalogue.
 */
const FIRST_COPIES = 12;
const COPIES = 200;
/** The most rows a page may read more after COPIES more activities: nothing that grows with them. */
const SLACK = 20;

const PAGES = [
  "/activity",
  "/activity?page=3",
  "/activity/day-tours",
  "/api/type",
  "/api/type/1",
  "/api/index",
  "/trip",
  // Issue 42: each sort walks an index to its page, every activity's list and a type's.
  "/activity?sort=price_asc",
  "/activity/day-tours?sort=rating",
  "/api/type?sort=price_desc",
  "/api/type?sort=duration",
  "/api/type/1?sort=newest",
  "/api/type/1?sort=price_asc",
  // A regency from the map, the copies' own: its kept count, and each sort's index of the regency
  // (decision 0097's second addendum).
  "/activity?regency=gianyar",
  "/api/type?regency=gianyar&sort=price_asc",
  "/api/type?regency=gianyar&sort=newest",
] as const;

/** A render of `path` on the English site, past the edge cache, as the benchmark asks for it. */
async function rowsRead(path: string): Promise<number> {
  const request = new Request(`http://en.localhost${path}`, { headers: { "X-Cache-Bypass": "1" } });
  const response = await (exports as unknown as { default: Fetcher }).default.fetch(request);
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  const rows = rowsReadOf(response.headers);
  expect(rows, path).not.toBeNull();
  return rows as number;
}

/** Published copies `from`..`to` of the seeded Ubud tour (day tours), in both languages, with a package. */
async function publishCopies(from: number, to: number) {
  const numbers = `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})`;
  const original = "(SELECT id FROM activities WHERE slug = 'ubud-rice-terrace-and-monkey-forest-tour')";
  await env.DB.batch([
    env.DB.prepare(
      `${numbers} INSERT INTO activities (code, slug, type_id, regency_id, duration_hours, cancelation_hours, start_time,
         required_persons, price_type, price_idr, price_usd_cents, images, position, status)
       SELECT 'COPY' || i, a.slug || '-copy-' || i, a.type_id, a.regency_id, a.duration_hours, a.cancelation_hours,
         a.start_time, a.required_persons, a.price_type, a.price_idr, a.price_usd_cents, a.images, i % 40, 'published'
       FROM n, activities a WHERE a.id = ${original}`,
    ),
    env.DB.prepare(
      `INSERT INTO activity_translations
       SELECT c.id, t.locale, t.name || ' ' || c.code, t.short_des, t.location, t.highlight, t.activity_des, t.included,
         t.whattobring, t.pickup_time, t.meeting_point, t.how_to_use, t.payment, t.note, t.confirmation_detail
       FROM activities c JOIN activity_translations t ON t.activity_id = ${original}
       WHERE c.code LIKE 'COPY%' AND c.id NOT IN (SELECT activity_id FROM activity_translations)`,
    ),
    env.DB.prepare(`INSERT INTO packages (activity_id, position) SELECT id, 0 FROM activities WHERE code LIKE 'COPY%'`),
    env.DB.prepare(
      `INSERT INTO package_translations (package_id, locale, name, detail)
       SELECT p.id, l.locale, 'Standard', '' FROM packages p JOIN activities c ON c.id = p.activity_id
       JOIN (SELECT 'id' AS locale UNION ALL SELECT 'en') l
       WHERE c.code LIKE 'COPY%' AND p.id NOT IN (SELECT package_id FROM package_translations)`,
    ),
    env.DB.prepare(
      `INSERT INTO products (package_id, position, price_idr, price_usd_cents, minimal)
       SELECT p.id, 0, 500000, 3300, 1 FROM packages p JOIN activities c ON c.id = p.activity_id
       WHERE c.code LIKE 'COPY%' AND p.id NOT IN (SELECT package_id FROM products)`,
    ),
  ]);
}

describe("rows read by the public lists and the trip builder", () => {
  const before = new Map<string, number>();
  const after = new Map<string, number>();

  beforeAll(async () => {
    await publishCopies(1, FIRST_COPIES);
    for (const path of PAGES) before.set(path, await rowsRead(path));
    await publishCopies(FIRST_COPIES + 1, FIRST_COPIES + COPIES);
    for (const path of PAGES) after.set(path, await rowsRead(path));
  });

  it.each(PAGES)("%s reads about as many rows after 200 more activities are published", (path) => {
    const seeded = before.get(path) as number;
    expect(seeded).toBeGreaterThan(0);
    expect((after.get(path) as number) - seeded).toBeLessThanOrEqual(SLACK);
  });

  it("counts the published activities the lists page through, by type, as they change", async () => {
    const { body: all } = await get("/api/type");
    const direct = await env.DB.prepare("SELECT count(*) AS n FROM activities WHERE status = 'published'").first<{
      n: number;
    }>();
    expect(all.items.total).toBe(direct?.n);
    const { body: dayTours } = await get("/api/type/1");
    const copy = await env.DB.prepare("SELECT id FROM activities WHERE code = 'COPY1'").first<{ id: number }>();
    await env.DB.prepare("UPDATE activities SET status = 'draft' WHERE id = ?").bind(copy?.id).run();
    expect((await get("/api/type/1")).body.items.total).toBe(dayTours.items.total - 1);
    expect((await get("/api/type")).body.items.total).toBe(all.items.total - 1);
    await env.DB.prepare("UPDATE activities SET type_id = 2, status = 'published' WHERE id = ?").bind(copy?.id).run();
    expect((await get("/api/type/1")).body.items.total).toBe(dayTours.items.total - 1);
    expect((await get("/api/type")).body.items.total).toBe(all.items.total);
    await env.DB.prepare("DELETE FROM activities WHERE id = ?").bind(copy?.id).run();
    expect((await get("/api/type")).body.items.total).toBe(all.items.total - 1);
  });
});

/** REVIEWERS signed-in reviews of `transportId`, the newest on its page, by accounts with a verified e-mail. */
async function reviewTransport(transportId: number, reviewers: number) {
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${reviewers})`;
  await env.DB.batch([
    env.DB.prepare(
      `${numbers} INSERT INTO users (name, email, email_verified_at)
       SELECT 'Regular ' || i, 'regular' || i || '@example.com', '2026-01-01T00:00:00Z' FROM n`,
    ),
    env.DB.prepare(
      `INSERT INTO comments (transport_id, user_id, rating, title, body, created_at, updated_at)
       SELECT ?1, id, 5, 'Great driver', 'On time and careful.', '2099-01-01T00:00:00Z', '2099-01-01T00:00:00Z'
       FROM users WHERE email LIKE 'regular%@example.com'`,
    ).bind(transportId),
  ]);
}

/** Confirmed bookings `from`..`to` of an activity for each reviewer, signed in and by e-mail: a regular's history. */
async function bookActivitiesForReviewers(from: number, to: number) {
  const numbers = `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})`;
  await env.DB.prepare(
    `${numbers} INSERT INTO bookings (reference, status, confirmation_id, activity_id, package_id, locale, currency,
       visit_date, first_name, last_name, email, mailbox, phone_number, country, pickup_location, payment_method,
       order_data, total_idr, total_usd_cents, seats, adults, user_id, decided_at)
     SELECT 'BT-R' || u.id || '-' || i, 'confirmed', 'BK-R' || u.id || '-' || i, a.id, (SELECT min(id) FROM packages WHERE activity_id = a.id),
       'en', 'USD', '2026-03-01', 'Mr. Regular', 'Guest', u.email, u.email, '+62 812 0000 0000', 'Indonesia', 'Ubud',
       'cash', '[]', 900000, 6000, 1, 1, u.id, '2026-02-01T00:00:00Z'
     FROM n, users u, (SELECT id FROM activities ORDER BY id LIMIT 1) a WHERE u.email LIKE 'regular%@example.com'`,
  ).run();
}

describe("rows read by a vehicle's page", () => {
  it("stay the same however many other bookings its reviewers made", async () => {
    const transport = await env.DB.prepare(
      "SELECT id FROM transports WHERE status = 'published' ORDER BY position, id LIMIT 1",
    ).first<{ id: number }>();
    const path = `/transport/${transport?.id}`;
    await reviewTransport(transport?.id as number, 12);
    await bookActivitiesForReviewers(1, 1);
    const seeded = await rowsRead(path);
    await bookActivitiesForReviewers(2, 31);
    expect((await rowsRead(path)) - seeded).toBeLessThanOrEqual(SLACK);
  });

  it("stay the same however many seats its bookings hold after the next two weeks (decision 0096)", async () => {
    const path = "/transport/1";
    const seeded = await rowsRead(path);
    // A requested booking of the vehicle on each of days 14 to 61: each held two rows when the page read 62 days.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 14 UNION ALL SELECT i + 1 FROM n WHERE i < 61)
       INSERT INTO bookings (reference, status, transport_id, locale, currency, visit_date, first_name, last_name, email,
         mailbox, phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents,
         seats, vehicles, people)
       SELECT 'BT-LATER-' || i, 'requested', 1, 'en', 'USD', date('now', '+8 hours', '+' || i || ' days'), 'Made',
         'Wijaya', 'made@example.com', 'made@example.com', '+62 812 0000 0000', 'Indonesia', 'Ubud', 'cash', '[]',
         900000, 6000, 1, 1, 2
       FROM n`,
    ).run();
    expect((await rowsRead(path)) - seeded).toBeLessThanOrEqual(SLACK);
  });
});

/** SQLite's plan of `statement`'s SQL with its parameters. */
async function planOf(sql: string, ...parameters: unknown[]): Promise<string> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...parameters)
    .all<{ detail: string }>();
  return plan.results.map((row) => row.detail).join("\n");
}

/** A full pass over a table that grows with the catalogue or the bookings. */
const GROWING_SCAN = /\bSCAN (a|p|activities|packages|reviews|comments|bookings|b)\b(?! USING)/;

describe("query plans of the public lists and the trip builder's picker", () => {
  it("counts a list's activities from the kept counts, never over the activities", async () => {
    expect(await planOf(publishedCountSql({ ofType: false }))).not.toMatch(/activities/);
    expect(await planOf(publishedCountSql({ ofType: true }), 1)).not.toMatch(/activities/);
  });

  it("reads a page of cards along an index, every activity or one type's", async () => {
    for (const sql of [cardsSql({}), cardsSql({ typeId: 1 })]) {
      const plan = await planOf(sql, "en", 12, 24, ...(sql.includes("?4") ? [1] : []));
      expect(plan).not.toMatch(GROWING_SCAN);
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });

  it("reads a sorted page of cards along an index too, in both currencies, every activity or one type's", async () => {
    for (const sort of SORTS) {
      for (const locale of ["id", "en"] as const) {
        const discovery = discoverySql({ ...NO_DISCOVERY, sort }, locale, 5);
        for (const typeId of [undefined, 1]) {
          const sql = cardsSql({ ...(typeId === undefined ? {} : { typeId }), discovery });
          const plan = await planOf(sql, locale, 12, 24, ...(typeId === undefined ? [] : [typeId]));
          expect(plan, `${sort} ${locale} ${typeId}`).not.toMatch(GROWING_SCAN);
          expect(plan, `${sort} ${locale} ${typeId}`).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
        }
      }
    }
  });

  it("reads the picker's activities by id, by popularity or by a search, never the whole catalogue", async () => {
    for (const pick of [{ ids: [1, 2, 3] }, { popular: true as const }, { matching: "ubud" }]) {
      const sql = activityChoiceSql(pick);
      expect(sql).not.toBeNull();
      for (const text of [sql?.activities ?? "", sql?.products ?? ""]) {
        const plan = await planOf(text, "en", sql?.parameter);
        expect(plan, text).not.toMatch(GROWING_SCAN);
      }
    }
  });
});

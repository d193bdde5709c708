import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

// A database of its own, brought to the schema before 0003 with bookings and mail in it, then
// migrated the way D1 does it: each migration one batch, foreign keys on.
const db = env.MIGRATION_DB;
const before0003 = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0003");
const through0003 = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0004");

const BOOKING_COLUMNS = `reference, status, activity_id, package_id, user_id, locale, currency, visit_date, adults, kids,
  first_name, last_name, email, phone_number, country, special_request, pickup_location, payment_method, order_data,
  total_idr, total_usd_cents, idempotency_key`;

function oldBooking(reference: string, activityId: number, userId: number | null) {
  return db
    .prepare(
      `INSERT INTO bookings (${BOOKING_COLUMNS}) VALUES (?1, 'confirmed', ?2, NULL, ?3, 'en', 'USD', '2027-03-01', 2, 1,
         'Mr. Made', 'Wirawan', 'made@example.com', '+62 812 3456', 'Australia', 'Vegan lunch', 'Kuta', 'cash',
         '[{"product_id":1,"quantity":2}]', 900000, 5800, ?4)`,
    )
    .bind(reference, activityId, userId, `key-of-${reference}`);
}

function outbox(bookingReference: string | null, subject: string) {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, locale, subject, body_text, body_html, booking_id)
       VALUES ('booking_request', 'made@example.com', 'en', ?2, 'text', '<p>html</p>',
         (SELECT id FROM bookings WHERE reference = ?1))`,
    )
    .bind(bookingReference, subject);
}

async function all<T>(sql: string): Promise<T[]> {
  return (await db.prepare(sql).all<T>()).results;
}

let bookingsBefore: unknown[] = [];
let outboxBefore: unknown[] = [];

beforeAll(async () => {
  await applyD1Migrations(db, before0003);
  // The catalogue as the seed writes it; its availability rows wait for migration 0019's tables,
  // its products for 0025's columns, and its search rows for 0074's, which a full-text table
  // cannot be given for a moment (no booking here needs them).
  const catalogue = env.TEST_SEED.filter(
    (sql) =>
      !/\b(availability_rules|closed_dates)\b|^INSERT INTO (products|product_translations|activity_search) /.test(sql),
  );
  // The seed's rows carry later migrations' columns (0031, 0033): they are there while they are written.
  const laterColumns = [
    ["activities", "from_minimum INTEGER NOT NULL DEFAULT 1"],
    ["packages", "includes_pickup INTEGER NOT NULL DEFAULT 1"],
    ["transports", "trip_form TEXT NOT NULL DEFAULT 'rental'"],
  ] as const;
  await db.batch([
    ...laterColumns.map(([table, column]) => db.prepare(`ALTER TABLE ${table} ADD COLUMN ${column}`)),
    ...catalogue.map((sql) => db.prepare(sql)),
    ...laterColumns.map(([table, column]) => db.prepare(`ALTER TABLE ${table} DROP COLUMN ${column.split(" ")[0]}`)),
  ]);
  await db.batch([
    db.prepare("INSERT INTO users (id, name, email) VALUES (7, 'Made', 'made@example.com')"),
    oldBooking("BT-OLD2-AAAA", 1, 7),
    oldBooking("BT-OLD3-BBBB", 2, null),
    outbox("BT-OLD2-AAAA", "to the tourist"),
    outbox("BT-OLD2-AAAA", "to the operator"),
    outbox("BT-OLD3-BBBB", "to the tourist"),
    outbox(null, "a newsletter"),
  ]);
  bookingsBefore = await all(`SELECT id, ${BOOKING_COLUMNS}, created_at FROM bookings ORDER BY id`);
  outboxBefore = await all("SELECT id, booking_id, subject, status FROM mail_outbox ORDER BY id");
  await applyD1Migrations(db, through0003);
});

function newBooking(reference: string, ids: { activity: number | null; transport: number | null }) {
  return db
    .prepare(
      `INSERT INTO bookings (reference, activity_id, transport_id, locale, currency, visit_date, first_name, last_name,
         email, phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents)
       VALUES (?1, ?2, ?3, 'id', 'IDR', '2027-03-01', 'Ms. Ayu', 'Lestari', 'ayu@example.com', '0812 3456',
         'Indonesia', 'Ubud', 'cash', '[]', 700000, 4500)`,
    )
    .bind(reference, ids.activity, ids.transport)
    .run();
}

describe("migration 0003: bookings of an activity or a vehicle", () => {
  it("keeps every booking as it was", async () => {
    expect(await all(`SELECT id, ${BOOKING_COLUMNS}, created_at FROM bookings ORDER BY id`)).toEqual(bookingsBefore);
    expect(bookingsBefore).toHaveLength(2);
  });

  it("keeps every outbox row, still tied to its booking", async () => {
    expect(await all("SELECT id, booking_id, subject, status FROM mail_outbox ORDER BY id")).toEqual(outboxBefore);
    expect(outboxBefore).toHaveLength(4);
    expect(await all("PRAGMA foreign_key_check")).toEqual([]);
  });

  it("still deletes a booking's mail with the booking, and only its mail", async () => {
    await db.prepare("DELETE FROM bookings WHERE reference = 'BT-OLD3-BBBB'").run();
    const subjects = await all<{ subject: string }>("SELECT subject FROM mail_outbox ORDER BY id");
    expect(subjects.map((row) => row.subject)).toEqual(["to the tourist", "to the operator", "a newsletter"]);
  });

  it("takes a booking of a vehicle without an activity, and refuses both or neither", async () => {
    await expect(newBooking("BT-VEHI-CLE2", { activity: null, transport: 1 })).resolves.toBeTruthy();
    await expect(newBooking("BT-BOTH-XXXX", { activity: 1, transport: 1 })).rejects.toThrow(/CHECK/);
    await expect(newBooking("BT-NONE-XXXX", { activity: null, transport: null })).rejects.toThrow(/CHECK/);
    await expect(newBooking("BT-NOCA-RXXX", { activity: null, transport: 99999 })).rejects.toThrow(/FOREIGN KEY/);
  });

  it("lets the operator decline a booking, and still refuses unknown statuses", async () => {
    const decline = db.prepare("UPDATE bookings SET status = ?1 WHERE reference = 'BT-OLD2-AAAA'");
    await expect(decline.bind("declined").run()).resolves.toBeTruthy();
    await expect(decline.bind("lost").run()).rejects.toThrow(/CHECK/);
  });

  it("keeps the unique reference and idempotency key, and the indexes", async () => {
    await expect(newBooking("BT-OLD2-AAAA", { activity: 1, transport: null })).rejects.toThrow(/UNIQUE/);
    const indexes = await all<{ name: string }>(
      "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name IN ('bookings', 'mail_outbox') AND sql IS NOT NULL",
    );
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining([
        "bookings_by_status",
        "bookings_by_email",
        "bookings_by_activity",
        "bookings_by_transport",
        "bookings_by_user",
        "mail_outbox_pending",
      ]),
    );
    const unique = await all<{ name: string }>("PRAGMA index_list(bookings)");
    expect(unique.filter((index) => index.name.startsWith("sqlite_autoindex"))).toHaveLength(2);
  });
});

describe("the migrations after 0003", () => {
  it("apply on top of it and keep the outbox tied to the bookings", async () => {
    const outboxNow = await all("SELECT id, booking_id, subject FROM mail_outbox ORDER BY id");
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    expect(await all("SELECT id, booking_id, subject FROM mail_outbox ORDER BY id")).toEqual(outboxNow);
    expect(await all("PRAGMA foreign_key_check")).toEqual([]);
    await db.prepare("DELETE FROM bookings WHERE reference = 'BT-OLD2-AAAA'").run();
    expect(await all("SELECT subject FROM mail_outbox")).toEqual([{ subject: "a newsletter" }]);
  });
});

/**
 * Issue 34, items 1 and 5: the seats a booking holds are counted from its order on the server, and
 * a date closed while a request is on its way takes no booking. Each attack as it was reported.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { catalogue } from "#seed/catalogue.ts";
import { seededUnitOf } from "#seed/product-units.ts";
import { type BookingCall, requestBooking } from "#workers/booking/bookings.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  countBookings,
  type PageActivity,
  UBUD,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { heldDatabase, latch } from "./race-support.ts";

const SPA = "/activity/spa-wellness/ubud-balinese-massage-and-flower-bath";
const VEHICLE = "/api/transport/3/booking";

async function seatsHeld(column: "activity_id" | "transport_id", id: number, date: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT coalesce(sum(seats), 0) AS seats FROM bookings
     WHERE ${column} = ? AND visit_date = ? AND status IN ('requested', 'confirmed')`,
  )
    .bind(id, date)
    .first<{ seats: number }>();
  return row?.seats ?? 0;
}

async function remainingOn(path: string, date: string): Promise<number> {
  const reply = await new Browser("en").get(`/api${path}/availability?from=${date}&to=${date}`, {
    "X-Cache-Bypass": "1",
  });
  return reply.body.items[0].remaining;
}

/** The per-person package of an activity: the first with adults and children. */
function personPackage(activity: PageActivity): number {
  return activity.packages.findIndex((pack) => pack.products.some((product) => product.unit === "child"));
}

describe("the seats a booking holds come from its order, never from the adults and kids sent", () => {
  it("refuses 65 persons ordered as '1 adult' on a day of 60 seats, and the seats stay as they were", async () => {
    const activity = await activityPage("en");
    const adults = personPackage(activity);
    const date = baliDate(41);
    expect(await remainingOn(UBUD, date)).toBe(60);

    const disguised = await new Browser("en").post(
      bookingPath(UBUD),
      bookingPayload("en", activity, adults, [65, 0], { date, adults: 1, kids: 0 }),
    );
    expect(disguised.status).toBe(422);
    expect(disguised.body.errors).toEqual({
      adults: ["The number of adults must match the order: 65. Please reload the page."],
    });

    const honest = await new Browser("en").post(
      bookingPath(UBUD),
      bookingPayload("en", activity, adults, [65, 0], { date }),
    );
    expect(honest.status).toBe(422);
    expect(honest.body.errors).toEqual({
      date: ["Places left on this date: 60. Please choose fewer persons or another date."],
    });
    expect(await seatsHeld("activity_id", activity.id, date)).toBe(0);
    expect(await remainingOn(UBUD, date)).toBe(60);
  });

  it("holds every person the order books: adults and children, not the extras", async () => {
    const activity = await activityPage("en");
    const adults = personPackage(activity);
    const date = baliDate(42);
    const reply = await new Browser("en").post(
      bookingPath(UBUD),
      bookingPayload("en", activity, adults, [3, 2], { date }),
    );
    expect(reply.status).toBe(201);
    expect(await seatsHeld("activity_id", activity.id, date)).toBe(5);
    expect(await remainingOn(UBUD, date)).toBe(55);
    const stored = await env.DB.prepare("SELECT adults, kids, seats FROM bookings WHERE reference = ?")
      .bind(reply.body.booking.reference)
      .first();
    expect(stored).toEqual({ adults: 3, kids: 2, seats: 5 });
  });

  it("refuses children hidden as adults, in the page's language", async () => {
    const activity = await activityPage("id");
    const adults = personPackage(activity);
    const reply = await new Browser("id").post(
      bookingPath(UBUD),
      bookingPayload("id", activity, adults, [2, 3], { adults: 5, kids: 0 }),
    );
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(["adults"]);
    expect(reply.body.errors.adults[0]).toContain("2");
  });

  it("counts each start time's persons from the order on an activity with start times", async () => {
    const spa = await activityPage("en", SPA);
    const date = baliDate(43);
    const start_time = "13:00";
    const attack = await new Browser("en").post(
      bookingPath(SPA),
      bookingPayload("en", spa, 0, [7], { date, start_time, adults: 1, kids: 0 }),
    );
    expect(attack.status).toBe(422);
    expect(Object.keys(attack.body.errors)).toEqual(["adults"]);
    const tooMany = await new Browser("en").post(
      bookingPath(SPA),
      bookingPayload("en", spa, 0, [7], { date, start_time }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.date).toEqual([
      "Places left on this date: 6. Please choose fewer persons or another date.",
    ]);
    const six = await new Browser("en").post(bookingPath(SPA), bookingPayload("en", spa, 0, [6], { date, start_time }));
    expect(six.status).toBe(201);
    const full = await new Browser("en").post(
      bookingPath(SPA),
      bookingPayload("en", spa, 0, [1], { date, start_time }),
    );
    expect(full.status).toBe(422);
    expect(await seatsHeld("activity_id", spa.id, date)).toBe(6);
  });

  it("holds one seat of a vehicle's day per vehicle ordered: 10 ordered on a day of 5 are refused", async () => {
    const date = baliDate(44);
    const vehicles = (ordered: number, adults: number) =>
      new Browser("id").post(
        VEHICLE,
        bookingPayload("id", { id: 0, code: "", name: "", packages: [] }, 0, [], {
          activity_id: undefined,
          transport_id: 3,
          order_data: JSON.stringify([{ id: 3, ordered }]),
          total: 700000 * ordered,
          adults,
          kids: 0,
          date,
        }),
      );
    const disguised = await vehicles(10, 1);
    expect(disguised.status).toBe(422);
    expect(Object.keys(disguised.body.errors)).toEqual(["adults"]);
    const tooMany = await vehicles(10, 10);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.date).toEqual([
      "Tempat tersisa pada tanggal ini: 5. Silakan pilih jumlah orang yang lebih sedikit atau tanggal lain.",
    ]);
    expect((await vehicles(2, 2)).status).toBe(201);
    expect(await seatsHeld("transport_id", 3, date)).toBe(2);
    expect(await remainingOn("/transport/3", date)).toBe(3);
  });
});

function call(db: D1Database, path: string, input: Record<string, unknown>): BookingCall {
  const [, , typeSlug = "", slug = ""] = path.split("/");
  return {
    db,
    env,
    ctx: createExecutionContext(),
    request: new Request(`http://en.localhost/api${path}/booking`, {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.34" },
    }),
    locale: "en",
    target: { kind: "activity", typeSlug, slug },
    input,
    idempotencyKey: null,
  };
}

/** A booking that has read its day, held until `close` has written, then let through to write. */
async function bookWhileClosing(close: () => Promise<unknown>, date: string) {
  const activity = await activityPage("en");
  const payload = bookingPayload("en", activity, 0, [1], { date });
  const read = latch();
  const closed = latch();
  const booking = requestBooking(
    call(heldDatabase({ afterRead: read.open, beforeWrite: closed.opened }), UBUD, payload),
  );
  await read.opened;
  await close();
  closed.open();
  return { booking, activity };
}

describe("a date closed while bookings are in flight takes none of them", () => {
  it("refuses a booking that read its day open when the operator blacks the date out before it writes", async () => {
    const date = baliDate(45);
    const before = await countBookings();
    const { booking, activity } = await bookWhileClosing(async () => {
      const { id } = await activityPage("en");
      await env.DB.prepare("INSERT INTO blackout_dates (activity_id, date) VALUES (?, ?)").bind(id, date).run();
    }, date);
    await expect(booking).rejects.toMatchObject({
      status: 422,
      errors: { date: ["This date is not available. Please choose another date."] },
    });
    expect(await countBookings()).toBe(before);
    expect(await seatsHeld("activity_id", activity.id, date)).toBe(0);
  });

  it("refuses one when the whole catalogue's date is closed meanwhile", async () => {
    const date = baliDate(46);
    const before = await countBookings();
    const { booking } = await bookWhileClosing(
      () => env.DB.prepare("INSERT INTO closed_dates (date, reason) VALUES (?, 'Galungan')").bind(date).run(),
      date,
    );
    await expect(booking).rejects.toMatchObject({ status: 422 });
    expect(await countBookings()).toBe(before);
    await env.DB.prepare("DELETE FROM closed_dates WHERE date = ?").bind(date).run();
  });

  it("takes none of seven bookings in flight when the date closes between their reads and writes", async () => {
    const date = baliDate(47);
    const activity = await activityPage("en");
    const before = await countBookings();
    const reads = Array.from({ length: 7 }, () => latch());
    const closed = latch();
    const bookings = reads.map((read, index) =>
      requestBooking(
        call(
          heldDatabase({ afterRead: read.open, beforeWrite: closed.opened }),
          UBUD,
          bookingPayload("en", activity, 0, [1], { date, email: `inflight${index}@example.com` }),
        ),
      ),
    );
    await Promise.all(reads.map((read) => read.opened));
    await env.DB.prepare("INSERT INTO blackout_dates (activity_id, date) VALUES (?, ?)").bind(activity.id, date).run();
    closed.open();
    const outcomes = await Promise.allSettled(bookings);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(7).fill("rejected"));
    expect(await countBookings()).toBe(before);
  });
});

describe("migration 0025 reads a stored catalogue's products as the seed does", () => {
  it("gives every seeded product the unit and seats the seed gave it", async () => {
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.startsWith("0025"));
    const updates = (migration?.queries ?? []).filter((query) => query.includes("UPDATE products SET"));
    expect(updates).toHaveLength(3);
    const seeded = await env.DB.prepare("SELECT id, unit, seats FROM products ORDER BY id").all<{
      id: number;
      unit: string;
      seats: number;
    }>();
    await env.DB.batch([
      env.DB.prepare("UPDATE products SET unit = 'adult', seats = 1"),
      ...updates.map((query) => env.DB.prepare(query)),
    ]);
    const migrated = await env.DB.prepare("SELECT id, unit, seats FROM products ORDER BY id").all();
    expect(migrated.results).toEqual(seeded.results);
    const units = new Set(seeded.results.map((row) => `${row.unit}/${row.seats}`));
    expect(units).toEqual(new Set(["adult/1", "adult/2", "child/1", "extra/0"]));
    const couple = catalogue.activities
      .flatMap((activity) => activity.packages.flatMap((pack) => pack.products))
      .find((product) => product.name.en === "Per couple");
    expect(couple && seededUnitOf(couple.name.en, 0, couple.minimal)).toEqual({ unit: "adult", seats: 2 });
  });
});

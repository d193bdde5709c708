import { DatabaseSync } from "node:sqlite";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookingCounterMismatches,
  bookingLedgerMismatches,
  dropBookingInsertTriggers,
  restoreBookingInsertTriggers,
} from "../../scripts/bulk-booking-triggers.ts";

let migrations: string[] = [];
// Reading and splitting fifty migrations takes seconds on the shared machine.
beforeAll(async () => {
  migrations = (await readD1Migrations("migrations")).flatMap((migration) => migration.queries);
}, 60_000);

/**
 * An empty database at the current migrations; the bookings here need no catalogue rows, only the
 * two activities' rules their departures' occupancy is counted against.
 */
function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const sql of migrations) db.exec(sql);
  db.exec("PRAGMA foreign_keys = OFF");
  db.exec(
    `INSERT INTO availability_rules (activity_id, capacity, capacity_per) VALUES (1, 10, 'start_time'), (2, 6, 'day')`,
  );
  return db;
}

interface Booking {
  status: "requested" | "confirmed" | "declined" | "cancelled";
  source: string;
  day: string;
  start: string | null;
  adults: number;
  activity: number;
}

const BOOKINGS: Booking[] = [
  { status: "requested", source: "website", day: "2027-01-10", start: "08:00", adults: 2, activity: 1 },
  { status: "confirmed", source: "website", day: "2027-01-10", start: "08:00", adults: 3, activity: 1 },
  { status: "confirmed", source: "phone", day: "2027-01-10", start: "14:00", adults: 1, activity: 1 },
  { status: "confirmed", source: "whatsapp", day: "2027-01-11", start: null, adults: 4, activity: 2 },
  { status: "declined", source: "phone", day: "2027-01-11", start: null, adults: 2, activity: 2 },
  { status: "cancelled", source: "marketplace", day: "2027-01-12", start: null, adults: 2, activity: 2 },
  { status: "requested", source: "walk_in", day: "2027-01-12", start: "09:30", adults: 5, activity: 1 },
];

function insertBookings(db: DatabaseSync, bookings: readonly Booking[]): void {
  const insert = db.prepare(
    `INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, start_time, first_name,
       last_name, email, mailbox, phone_number, country, pickup_location, payment_method, order_data, total_idr,
       total_usd_cents, seats, adults, source)
     VALUES (?, ?, ?, 'id', 'IDR', ?, ?, 'Made', 'Wijaya', 'made@example.com', 'made@example.com', '+62 812 3456 7890',
       'Indonesia', 'Ubud', 'cash', '[]', 900000, 6000, ?, ?, ?)`,
  );
  for (const [index, b] of bookings.entries()) {
    insert.run(
      `BT-TEST-${String(index).padStart(4, "0")}`,
      b.status,
      b.activity,
      b.day,
      b.start,
      b.adults,
      b.adults,
      b.source,
    );
  }
}

/** What the bookings' insert triggers keep, table by table, in a stable order. */
function keptTables(db: DatabaseSync) {
  const rows = (sql: string) => db.prepare(sql).all();
  return {
    search: rows("SELECT rowid, reference, names, email, phone, other FROM booking_search ORDER BY rowid"),
    statuses: rows("SELECT status, bookings FROM booking_status_counts ORDER BY status"),
    sources: rows("SELECT source, status, bookings FROM booking_source_counts WHERE bookings <> 0 ORDER BY 1, 2"),
    trips: rows("SELECT * FROM booking_trip_totals ORDER BY visit_date, trip_key"),
    days: rows("SELECT * FROM booking_day_totals ORDER BY visit_date"),
    runs: rows("SELECT * FROM booking_runs ORDER BY visit_date, activity_id, start_time"),
    runDays: rows("SELECT * FROM booking_run_days ORDER BY visit_date"),
    runMonths: rows("SELECT * FROM booking_run_months ORDER BY month"),
    activityRunMonths: rows("SELECT * FROM activity_run_months ORDER BY activity_id, month"),
    activityRunWeeks: rows("SELECT * FROM activity_run_weeks ORDER BY activity_id, week"),
    activityRunYears: rows("SELECT * FROM activity_run_years ORDER BY activity_id, year"),
    cancellations: rows("SELECT * FROM booking_cancellation_days ORDER BY visit_date, kind"),
    cancellationMonths: rows("SELECT * FROM booking_cancellation_months ORDER BY month, kind"),
    reportMonths: rows("SELECT * FROM booking_report_months ORDER BY dimension, month, item"),
    countryYears: rows("SELECT * FROM booking_country_years ORDER BY year, item"),
  };
}

describe("the large seed's bulk insert without the bookings' insert triggers", () => {
  it("leaves the search index, the status, source and day counts as the triggers would have", () => {
    const byTriggers = migratedDatabase();
    insertBookings(byTriggers, BOOKINGS);

    const inBulk = migratedDatabase();
    const triggers = dropBookingInsertTriggers(inBulk);
    insertBookings(inBulk, BOOKINGS);
    restoreBookingInsertTriggers(inBulk, triggers);

    expect(keptTables(inBulk)).toEqual(keptTables(byTriggers));
    expect(keptTables(inBulk).cancellations).toEqual([
      { visit_date: "2027-01-12", kind: "operator", bookings: 1, fee_idr: 0, fee_usd_cents: 0 },
    ]);
    expect(keptTables(inBulk).sources).toContainEqual({ source: "phone", status: "declined", bookings: 1 });
    expect(bookingCounterMismatches(inBulk)).toEqual([]);
  });

  it("puts the triggers back, so a booking written afterwards is counted by them", () => {
    const db = migratedDatabase();
    restoreBookingInsertTriggers(db, dropBookingInsertTriggers(db));
    insertBookings(db, BOOKINGS.slice(0, 3));
    expect(db.prepare("SELECT bookings FROM booking_source_counts WHERE source = 'phone'").get()).toEqual({
      bookings: 1,
    });
    expect(bookingCounterMismatches(db)).toEqual([]);
  });

  it("tells a source count that differs from its bookings", () => {
    const db = migratedDatabase();
    insertBookings(db, BOOKINGS);
    db.exec("UPDATE booking_source_counts SET bookings = bookings + 1 WHERE source = 'whatsapp'");
    expect(bookingCounterMismatches(db)).toEqual(["1 sources' counts differ from their bookings"]);
  });

  it("tells an activity's month of occupancy that differs from its departures", () => {
    const db = migratedDatabase();
    insertBookings(db, BOOKINGS);
    // Ten seats a start time for the first activity (the requests sell none), six a day for the second.
    expect(db.prepare("SELECT * FROM activity_run_months ORDER BY activity_id").all()).toEqual([
      { activity_id: 1, month: "2027-01-01", sold: 4, capacity: 30 },
      { activity_id: 2, month: "2027-01-01", sold: 4, capacity: 6 },
    ]);
    db.exec("UPDATE activity_run_months SET capacity = capacity + 1 WHERE activity_id = 2");
    expect(bookingCounterMismatches(db)).toEqual([
      "2 departures' or activities' months of occupancy differ from their departures",
    ]);
  });

  it("tells a departure whose seats sold differ from its trips' totals", () => {
    const db = migratedDatabase();
    insertBookings(db, BOOKINGS);
    // The 14:00 departure of the first activity: its own row and its activity's month, each both ways.
    db.exec("UPDATE booking_runs SET sold = sold + 1 WHERE activity_id = 1 AND start_time = '14:00'");
    expect(bookingCounterMismatches(db)).toEqual([
      "4 departures' or activities' months of occupancy differ from their departures",
    ]);
  });
});

describe("the bookings' payment columns", () => {
  it("agree with the ledger and the versions when each change and payment moved them on", () => {
    const db = migratedDatabase();
    insertBookings(db, BOOKINGS.slice(1, 2));
    db.exec(`INSERT INTO booking_events (booking_id, action, actor_name, actor_email) VALUES (1, 'confirmed', 'Kadek', 'k@example.com');
      UPDATE bookings SET version = 3;
      INSERT INTO booking_payments (booking_id, kind, method, currency, amount_minor, amount_idr, paid_on, actor_name, actor_email)
      VALUES (1, 'payment', 'cash', 'IDR', 900000, 900000, '2027-01-10', 'Kadek', 'k@example.com')`);
    expect(db.prepare("SELECT paid_idr, payment_state FROM bookings").get()).toEqual({
      paid_idr: 900000,
      payment_state: "paid",
    });
    expect(bookingLedgerMismatches(db)).toEqual([]);

    db.exec("UPDATE bookings SET paid_idr = 0");
    expect(bookingLedgerMismatches(db)).toEqual([
      "BT-TEST-0000: paid_idr 0 against a ledger of 900000, version 3 after 2 changes",
    ]);
  });
});

/**
 * The bookings' insert triggers of migrations 0042 (the search index and the counters), 0049 (GetYourGuide's notices), 0043 (the
 * counts per source), 0057 (the reports' day totals) and 0061 (the activities' confirmed bookings by month), and what they set off (0066: the departures' occupancy and its sums; 0072: its weeks; 0073: its years and the countries' years), which `npm run seed:large` goes without while it writes its bookings
 * (decision 0059): per booking, the day's totals are summed again from every trip of the day and the
 * trigram index takes its row.
 * The tables they keep are then filled from all the bookings in one statement each, as the migration
 * first filled them, the triggers are put back exactly as the schema held them, and the counters
 * are checked against counts taken from the bookings.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { DatabaseSync } from "node:sqlite";

/** Told each step's name when it ends (seed:large times the fill and the checks with it). */
export type Lap = (step: string) => void;

/** A Lap that keeps each step's seconds since the step before, and their sum per kind of step. */
export function stopwatch(): { lap: Lap; steps: [string, number][] } {
  const steps: [string, number][] = [];
  let last = performance.now();
  return {
    steps,
    lap(step) {
      const now = performance.now();
      steps.push([step, (now - last) / 1000]);
      last = now;
    },
  };
}

/** A statement's first words, to name its step. */
const stepOf = (sql: string) => sql.trim().split(/\s+/).slice(0, 3).join(" ");

/** The AFTER INSERT triggers on bookings, each with the table it keeps. */
const INSERT_TRIGGERS = {
  booking_search_added: "booking_search",
  booking_status_counted: "booking_status_counts",
  booking_day_added: "booking_trip_totals, booking_day_totals",
  booking_source_counted: "booking_source_counts",
  // Migration 0049: a booking tells the GetYourGuide channels that sell its item. The large seed
  // makes no channel, so its history has nothing to tell and this table needs no filling.
  gyg_notify_booking_added: "channel_notifications",
  // Migration 0057: the reports' day totals, per figure.
  booking_reported: "booking_report_days",
  // Migration 0060: the cancellations of each visit day, by kind.
  booking_cancellation_counted: "booking_cancellation_days",
  // Migration 0061: the confirmed bookings of each activity by the month they were made in.
  activity_month_booked: "activity_booking_months",
} as const;

/**
 * A table made afresh from all the bookings with the very statement its migration first filled it
 * with (a top-level `INSERT INTO <table>`, not one inside a trigger), so the two never drift apart.
 */
function refillAsMigrated(migration: string, table: string): string[] {
  const sql = readFileSync(new URL(`../migrations/${migration}`, import.meta.url), "utf8");
  const fill = new RegExp(`^INSERT INTO ${table} \\([\\s\\S]*?;$`, "m").exec(sql)?.[0];
  if (!fill) throw new Error(`migrations/${migration} has no top-level INSERT INTO ${table}`);
  return [`DELETE FROM ${table}`, fill];
}

/** A trip of the calendar: the activity or vehicle and its start time (migration 0042's key). */
const TRIP_KEY = `coalesce('a' || b.activity_id, 't' || b.transport_id) || '@' ||
  coalesce(b.start_time, (SELECT a.start_time FROM activities a WHERE a.id = b.activity_id), '')`;

/**
 * The activity of an activity's trip key ('a12@09:00' -> 12), as migration 0066 joins its rule: by
 * the rule's key, one look-up a departure (comparing `'a' || r.activity_id || '@'` with the key's
 * start instead read every rule for each of the large seed's 293,452 trips' totals).
 */
const ACTIVITY_OF_TRIP = "CAST(substr(t.trip_key, 2, instr(t.trip_key, '@') - 2) AS INTEGER)";

const FILL = [
  "DELETE FROM booking_search",
  `INSERT INTO booking_search (rowid, reference, confirmation_id, names, email, phone, other)
   SELECT b.id, replace(b.reference, '-', ''), coalesce(b.confirmation_id, ''), b.first_name || ' ' || b.last_name,
     b.email,
     replace(replace(replace(replace(replace(replace(b.phone_number, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''),
     b.pickup_location || ' | ' || b.visit_date || ' | ' || coalesce(
       (SELECT group_concat(x.name, ' | ') FROM activity_translations x WHERE x.activity_id = b.activity_id),
       (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = b.transport_id), '')
   FROM bookings b ORDER BY b.id`,
  `UPDATE booking_status_counts
   SET bookings = (SELECT count(*) FROM bookings b WHERE b.status = booking_status_counts.status)`,
  "DELETE FROM booking_trip_totals",
  `INSERT INTO booking_trip_totals (visit_date, trip_key, bookings, confirmed_persons, requested_persons,
     confirmed_vehicles, requested_vehicles)
   SELECT b.visit_date, ${TRIP_KEY}, count(*),
     sum(CASE WHEN b.status = 'confirmed' THEN b.adults + b.kids + b.people ELSE 0 END),
     sum(CASE WHEN b.status = 'requested' THEN b.adults + b.kids + b.people ELSE 0 END),
     sum(CASE WHEN b.status = 'confirmed' THEN b.vehicles ELSE 0 END),
     sum(CASE WHEN b.status = 'requested' THEN b.vehicles ELSE 0 END)
   FROM bookings b WHERE b.status IN ('requested', 'confirmed') GROUP BY 1, 2`,
  // Migration 0066: the departures' triggers wrote each activity's departures of a day as the
  // rows above went in, and summed them; the sums are made afresh, as the migration first filled
  // them, so they hold no row left at zero.
  ...refillAsMigrated("0066_report_runs.sql", "booking_run_days"),
  ...refillAsMigrated("0066_report_runs.sql", "booking_run_months"),
  ...refillAsMigrated("0066_report_runs.sql", "activity_run_months"),
  ...refillAsMigrated("0072_report_month_rankings.sql", "activity_run_weeks"),
  ...refillAsMigrated("0073_report_year_rankings.sql", "activity_run_years"),
  "DELETE FROM booking_day_totals",
  `INSERT INTO booking_day_totals (visit_date, confirmed_persons, requested_persons, confirmed_vehicles,
     requested_vehicles, trips)
   SELECT visit_date, sum(confirmed_persons), sum(requested_persons), sum(confirmed_vehicles), sum(requested_vehicles),
     count(*)
   FROM booking_trip_totals GROUP BY visit_date`,
  "DELETE FROM booking_source_counts",
  `INSERT INTO booking_source_counts (source, status, bookings)
   SELECT source, status, count(*) FROM bookings GROUP BY source, status`,
  // As migration 0057 first filled it; its update trigger stayed on, so the table is made afresh.
  // As migration 0060 first filled it; its update trigger stayed on, so the table is made afresh.
  ...refillAsMigrated("0060_report_month_totals.sql", "booking_cancellation_days"),
  ...refillAsMigrated("0072_report_month_rankings.sql", "booking_cancellation_months"),
  ...refillAsMigrated("0057_reports.sql", "booking_report_days"),
  // Migration 0060: the day totals by month, made afresh from them as 0073 (which added what the
  // bookings are worth) filled it; and the countries by year, as 0073 first filled them.
  ...refillAsMigrated("0073_report_year_rankings.sql", "booking_report_months"),
  ...refillAsMigrated("0073_report_year_rankings.sql", "booking_country_years"),
  ...refillAsMigrated("0061_activity_bookings_this_month.sql", "activity_booking_months"),
];

/**
 * Drops the bookings' insert triggers and answers their SQL, as sqlite_master holds it. Refuses a
 * schema with an insert trigger on bookings that this file does not know how to make up for.
 */
export function dropBookingInsertTriggers(db: DatabaseSync): string[] {
  const triggers = db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'bookings'
       AND sql LIKE '%AFTER INSERT ON bookings%' ORDER BY name`,
    )
    .all() as { name: string; sql: string }[];
  const known = Object.keys(INSERT_TRIGGERS).sort();
  const names = triggers.map((trigger) => trigger.name);
  if (names.join() !== known.join()) {
    throw new Error(
      `The bookings' insert triggers are ${names.join(", ")}; scripts/bulk-booking-triggers.ts knows ${known.join(", ")}. ` +
        "Teach it to fill the tables of a new one before seeding without it.",
    );
  }
  for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
  return triggers.map((trigger) => trigger.sql);
}

/** Fills the triggers' tables from all the bookings, puts the triggers back and checks the counters. */
export function restoreBookingInsertTriggers(db: DatabaseSync, triggers: readonly string[], lap: Lap = () => {}): void {
  for (const sql of FILL) {
    db.exec(sql);
    lap(`fill: ${stepOf(sql)}`);
  }
  for (const sql of triggers) db.exec(sql);
  lap("fill: triggers put back");
  const wrong = bookingCounterMismatches(db, lap);
  if (wrong.length > 0) throw new Error(`The bookings' counters do not match the bookings: ${wrong.join("; ")}`);
}

const one = (db: DatabaseSync, sql: string) => Object.values(db.prepare(sql).get() ?? {})[0];

/**
 * What differs between the tables the triggers keep and counts taken straight from the bookings
 * (empty when they agree): the search index's rows, each status's count, each day's totals.
 */
export function bookingCounterMismatches(db: DatabaseSync, lap: Lap = () => {}): string[] {
  const wrong: string[] = [];
  const indexed = one(db, "SELECT count(*) FROM booking_search");
  const unindexed = one(db, "SELECT count(*) FROM bookings b WHERE b.id NOT IN (SELECT rowid FROM booking_search)");
  const bookings = one(db, "SELECT count(*) FROM bookings");
  if (indexed !== bookings || unindexed !== 0) {
    wrong.push(`booking_search holds ${indexed} rows for ${bookings} bookings, ${unindexed} of them missing`);
  }
  lap("check: search index");
  const statuses = db
    .prepare(
      `SELECT s.status, s.bookings, (SELECT count(*) FROM bookings b WHERE b.status = s.status) AS counted
       FROM booking_status_counts s`,
    )
    .all() as { status: string; bookings: number; counted: number }[];
  for (const row of statuses) {
    if (row.bookings !== row.counted) wrong.push(`${row.status}: ${row.bookings} counted, ${row.counted} bookings`);
  }
  lap("check: status counts");
  const sources = one(
    db,
    `SELECT count(*) FROM (SELECT source, status, count(*) AS n FROM bookings GROUP BY source, status) b
     FULL JOIN booking_source_counts c USING (source, status) WHERE coalesce(b.n, 0) <> coalesce(c.bookings, 0)`,
  ) as number;
  if (sources > 0) wrong.push(`${sources} sources' counts differ from their bookings`);
  lap("check: source counts");
  const reported = one(db, "SELECT coalesce(sum(bookings), 0) FROM booking_report_days WHERE dimension = 'status'");
  if (reported !== bookings) wrong.push(`the reports' day totals count ${reported} bookings of ${bookings}`);
  lap("check: report days' bookings");
  const days = `SELECT b.visit_date,
      sum(CASE WHEN b.status = 'confirmed' THEN b.adults + b.kids + b.people ELSE 0 END),
      sum(CASE WHEN b.status = 'requested' THEN b.adults + b.kids + b.people ELSE 0 END),
      sum(CASE WHEN b.status = 'confirmed' THEN b.vehicles ELSE 0 END),
      sum(CASE WHEN b.status = 'requested' THEN b.vehicles ELSE 0 END),
      count(DISTINCT ${TRIP_KEY})
    FROM bookings b WHERE b.status IN ('requested', 'confirmed') GROUP BY b.visit_date`;
  const kept = `SELECT visit_date, confirmed_persons, requested_persons, confirmed_vehicles, requested_vehicles, trips
    FROM booking_day_totals`;
  const differing = one(db, `SELECT count(*) FROM (${days} EXCEPT ${kept}) `) as number;
  const extra = one(db, `SELECT count(*) FROM (${kept} EXCEPT ${days})`) as number;
  if (differing + extra > 0) wrong.push(`${differing + extra} days' totals differ from their bookings`);
  lap("check: day totals");
  const runs = `SELECT t.visit_date, r.activity_id,
      CASE r.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END,
      sum(t.confirmed_persons), r.capacity
    FROM booking_trip_totals t JOIN availability_rules r ON r.activity_id = ${ACTIVITY_OF_TRIP}
    WHERE t.trip_key >= 'a' AND t.trip_key < 'b' GROUP BY 1, 2, 3`;
  const keptRuns = "SELECT visit_date, activity_id, start_time, sold, capacity FROM booking_runs";
  const runMonths = `SELECT activity_id, substr(visit_date, 1, 7) || '-01', sum(sold), sum(capacity)
    FROM booking_runs WHERE capacity > 0 GROUP BY 1, 2`;
  const keptRunMonths =
    "SELECT activity_id, month, sold, capacity FROM activity_run_months WHERE sold <> 0 OR capacity <> 0";
  const runsOff =
    (one(db, `SELECT count(*) FROM (${runs} EXCEPT ${keptRuns})`) as number) +
    (one(db, `SELECT count(*) FROM (${keptRuns} EXCEPT ${runs})`) as number) +
    (one(db, `SELECT count(*) FROM (${runMonths} EXCEPT ${keptRunMonths})`) as number) +
    (one(db, `SELECT count(*) FROM (${keptRunMonths} EXCEPT ${runMonths})`) as number);
  lap("check: departures and their months");
  const cancellations = `SELECT visit_date, coalesce(cancellation_kind, 'operator'), count(*),
      sum(CASE WHEN currency = 'IDR' THEN coalesce(cancellation_fee_idr, 0) ELSE 0 END),
      sum(CASE WHEN currency = 'USD' THEN coalesce(cancellation_fee_usd_cents, 0) ELSE 0 END)
    FROM bookings WHERE status = 'cancelled' GROUP BY 1, 2`;
  const keptCancellations = `SELECT visit_date, kind, bookings, fee_idr, fee_usd_cents FROM booking_cancellation_days
    WHERE bookings <> 0 OR fee_idr <> 0 OR fee_usd_cents <> 0`;
  const cancellationsOff =
    (one(db, `SELECT count(*) FROM (${cancellations} EXCEPT ${keptCancellations})`) as number) +
    (one(db, `SELECT count(*) FROM (${keptCancellations} EXCEPT ${cancellations})`) as number);
  if (cancellationsOff > 0) wrong.push(`${cancellationsOff} days' cancellations differ from their bookings`);
  lap("check: cancellation days");
  const reportMonths = `SELECT dimension, substr(booked_on, 1, 7) || '-01', item, sum(bookings), sum(guests),
      sum(booked_idr), sum(booked_usd_cents), sum(lead_days)
    FROM booking_report_days GROUP BY 1, 2, 3 HAVING sum(bookings) <> 0 OR sum(guests) <> 0 OR sum(lead_days) <> 0`;
  const keptReportMonths = `SELECT dimension, month, item, bookings, guests, booked_idr, booked_usd_cents, lead_days
    FROM booking_report_months WHERE bookings <> 0 OR guests <> 0 OR lead_days <> 0`;
  const reportMonthsOff =
    (one(db, `SELECT count(*) FROM (${reportMonths} EXCEPT ${keptReportMonths})`) as number) +
    (one(db, `SELECT count(*) FROM (${keptReportMonths} EXCEPT ${reportMonths})`) as number);
  if (reportMonthsOff > 0) wrong.push(`${reportMonthsOff} months of the reports' figures differ from their days`);
  lap("check: report months");
  if (runsOff > 0) wrong.push(`${runsOff} departures' or activities' months of occupancy differ from their departures`);
  const confirmedMonths = `SELECT activity_id, substr(date(created_at, '+8 hours'), 1, 7) || '-01', count(*)
    FROM bookings WHERE status = 'confirmed' AND activity_id IS NOT NULL GROUP BY 1, 2`;
  const keptConfirmedMonths = "SELECT activity_id, month, confirmed FROM activity_booking_months WHERE confirmed <> 0";
  const confirmedOff =
    (one(db, `SELECT count(*) FROM (${confirmedMonths} EXCEPT ${keptConfirmedMonths})`) as number) +
    (one(db, `SELECT count(*) FROM (${keptConfirmedMonths} EXCEPT ${confirmedMonths})`) as number);
  if (confirmedOff > 0)
    wrong.push(`${confirmedOff} activities' months of confirmed bookings differ from their bookings`);
  lap("check: activities' confirmed months");
  return wrong;
}

/**
 * Bookings whose payment columns (migration 0044) differ from what its triggers and the back office's
 * writes leave (empty when none): `paid_idr` is the ledger's payments less its refunds, and `version`
 * moved once from 1 for each change of status (booking_due_changed) and each ledger line
 * (workers/booking/payments.ts). For bookings written as requests and answered later, as every
 * booking of `npm run seed:large` is (an operator's entry or an instant confirmation is written
 * confirmed with its event, at version 1). Answers the first few, by reference.
 */
export function bookingLedgerMismatches(db: DatabaseSync): string[] {
  const rows = db
    .prepare(
      `SELECT b.reference, b.paid_idr, b.version,
         coalesce((SELECT sum(CASE p.kind WHEN 'payment' THEN p.amount_idr ELSE -p.amount_idr END)
           FROM booking_payments p WHERE p.booking_id = b.id), 0) AS ledger_idr,
         1 + (SELECT count(*) FROM booking_events e WHERE e.booking_id = b.id AND e.from_status IS NOT NULL)
           + (SELECT count(*) FROM booking_payments p WHERE p.booking_id = b.id) AS moves
       FROM bookings b`,
    )
    .all() as { reference: string; paid_idr: number; version: number; ledger_idr: number; moves: number }[];
  return rows
    .filter((row) => row.paid_idr !== row.ledger_idr || row.version !== row.moves)
    .slice(0, 5)
    .map(
      (row) =>
        `${row.reference}: paid_idr ${row.paid_idr} against a ledger of ${row.ledger_idr}, version ${row.version} after ${row.moves - 1} changes`,
    );
}

/**
 * The day's runs as /admin/pickups reads them (issue 40, item 3): a page of the day's departures,
 * one departure's guests and runs, or the printed run sheet, each in one D1 batch.
 */
import type { Locale } from "#domain/locale.ts";
import {
  type AssignableResource,
  type DepartureRef,
  type DepartureSummary,
  departureKey,
  type PickupDay,
  type PickupGuest,
  pickupDeparturesOf,
} from "#domain/pickup-runs.ts";
import { departurePageSql, pageAfter, pageOf } from "#workers/booking/day-departures.ts";
import { rowsOf } from "#workers/sql.ts";
import { ACTIVITY_NAME, RUN_COLUMNS, RUN_FROM, type RunRow, runOf } from "./pickup-run-rows.ts";

const GUEST_COLUMNS = `b.id AS bookingId, b.reference, a.id AS activityId, ${ACTIVITY_NAME} AS activityName,
    a.duration_hours AS activityHours, coalesce(b.start_time, a.start_time) AS startTime,
    b.first_name || ' ' || b.last_name AS name, b.adults + b.kids + b.people AS persons, b.pickup_time AS pickupTime,
    (SELECT t.name FROM pickup_area_translations t WHERE t.area_id = b.pickup_area_id
      ORDER BY t.locale = ?1 DESC LIMIT 1) AS areaName,
    b.pickup_location AS hotel, b.phone_number AS phone, b.special_request AS specialRequest,
    g.run_id AS runId, g.position, g.mark, g.marked_at AS markedAt, g.marked_by AS markedBy`;

const GUEST_ORDER = "ORDER BY startTime, b.pickup_time IS NULL, b.pickup_time, areaName, b.last_name, b.id";

/** The confirmed guests of date ?2 with their run, in pickup order; names in locale ?1: the day's printed run sheet. */
const GUESTS_SQL = `SELECT ${GUEST_COLUMNS}
  FROM bookings b INDEXED BY bookings_by_visit_date
  JOIN activities a ON a.id = b.activity_id
  LEFT JOIN pickup_run_guests g ON g.booking_id = b.id
  WHERE b.visit_date = ?2 AND b.status = 'confirmed'
  ${GUEST_ORDER}`;

/**
 * The confirmed guests of date ?2 of one departure (activity ?3 at ?4), and those its runs collect
 * whose booking has since moved to another start: read through the activity's index, not the day's.
 */
export const DEPARTURE_GUESTS_SQL = `SELECT ${GUEST_COLUMNS}
  FROM bookings b
  JOIN activities a ON a.id = b.activity_id
  LEFT JOIN pickup_run_guests g ON g.booking_id = b.id
  WHERE b.visit_date = ?2 AND b.status = 'confirmed' AND b.id IN (
    SELECT d.id FROM bookings d INDEXED BY bookings_by_activity
    WHERE d.activity_id = ?3 AND d.visit_date = ?2
      AND coalesce(d.start_time, (SELECT x.start_time FROM activities x WHERE x.id = ?3)) = ?4
    UNION
    SELECT rg.booking_id FROM pickup_runs r JOIN pickup_run_guests rg ON rg.run_id = r.id
    WHERE r.run_date = ?2 AND r.activity_id = ?3 AND r.start_time = ?4)
  ${GUEST_ORDER}`;

/**
 * A page of the day's departures (date ?2, names in locale ?1) with confirmed guests, earliest
 * first, after the departure at ?3 keyed ?4 ('' and '' for the first page), from the day's totals
 * (exported for the query-plan tests).
 */
export const RUN_DEPARTURES_SQL = departurePageSql({
  where: "t.trip_key >= 'a' AND t.trip_key < 'b' AND t.confirmed_persons > 0",
  columns: "t.confirmed_persons AS persons",
});

/** The day's (?1) runs per departure: a vehicle makes a handful a day, so these stay small. */
const RUNS_PER_DEPARTURE_SQL = `SELECT 'a' || r.activity_id || '@' || r.start_time AS key, count(*) AS runs
  FROM pickup_runs r WHERE r.run_date = ?1 GROUP BY 1`;

/** The people of the day's (?1) confirmed bookings some run collects, per the booking's own departure. */
const PERSONS_IN_RUNS_SQL = `SELECT 'a' || b.activity_id || '@' || coalesce(b.start_time, a.start_time) AS key,
    sum(b.adults + b.kids + b.people) AS persons
  FROM pickup_runs r JOIN pickup_run_guests g ON g.run_id = r.id JOIN bookings b ON b.id = g.booking_id
  JOIN activities a ON a.id = b.activity_id
  WHERE r.run_date = ?1 AND b.visit_date = ?1 AND b.status = 'confirmed' GROUP BY 1`;

const RUNS_SQL = `SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.run_date = ?1 ORDER BY r.leaves_at, r.id`;

const RESOURCES_SQL = `SELECT id, kind, name, seats, plate FROM resources WHERE retired_at IS NULL
  ORDER BY kind, name COLLATE NOCASE, id`;

/** The day's printed run sheet in one round trip: the day's guests, its runs and the resources in service. */
export async function pickupDay(db: D1Database, locale: Locale, date: string): Promise<PickupDay> {
  const [guests, runs, resources] = await db.batch([
    db.prepare(GUESTS_SQL).bind(locale, date),
    db.prepare(RUNS_SQL).bind(date),
    db.prepare(RESOURCES_SQL),
  ]);
  return {
    date,
    departures: pickupDeparturesOf(rowsOf<PickupGuest>(guests), rowsOf<RunRow>(runs).map(runOf)),
    resources: rowsOf<AssignableResource>(resources),
  };
}

/**
 * One departure of the day in one round trip: its guests, its runs and the resources in service.
 * The day's other runs are read too (a vehicle makes a handful a day), so that a guest of this
 * departure in another departure's run shows there, not as collected by no run. The day holds no
 * departure when this one has no guests and no runs.
 */
export async function pickupDepartureDay(
  db: D1Database,
  locale: Locale,
  date: string,
  departure: DepartureRef,
): Promise<PickupDay> {
  const [guests, runs, resources] = await db.batch([
    db.prepare(DEPARTURE_GUESTS_SQL).bind(locale, date, departure.activityId, departure.startTime),
    db.prepare(RUNS_SQL).bind(date),
    db.prepare(RESOURCES_SQL),
  ]);
  const key = departureKey(departure.activityId, departure.startTime);
  const departures = pickupDeparturesOf(rowsOf<PickupGuest>(guests), rowsOf<RunRow>(runs).map(runOf));
  return {
    date,
    departures: departures.filter((shown) => shown.key === key),
    resources: rowsOf<AssignableResource>(resources),
  };
}

/**
 * A page of the day's departures, a row each, in one round trip: what /admin/pickups lists before
 * one is opened. `after` is the last departure of the page before; `next` the last of this one
 * when more follow.
 */
export async function pickupDepartures(
  db: D1Database,
  locale: Locale,
  date: string,
  after: DepartureRef | null,
): Promise<{ departures: DepartureSummary[]; next: string | null }> {
  const [departures, runs, inRuns] = await db.batch([
    db
      .prepare(RUN_DEPARTURES_SQL)
      .bind(locale, date, ...pageAfter(after && departureKey(after.activityId, after.startTime))),
    db.prepare(RUNS_PER_DEPARTURE_SQL).bind(date),
    db.prepare(PERSONS_IN_RUNS_SQL).bind(date),
  ]);
  const runsOf = new Map(rowsOf<{ key: string; runs: number }>(runs).map((row) => [row.key, row.runs]));
  const collected = new Map(rowsOf<{ key: string; persons: number }>(inRuns).map((row) => [row.key, row.persons]));
  const page = pageOf(rowsOf<{ key: string; startTime: string; persons: number; itemName: string | null }>(departures));
  const shown = page.rows.map((row) => ({
    key: row.key,
    activityId: Number(row.key.slice(1, row.key.indexOf("@"))),
    startTime: row.startTime,
    activityName: row.itemName ?? "",
    persons: row.persons,
    runs: runsOf.get(row.key) ?? 0,
    unassigned: Math.max(row.persons - (collected.get(row.key) ?? 0), 0),
  }));
  return { departures: shown, next: page.next };
}

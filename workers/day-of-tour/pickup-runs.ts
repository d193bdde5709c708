/**
 * The day's runs (issue 40, item 3), as /admin/pickups reads and changes them. The page's data is
 * one D1 batch. Each change reads in one batch and writes in one more: the run's version guard (a
 * stale form writes nothing), the change, its audit row. That a vehicle, driver or guide is in one
 * place at a time is the database's own rule (the triggers of migration 0054), so of two
 * dispatchers who both saw a vehicle free only the first write wins; the other is told which run
 * holds it.
 */
import type { PickupRunInputs, PickupRunProblem } from "#domain/inputs/pickup-run.ts";
import type { Locale } from "#domain/locale.ts";
import {
  type AssignableResource,
  type DepartureRef,
  type DepartureSummary,
  departureKey,
  type PickupDay,
  type PickupGuest,
  type PickupRunView,
  pickupDeparturesOf,
} from "#domain/pickup-runs.ts";
import type { Operator } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { departurePageSql, pageAfter, pageOf } from "#workers/booking/day-departures.ts";
import { NOW } from "#workers/catalogue/editor-writes.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";
import { retryingIds } from "./resources.ts";

const ACTIVITY_NAME = `coalesce((SELECT x.name FROM activity_translations x WHERE x.activity_id = a.id
    ORDER BY x.locale = ?1 DESC, x.locale = 'id' DESC LIMIT 1), '')`;

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

const RUN_COLUMNS = `r.id, r.run_date AS runDate, r.activity_id AS activityId, r.start_time AS startTime,
    r.leaves_at AS leavesAt, r.back_at AS backAt, r.version,
    v.id AS vehicleId, v.name AS vehicleName, v.phone AS vehiclePhone, v.seats AS vehicleSeats, v.plate AS vehiclePlate,
    d.id AS driverId, d.name AS driverName, d.phone AS driverPhone,
    gd.id AS guideId, gd.name AS guideName, gd.phone AS guidePhone`;
const RUN_FROM = `pickup_runs r JOIN resources v ON v.id = r.vehicle_id JOIN resources d ON d.id = r.driver_id
    LEFT JOIN resources gd ON gd.id = r.guide_id`;

const RUNS_SQL = `SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.run_date = ?1 ORDER BY r.leaves_at, r.id`;

const RESOURCES_SQL = `SELECT id, kind, name, seats, plate FROM resources WHERE retired_at IS NULL
  ORDER BY kind, name COLLATE NOCASE, id`;

interface RunRow {
  id: number;
  runDate: string;
  activityId: number;
  startTime: string;
  leavesAt: string;
  backAt: string;
  version: number;
  vehicleId: number;
  vehicleName: string;
  vehiclePhone: string;
  vehicleSeats: number;
  vehiclePlate: string | null;
  driverId: number;
  driverName: string;
  driverPhone: string;
  guideId: number | null;
  guideName: string | null;
  guidePhone: string | null;
}

function runOf(row: RunRow): Omit<PickupRunView, "guests" | "persons"> {
  return {
    id: row.id,
    activityId: row.activityId,
    startTime: row.startTime,
    leavesAt: row.leavesAt,
    backAt: row.backAt,
    version: row.version,
    vehicle: {
      id: row.vehicleId,
      name: row.vehicleName,
      phone: row.vehiclePhone,
      seats: row.vehicleSeats,
      plate: row.vehiclePlate,
    },
    driver: { id: row.driverId, name: row.driverName, phone: row.driverPhone },
    guide: row.guideId === null ? null : { id: row.guideId, name: row.guideName ?? "", phone: row.guidePhone ?? "" },
  };
}

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

/** The run that holds one of a run's resources at an overlapping time, as the refusal names it. */
export interface RunConflict {
  runId: number;
  /** The form's field of the resource the other run holds. */
  field: "vehicle_id" | "driver_id" | "guide_id";
  resourceName: string;
  activityName: string;
  leavesAt: string;
  backAt: string;
}

export type RunNotice = "created" | "saved" | "added" | "removed" | "moved" | "timed" | "deleted";

export type RunOutcome =
  | { kind: "done"; notice: RunNotice; date: string; runId: number | null }
  | {
      kind: "refused";
      problems: [field: string, problem: PickupRunProblem][];
      seats?: { persons: number; seats: number };
    }
  | { kind: "busy"; conflict: RunConflict }
  | { kind: "stale" }
  | { kind: "unknown" };

/** ?1 locale, ?2 date, ?3 the run itself (0 for a new one), ?4-?5 its window, ?6-?8 its resources. */
const CONFLICT_SQL = `SELECT o.id AS runId, o.leaves_at AS leavesAt, o.back_at AS backAt,
    o.vehicle_id AS vehicleId, o.driver_id AS driverId, o.guide_id AS guideId,
    (SELECT ${ACTIVITY_NAME} FROM activities a WHERE a.id = o.activity_id) AS activityName
  FROM pickup_runs o
  WHERE o.run_date = ?2 AND o.id <> ?3 AND o.leaves_at < ?5 AND ?4 < o.back_at
    AND (o.vehicle_id IN (?6, ?7, ?8) OR o.driver_id IN (?6, ?7, ?8) OR o.guide_id IN (?6, ?7, ?8))
  ORDER BY o.leaves_at, o.id LIMIT 1`;

interface ConflictRow {
  runId: number;
  leavesAt: string;
  backAt: string;
  vehicleId: number;
  driverId: number;
  guideId: number | null;
  activityName: string;
}

interface ResourceRow {
  id: number;
  kind: AssignableResource["kind"];
  name: string;
  seats: number | null;
  retired: number;
}

type Assignment = PickupRunInputs["create"] | PickupRunInputs["save"];

function conflictStatement(db: D1Database, locale: Locale, date: string, runId: number, input: Assignment) {
  return db
    .prepare(CONFLICT_SQL)
    .bind(locale, date, runId, input.leaves_at, input.back_at, input.vehicle_id, input.driver_id, input.guide_id);
}

function resourcesStatement(db: D1Database, input: Assignment) {
  return db
    .prepare("SELECT id, kind, name, seats, retired_at IS NOT NULL AS retired FROM resources WHERE id IN (?1, ?2, ?3)")
    .bind(input.vehicle_id, input.driver_id, input.guide_id);
}

function conflictOf(row: ConflictRow, resources: ResourceRow[]): RunConflict {
  const held = new Set([row.vehicleId, row.driverId, row.guideId]);
  const shared = resources.find((resource) => held.has(resource.id));
  return {
    runId: row.runId,
    field: `${shared?.kind ?? "vehicle"}_id`,
    resourceName: shared?.name ?? "",
    activityName: row.activityName,
    leavesAt: row.leavesAt,
    backAt: row.backAt,
  };
}

/** The chosen vehicle, driver and guide are of their kinds and in service; each problem under its field. */
function assignmentProblems(input: Assignment, resources: ResourceRow[]): [string, PickupRunProblem][] {
  const usable = (id: number | null, kind: ResourceRow["kind"]) =>
    resources.some((resource) => resource.id === id && resource.kind === kind && !resource.retired);
  const problems: [string, PickupRunProblem][] = [];
  if (!usable(input.vehicle_id, "vehicle")) problems.push(["vehicle_id", "vehicleRequired"]);
  if (!usable(input.driver_id, "driver")) problems.push(["driver_id", "driverRequired"]);
  if (input.guide_id !== null && !usable(input.guide_id, "guide")) problems.push(["guide_id", "guideInvalid"]);
  return problems;
}

const isBusy = (error: unknown) => error instanceof Error && error.message.includes("resource busy");

/** After the database refused a run for a busy resource: which run holds it, read again. */
async function busyOutcome(
  db: D1Database,
  locale: Locale,
  date: string,
  runId: number,
  input: Assignment,
): Promise<RunOutcome> {
  const [conflicts, resources] = await db.batch([
    conflictStatement(db, locale, date, runId, input),
    resourcesStatement(db, input),
  ]);
  const row = firstRow<ConflictRow>(conflicts);
  if (!row) return { kind: "stale" };
  return { kind: "busy", conflict: conflictOf(row, rowsOf<ResourceRow>(resources)) };
}

const assigned = (input: Assignment) => ({
  vehicle_id: input.vehicle_id,
  driver_id: input.driver_id,
  guide_id: input.guide_id,
  leaves_at: input.leaves_at,
  back_at: input.back_at,
});

/** A new run for a departure of `date`: 422 for a wrong resource, 409 naming the run that holds one. */
export async function createRun(
  db: D1Database,
  operator: Operator,
  locale: Locale,
  date: string,
  input: PickupRunInputs["create"],
): Promise<RunOutcome> {
  return retryingIds(async () => {
    const [resources, conflicts, next, departure] = await db.batch([
      resourcesStatement(db, input),
      conflictStatement(db, locale, date, 0, input),
      db.prepare("SELECT coalesce(max(id), 0) + 1 AS id FROM pickup_runs"),
      db
        .prepare(
          `SELECT 1 AS found FROM bookings b JOIN activities a ON a.id = b.activity_id
           WHERE b.visit_date = ?1 AND b.activity_id = ?2 AND coalesce(b.start_time, a.start_time) = ?3 LIMIT 1`,
        )
        .bind(date, input.activity_id, input.start_time),
    ]);
    if (!firstRow(departure)) return { kind: "refused", problems: [["activity_id", "departureInvalid"]] } as RunOutcome;
    const chosen = rowsOf<ResourceRow>(resources);
    const problems = assignmentProblems(input, chosen);
    if (problems.length > 0) return { kind: "refused", problems } as RunOutcome;
    const conflict = firstRow<ConflictRow>(conflicts);
    if (conflict) return { kind: "busy", conflict: conflictOf(conflict, chosen) } as RunOutcome;
    const id = firstRow<{ id: number }>(next)?.id ?? 1;
    const after = { run_date: date, activity_id: input.activity_id, start_time: input.start_time, ...assigned(input) };
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO pickup_runs (id, run_date, activity_id, start_time, vehicle_id, driver_id, guide_id, leaves_at, back_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
          )
          .bind(
            id,
            date,
            input.activity_id,
            input.start_time,
            input.vehicle_id,
            input.driver_id,
            input.guide_id,
            input.leaves_at,
            input.back_at,
          ),
        auditStatement(db, {
          actor: operator,
          action: "create",
          entity: "pickup_runs",
          entityId: id,
          before: null,
          after,
        }),
      ]);
    } catch (error) {
      if (isBusy(error)) return busyOutcome(db, locale, date, 0, input);
      throw error;
    }
    return { kind: "done", notice: "created", date, runId: id } as RunOutcome;
  });
}

interface RunGuestRow {
  bookingId: number;
  reference: string;
  position: number;
  persons: number;
  pickupTime: string | null;
  confirmed: number;
}

const runStatement = (db: D1Database, runId: number) =>
  db.prepare(`SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.id = ?1`).bind(runId);

const runGuestsStatement = (db: D1Database, runId: number) =>
  db
    .prepare(
      `SELECT g.booking_id AS bookingId, b.reference, g.position, b.adults + b.kids + b.people AS persons,
         b.pickup_time AS pickupTime, b.status = 'confirmed' AS confirmed
       FROM pickup_run_guests g JOIN bookings b ON b.id = g.booking_id WHERE g.run_id = ?1 ORDER BY g.position, g.booking_id`,
    )
    .bind(runId);

/** People of the run's confirmed guests: what its vehicle's seats must hold. */
const personsIn = (guests: RunGuestRow[]) =>
  guests.reduce((sum, guest) => sum + (guest.confirmed ? guest.persons : 0), 0);

/** The write of a change to run `run`: its guard, the statements, the audit row; "stale" when the run moved on. */
async function writeRunChange(
  db: D1Database,
  operator: Operator,
  run: RunRow,
  version: number,
  change: {
    statements: D1PreparedStatement[];
    action: "update" | "reorder" | "delete";
    before: unknown;
    after: unknown;
  },
): Promise<"stale" | "done"> {
  const written = await batchUnlessStale(db, [
    versionGuard(db, "pickup_runs", run.id, version),
    ...change.statements,
    auditStatement(db, {
      actor: operator,
      action: change.action,
      entity: "pickup_runs",
      entityId: run.id,
      before: change.before,
      after: change.after,
    }),
  ]);
  return written === "stale" ? "stale" : "done";
}

const bumpRun = (db: D1Database, runId: number) =>
  db.prepare(`UPDATE pickup_runs SET version = version + 1, updated_at = ${NOW} WHERE id = ?1`).bind(runId);

/** A run that leaves earlier for a guest collected before it left; the triggers check the longer window. */
const leaveBy = (db: D1Database, runId: number, pickupTime: string | null) =>
  db
    .prepare(`UPDATE pickup_runs SET leaves_at = min(leaves_at, coalesce(?2, leaves_at)) WHERE id = ?1`)
    .bind(runId, pickupTime);

/** Another vehicle, driver, guide or window for a run: the seats must hold its guests. */
export async function saveRun(
  db: D1Database,
  operator: Operator,
  locale: Locale,
  input: PickupRunInputs["save"],
): Promise<RunOutcome> {
  const [runResult, guestsResult, resources] = await db.batch([
    runStatement(db, input.run_id),
    runGuestsStatement(db, input.run_id),
    resourcesStatement(db, input),
  ]);
  const run = firstRow<RunRow>(runResult);
  if (!run) return { kind: "unknown" };
  if (run.version !== input.version) return { kind: "stale" };
  const chosen = rowsOf<ResourceRow>(resources);
  const problems = assignmentProblems(input, chosen);
  if (problems.length > 0) return { kind: "refused", problems };
  const persons = personsIn(rowsOf<RunGuestRow>(guestsResult));
  const seats = chosen.find((resource) => resource.id === input.vehicle_id)?.seats ?? 0;
  if (persons > seats)
    return { kind: "refused", problems: [["vehicle_id", "seatsExceeded"]], seats: { persons, seats } };
  const before = {
    vehicle_id: run.vehicleId,
    driver_id: run.driverId,
    guide_id: run.guideId,
    leaves_at: run.leavesAt,
    back_at: run.backAt,
  };
  try {
    const written = await writeRunChange(db, operator, run, input.version, {
      statements: [
        db
          .prepare(
            `UPDATE pickup_runs SET vehicle_id = ?2, driver_id = ?3, guide_id = ?4, leaves_at = ?5, back_at = ?6,
               version = version + 1, updated_at = ${NOW} WHERE id = ?1`,
          )
          .bind(run.id, input.vehicle_id, input.driver_id, input.guide_id, input.leaves_at, input.back_at),
      ],
      action: "update",
      before,
      after: assigned(input),
    });
    if (written === "stale") return { kind: "stale" };
  } catch (error) {
    if (isBusy(error)) return busyOutcome(db, locale, run.runDate, run.id, input);
    throw error;
  }
  return { kind: "done", notice: "saved", date: run.runDate, runId: run.id };
}

interface BookingRow {
  id: number;
  reference: string;
  visitDate: string;
  confirmed: number;
  persons: number;
  pickupTime: string | null;
  runId: number | null;
}

/** A guest into a run: a confirmed booking of the run's date in no other run, and seats for the party. */
export async function addGuest(
  db: D1Database,
  operator: Operator,
  locale: Locale,
  input: PickupRunInputs["add"],
): Promise<RunOutcome> {
  const [runResult, guestsResult, bookingResult] = await db.batch([
    runStatement(db, input.run_id),
    runGuestsStatement(db, input.run_id),
    db
      .prepare(
        `SELECT b.id, b.reference, b.visit_date AS visitDate, b.status = 'confirmed' AS confirmed,
           b.adults + b.kids + b.people AS persons, b.pickup_time AS pickupTime, g.run_id AS runId
         FROM bookings b LEFT JOIN pickup_run_guests g ON g.booking_id = b.id WHERE b.id = ?1`,
      )
      .bind(input.booking_id),
  ]);
  const run = firstRow<RunRow>(runResult);
  const booking = firstRow<BookingRow>(bookingResult);
  if (!run) return { kind: "unknown" };
  if (run.version !== input.version) return { kind: "stale" };
  if (!booking?.confirmed || booking.visitDate !== run.runDate || booking.runId !== null) {
    return { kind: "refused", problems: [["booking_id", "bookingInvalid"]] };
  }
  const guests = rowsOf<RunGuestRow>(guestsResult);
  const persons = personsIn(guests) + booking.persons;
  if (persons > run.vehicleSeats) {
    return { kind: "refused", problems: [["run_id", "seatsExceeded"]], seats: { persons, seats: run.vehicleSeats } };
  }
  const position = guests.reduce((last, guest) => Math.max(last, guest.position), 0) + 1;
  try {
    const written = await writeRunChange(db, operator, run, input.version, {
      statements: [
        db
          .prepare("INSERT INTO pickup_run_guests (booking_id, run_id, position) VALUES (?1, ?2, ?3)")
          .bind(booking.id, run.id, position),
        leaveBy(db, run.id, booking.pickupTime),
        bumpRun(db, run.id),
      ],
      action: "update",
      before: null,
      after: { added: booking.reference, position },
    });
    if (written === "stale") return { kind: "stale" };
  } catch (error) {
    if (isBusy(error)) return busyOutcome(db, locale, run.runDate, run.id, windowOf(run, booking.pickupTime));
    // Another dispatcher put the guest into a run meanwhile.
    if (error instanceof Error && /UNIQUE|PRIMARY KEY/.test(error.message)) return { kind: "stale" };
    throw error;
  }
  return { kind: "done", notice: "added", date: run.runDate, runId: run.id };
}

/** The run's assignment as it would be with a guest collected at `pickupTime`. */
function windowOf(run: RunRow, pickupTime: string | null): PickupRunInputs["save"] {
  return {
    run_id: run.id,
    version: run.version,
    vehicle_id: run.vehicleId,
    driver_id: run.driverId,
    guide_id: run.guideId,
    leaves_at: pickupTime !== null && pickupTime < run.leavesAt ? pickupTime : run.leavesAt,
    back_at: run.backAt,
  };
}

/**
 * The run and its guests for a change to one of them: "stale" when the form's version is not the
 * run's (the guest may have left it meanwhile), "unknown" when the run or the guest is not there.
 */
async function runWithGuest(db: D1Database, input: { run_id: number; version: number; booking_id: number }) {
  const [runResult, guestsResult] = await db.batch([
    runStatement(db, input.run_id),
    runGuestsStatement(db, input.run_id),
  ]);
  const run = firstRow<RunRow>(runResult);
  if (!run) return { kind: "unknown" } as const;
  if (run.version !== input.version) return { kind: "stale" } as const;
  const guests = rowsOf<RunGuestRow>(guestsResult);
  const guest = guests.find((row) => row.bookingId === input.booking_id);
  return guest ? ({ kind: "found", run, guests, guest } as const) : ({ kind: "unknown" } as const);
}

export async function removeGuest(
  db: D1Database,
  operator: Operator,
  input: PickupRunInputs["remove"],
): Promise<RunOutcome> {
  const found = await runWithGuest(db, input);
  if (found.kind !== "found") return found;
  const { run, guest } = found;
  const written = await writeRunChange(db, operator, run, input.version, {
    statements: [
      db.prepare("DELETE FROM pickup_run_guests WHERE booking_id = ?1 AND run_id = ?2").bind(guest.bookingId, run.id),
      bumpRun(db, run.id),
    ],
    action: "update",
    before: { removed: guest.reference },
    after: null,
  });
  return written === "stale"
    ? { kind: "stale" }
    : { kind: "done", notice: "removed", date: run.runDate, runId: run.id };
}

/** A guest one place earlier or later in the run's pickup order. */
export async function moveGuest(
  db: D1Database,
  operator: Operator,
  input: PickupRunInputs["move"],
): Promise<RunOutcome> {
  const found = await runWithGuest(db, input);
  if (found.kind !== "found") return found;
  const { run, guests, guest } = found;
  const order = guests.map((row) => row.bookingId);
  const from = order.indexOf(guest.bookingId);
  const to = input.direction === "up" ? from - 1 : from + 1;
  if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to] as number, order[from] as number];
  const written = await writeRunChange(db, operator, run, input.version, {
    statements: [
      ...order.map((bookingId, index) =>
        db.prepare("UPDATE pickup_run_guests SET position = ?2 WHERE booking_id = ?1").bind(bookingId, index + 1),
      ),
      bumpRun(db, run.id),
    ],
    action: "reorder",
    before: { order: guests.map((row) => row.reference) },
    after: { order: order.map((id) => guests.find((row) => row.bookingId === id)?.reference) },
  });
  return written === "stale" ? { kind: "stale" } : { kind: "done", notice: "moved", date: run.runDate, runId: run.id };
}

/**
 * A guest's pickup time in the run: the booking's `pickup_time` changes, so the "your pickup time"
 * mail (keyed by the time, decision 0075) goes out again with the next cron run.
 */
export async function setPickupTime(
  db: D1Database,
  operator: Operator,
  locale: Locale,
  input: PickupRunInputs["time"],
): Promise<RunOutcome> {
  const found = await runWithGuest(db, input);
  if (found.kind !== "found") return found;
  const { run, guest } = found;
  try {
    const written = await writeRunChange(db, operator, run, input.version, {
      statements: [
        db
          .prepare("UPDATE bookings SET pickup_time = ?2, version = version + 1 WHERE id = ?1")
          .bind(guest.bookingId, input.pickup_time),
        leaveBy(db, run.id, input.pickup_time),
        bumpRun(db, run.id),
      ],
      action: "update",
      before: { booking: guest.reference, pickup_time: guest.pickupTime },
      after: { booking: guest.reference, pickup_time: input.pickup_time },
    });
    if (written === "stale") return { kind: "stale" };
  } catch (error) {
    if (isBusy(error)) return busyOutcome(db, locale, run.runDate, run.id, windowOf(run, input.pickup_time));
    throw error;
  }
  return { kind: "done", notice: "timed", date: run.runDate, runId: run.id };
}

/** A run no more: its guests are unassigned again. */
export async function deleteRun(
  db: D1Database,
  operator: Operator,
  input: PickupRunInputs["delete"],
): Promise<RunOutcome> {
  const [runResult] = await db.batch([runStatement(db, input.run_id)]);
  const run = firstRow<RunRow>(runResult);
  if (!run) return { kind: "unknown" };
  const written = await writeRunChange(db, operator, run, input.version, {
    statements: [
      db.prepare("DELETE FROM pickup_run_guests WHERE run_id = ?1").bind(run.id),
      db.prepare("DELETE FROM pickup_runs WHERE id = ?1").bind(run.id),
    ],
    action: "delete",
    before: runOf(run),
    after: null,
  });
  return written === "stale" ? { kind: "stale" } : { kind: "done", notice: "deleted", date: run.runDate, runId: null };
}

/**
 * What a change to a run answers, and the checks before it is written: the chosen vehicle, driver
 * and guide are of their kinds and in service, and none is on another run at an overlapping time.
 * That a resource is in one place at a time is the database's own rule (the triggers of migration
 * 0054): when it refuses a write, the run that holds the resource is read again to name it.
 */
import type { PickupRunInputs, PickupRunProblem } from "#domain/inputs/pickup-run.ts";
import type { Locale } from "#domain/locale.ts";
import type { AssignableResource } from "#domain/pickup-runs.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { ACTIVITY_NAME } from "./pickup-run-rows.ts";

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

export interface ConflictRow {
  runId: number;
  leavesAt: string;
  backAt: string;
  vehicleId: number;
  driverId: number;
  guideId: number | null;
  activityName: string;
}

export interface ResourceRow {
  id: number;
  kind: AssignableResource["kind"];
  name: string;
  seats: number | null;
  retired: number;
}

export type Assignment = PickupRunInputs["create"] | PickupRunInputs["save"];

export function conflictStatement(db: D1Database, locale: Locale, date: string, runId: number, input: Assignment) {
  return db
    .prepare(CONFLICT_SQL)
    .bind(locale, date, runId, input.leaves_at, input.back_at, input.vehicle_id, input.driver_id, input.guide_id);
}

export function resourcesStatement(db: D1Database, input: Assignment) {
  return db
    .prepare("SELECT id, kind, name, seats, retired_at IS NOT NULL AS retired FROM resources WHERE id IN (?1, ?2, ?3)")
    .bind(input.vehicle_id, input.driver_id, input.guide_id);
}

export function conflictOf(row: ConflictRow, resources: ResourceRow[]): RunConflict {
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
export function assignmentProblems(input: Assignment, resources: ResourceRow[]): [string, PickupRunProblem][] {
  const usable = (id: number | null, kind: ResourceRow["kind"]) =>
    resources.some((resource) => resource.id === id && resource.kind === kind && !resource.retired);
  const problems: [string, PickupRunProblem][] = [];
  if (!usable(input.vehicle_id, "vehicle")) problems.push(["vehicle_id", "vehicleRequired"]);
  if (!usable(input.driver_id, "driver")) problems.push(["driver_id", "driverRequired"]);
  if (input.guide_id !== null && !usable(input.guide_id, "guide")) problems.push(["guide_id", "guideInvalid"]);
  return problems;
}

export const isBusy = (error: unknown) => error instanceof Error && error.message.includes("resource busy");

/** After the database refused a run for a busy resource: which run holds it, read again. */
export async function busyOutcome(
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

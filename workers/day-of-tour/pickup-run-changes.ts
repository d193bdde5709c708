/**
 * Creating, changing and deleting the day's runs from /admin/pickups (issue 40, item 3). Each change
 * reads in one batch and writes in one more: the run's version guard (a stale form writes nothing),
 * the change, its audit row. Of two dispatchers who both saw a vehicle free only the first write
 * wins; the other is told which run holds it (pickup-run-checks.ts).
 */
import type { PickupRunInputs } from "#domain/inputs/pickup-run.ts";
import type { Locale } from "#domain/locale.ts";
import type { Operator } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { NOW } from "#workers/catalogue/editor-writes.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";
import {
  type Assignment,
  assignmentProblems,
  busyOutcome,
  type ConflictRow,
  conflictOf,
  conflictStatement,
  isBusy,
  type ResourceRow,
  type RunOutcome,
  resourcesStatement,
} from "./pickup-run-checks.ts";
import {
  personsIn,
  type RunGuestRow,
  type RunRow,
  runGuestsStatement,
  runOf,
  runStatement,
} from "./pickup-run-rows.ts";
import { retryingIds } from "./resources.ts";

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

/** The write of a change to run `run`: its guard, the statements, the audit row; "stale" when the run moved on. */
export async function writeRunChange(
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

export const bumpRun = (db: D1Database, runId: number) =>
  db.prepare(`UPDATE pickup_runs SET version = version + 1, updated_at = ${NOW} WHERE id = ?1`).bind(runId);

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

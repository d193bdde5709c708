/**
 * A run's guests from /admin/pickups (issue 40, item 3): putting a guest in a run or taking one out,
 * the pickup order, and a guest's pickup time. Each is one read and one guarded write
 * (pickup-run-changes.ts); a run leaves earlier for a guest collected before it left.
 */
import type { PickupRunInputs } from "#domain/inputs/pickup-run.ts";
import type { Locale } from "#domain/locale.ts";
import type { Operator } from "#workers/accounts/operators.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { bumpRun, writeRunChange } from "./pickup-run-changes.ts";
import { busyOutcome, isBusy, type RunOutcome } from "./pickup-run-checks.ts";
import { personsIn, type RunGuestRow, type RunRow, runGuestsStatement, runStatement } from "./pickup-run-rows.ts";

/** A run that leaves earlier for a guest collected before it left; the triggers check the longer window. */
const leaveBy = (db: D1Database, runId: number, pickupTime: string | null) =>
  db
    .prepare(`UPDATE pickup_runs SET leaves_at = min(leaves_at, coalesce(?2, leaves_at)) WHERE id = ?1`)
    .bind(runId, pickupTime);

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

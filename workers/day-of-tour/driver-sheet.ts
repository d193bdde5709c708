/**
 * The driver's sheet (issue 40, item 4; decision 0079). An account is a driver or guide through
 * its link in `crew_accounts` (migration 0056), never through `users.role`, so it never passes the
 * operator's guard. The sheet lists only the runs this driver or guide is assigned to, today and
 * tomorrow in Bali; a mark is one batch: a guard that the guest is still in one of this crew
 * member's runs with the mark the sheet showed, the mark, its audit row.
 */
import { addDays } from "#domain/availability.ts";
import type { PaymentMethod } from "#domain/booking-rules.ts";
import type { CrewMember, DriverGuest, DriverRun, DriverSheet, PickupMark } from "#domain/crew.ts";
import { SHEET_DAYS } from "#domain/crew.ts";
import type { PickupMarkInput } from "#domain/inputs/pickup-mark.ts";
import type { Locale } from "#domain/locale.ts";
import { balanceOf, collectOnTheDay } from "#domain/payments.ts";
import { auditStatement } from "#workers/audit.ts";
import { NOW } from "#workers/catalogue/editor-writes.ts";
import { rowsOf } from "#workers/sql.ts";
import { batchUnlessStale } from "#workers/write-guard.ts";
import {
  pickupAreaName,
  RUN_SUMMARY_JOINS,
  RUN_SUMMARY_ORDER,
  runSummaryColumns,
  runSummaryOf,
} from "./run-summary-sql.ts";

/** The driver or guide in service that account `userId` is; null for anyone else. */
export async function crewOf(db: D1Database, userId: number): Promise<CrewMember | null> {
  const row = await db
    .prepare(
      `SELECT c.user_id AS userId, r.id AS resourceId, r.kind, r.name FROM crew_accounts c
       JOIN resources r ON r.id = c.resource_id
       WHERE c.user_id = ?1 AND r.retired_at IS NULL AND r.kind IN ('driver', 'guide')`,
    )
    .bind(userId)
    .first<CrewMember>();
  return row ?? null;
}

/** ?1 locale, ?2 first date, ?3 last date, ?4 the crew member's resource. Confirmed guests only. */
const SHEET_SQL = `SELECT ${runSummaryColumns("?1")},
    b.id AS bookingId, b.reference, b.first_name || ' ' || b.last_name AS name, b.adults + b.kids + b.people AS persons,
    b.pickup_time AS pickupTime, ${pickupAreaName("?1")} AS areaName,
    b.pickup_location AS hotel, b.phone_number AS phone, b.country, b.special_request AS specialRequest,
    b.due_idr AS dueIdr, b.paid_idr AS paidIdr, b.payment_method AS paymentMethod, g.mark, g.marked_at AS markedAt
  FROM pickup_runs r
  ${RUN_SUMMARY_JOINS}
  WHERE r.run_date BETWEEN ?2 AND ?3 AND (r.driver_id = ?4 OR r.guide_id = ?4)
  ORDER BY ${RUN_SUMMARY_ORDER}`;

interface SheetRow extends Omit<DriverRun, "id" | "guests">, Omit<DriverGuest, "bookingId" | "toCollectIdr"> {
  runId: number;
  bookingId: number | null;
  dueIdr: number;
  paidIdr: number;
  paymentMethod: PaymentMethod;
}

function guestOf(row: SheetRow & { bookingId: number }): DriverGuest {
  const balance = balanceOf({ dueIdr: row.dueIdr, paidIdr: row.paidIdr }).toCollectIdr;
  return {
    bookingId: row.bookingId,
    reference: row.reference,
    name: row.name.trim(),
    persons: row.persons,
    pickupTime: row.pickupTime,
    areaName: row.areaName,
    hotel: row.hotel,
    phone: row.phone,
    country: row.country,
    specialRequest: row.specialRequest.trim(),
    toCollectIdr: collectOnTheDay(row.paymentMethod, balance).toCollectIdr,
    mark: row.mark,
    markedAt: row.markedAt,
  };
}

/** The sheet of `crew` from `today` (a Bali date): each day's runs with their guests in pickup order. */
export async function driverSheet(
  db: D1Database,
  locale: Locale,
  crew: CrewMember,
  today: string,
): Promise<DriverSheet> {
  const dates = Array.from({ length: SHEET_DAYS }, (_, index) => addDays(today, index));
  const rows = rowsOf<SheetRow>(
    await db.prepare(SHEET_SQL).bind(locale, dates[0], dates.at(-1), crew.resourceId).all(),
  );
  const runs = new Map<number, DriverRun>();
  for (const row of rows) {
    const run = runs.get(row.runId) ?? { ...runSummaryOf(row), guests: [] };
    runs.set(row.runId, run);
    if (row.bookingId !== null) run.guests.push(guestOf(row as SheetRow & { bookingId: number }));
  }
  return {
    crew,
    days: dates.map((date) => ({ date, runs: [...runs.values()].filter((run) => run.date === date) })),
  };
}

export type MarkOutcome =
  | { kind: "done"; mark: PickupMark }
  | { kind: "unchanged" }
  | { kind: "stale" }
  | { kind: "unknown" };

/**
 * The guest of booking ?1 in a run of resource ?2 from date ?3 on (yesterday: a mark queued
 * offline before midnight still arrives), confirmed; `g` is its place in the run.
 */
const OWN_GUEST = `FROM pickup_run_guests g JOIN pickup_runs r ON r.id = g.run_id JOIN bookings b ON b.id = g.booking_id
  WHERE g.booking_id = ?1 AND (r.driver_id = ?2 OR r.guide_id = ?2) AND r.run_date >= ?3 AND b.status = 'confirmed'`;

/** Marks a guest of one of `crew`'s runs: 404 for any other booking, "stale" when it was marked meanwhile. */
export async function markGuest(
  db: D1Database,
  crew: CrewMember,
  actor: { id: number; name: string; email: string },
  today: string,
  input: PickupMarkInput,
): Promise<MarkOutcome> {
  const since = addDays(today, -1);
  const found = await db
    .prepare(`SELECT g.run_id AS runId, b.reference, g.mark ${OWN_GUEST}`)
    .bind(input.booking_id, crew.resourceId, since)
    .first<{ runId: number; reference: string; mark: PickupMark | null }>();
  if (!found) return { kind: "unknown" };
  if (found.mark === input.mark) return { kind: "unchanged" };
  if (found.mark !== input.from) return { kind: "stale" };
  const written = await batchUnlessStale(db, [
    // The guard: still this crew member's guest, still with the mark the sheet showed.
    db
      .prepare(
        `INSERT INTO write_guard (must_hold) SELECT 0 WHERE NOT EXISTS (SELECT 1 ${OWN_GUEST}
           AND coalesce(g.mark, '') = ?4)`,
      )
      .bind(input.booking_id, crew.resourceId, since, input.from ?? ""),
    db
      .prepare(`UPDATE pickup_run_guests SET mark = ?2, marked_at = ${NOW}, marked_by = ?3 WHERE booking_id = ?1`)
      .bind(input.booking_id, input.mark, crew.name),
    auditStatement(db, {
      actor,
      action: "update",
      entity: "pickup_runs",
      entityId: found.runId,
      before: { booking: found.reference, mark: found.mark },
      after: { booking: found.reference, mark: input.mark, by: crew.name },
    }),
  ]);
  return written === "stale" ? { kind: "stale" } : { kind: "done", mark: input.mark };
}

/**
 * Check-in (issue 40, item 5; decision 0078): the operator scans the voucher's QR code (its
 * reference) or types the reference or the booking ID, sees who it is and what is left to collect,
 * and marks the guest present. The mark is one D1 batch: the booking's version guard (two phones
 * scanning one voucher: one wins, the other reads "already checked in"), the columns, the audit row.
 */
import { baliToday } from "#domain/bali-time.ts";
import type { BookingView } from "#domain/booking.ts";
import { type CheckInState, checkInState } from "#domain/check-in.ts";
import { normaliseReference } from "#domain/inputs/lookup.ts";
import type { Locale } from "#domain/locale.ts";
import { balanceOf } from "#domain/payments.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { type BookingViewRow, bookingViewOf, bookingViewSql } from "#workers/booking/view.ts";
import { firstRow } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";

/** The longest text looked up: a reference or a booking ID is far shorter. */
const MAX_TYPED = 100;

/** The booking as the check-in page shows it. */
export interface CheckInBooking {
  booking: BookingView;
  version: number;
  state: CheckInState;
  checkedInAt: string | null;
  checkedInBy: string | null;
  /** What is left to collect in rupiah, from the payments ledger (cash is taken in rupiah). */
  toCollectIdr: number;
}

interface CheckInRow {
  version: number;
  checked_in_at: string | null;
  checked_in_by: string | null;
  due_idr: number;
  paid_idr: number;
}

/**
 * The booking's id found through the reference's index and the booking ID's, each on its own: an
 * OR of the two, ordered by id, had SQLite walk every booking (a million rows read on the large
 * database, `npm run bench:scale`).
 */
export const CHECK_IN_FOUND = `b.id = (SELECT min(id) FROM (
  SELECT id FROM bookings WHERE reference = ?2
  UNION ALL SELECT id FROM bookings WHERE confirmation_id = ?3 COLLATE NOCASE))`;

/** The typed or scanned text as a reference (any spelling of one) and as a booking ID. */
function lookupKeys(typed: string): [string, string] {
  const text = typed.slice(0, MAX_TYPED).trim();
  return [normaliseReference(text), text];
}

/** The booking a reference or booking ID names, in one round trip; null when none does. */
export async function findForCheckIn(
  db: D1Database,
  locale: Locale,
  typed: string,
  now = new Date(),
): Promise<CheckInBooking | null> {
  const keys = lookupKeys(typed);
  if (!keys[1]) return null;
  const [views, extras] = await db.batch([
    db.prepare(`${bookingViewSql(CHECK_IN_FOUND)} ORDER BY b.id LIMIT 1`).bind(locale, ...keys),
    db
      .prepare(
        `SELECT b.version, b.checked_in_at, u.name AS checked_in_by, b.due_idr, b.paid_idr
         FROM bookings b LEFT JOIN users u ON u.id = b.checked_in_by WHERE ${CHECK_IN_FOUND} ORDER BY b.id LIMIT 1`,
      )
      .bind(null, ...keys),
  ]);
  const view = firstRow<BookingViewRow>(views);
  const row = firstRow<CheckInRow>(extras);
  if (!view || !row) return null;
  const booking = bookingViewOf(view);
  return {
    booking,
    version: row.version,
    state: checkInState(
      { status: booking.status, visitDate: booking.visitDate, checkedInAt: row.checked_in_at },
      baliToday(now),
    ),
    checkedInAt: row.checked_in_at,
    checkedInBy: row.checked_in_by,
    toCollectIdr: balanceOf({ dueIdr: row.due_idr, paidIdr: row.paid_idr }).toCollectIdr,
  };
}

export type CheckInOutcome =
  | { kind: "unknown" }
  | { kind: "checkedIn"; found: CheckInBooking }
  /** Nothing written: already checked in (`found.checkedInAt` says when), cancelled, another day. */
  | { kind: "refused"; found: CheckInBooking };

/**
 * Marks the guest of `typed` present, once. The batch holds only while the booking is at the
 * version just read, still confirmed, of today, and not checked in: a second tap, or a second
 * phone at the same moment, writes nothing and is answered with the first one's time.
 */
export async function checkIn(scope: OperatorScope, typed: string, now = new Date()): Promise<CheckInOutcome> {
  const { db, operator, locale } = scope;
  const found = await findForCheckIn(db, locale, typed, now);
  if (!found) return { kind: "unknown" };
  if (found.state !== "ready") return { kind: "refused", found };
  const at = now.toISOString();
  const { id, reference } = found.booking;
  const written = await batchUnlessStale(db, [
    versionGuard(db, "bookings", id, found.version),
    db
      .prepare(
        `UPDATE bookings SET checked_in_at = ?2, checked_in_by = ?3, version = version + 1
         WHERE id = ?1 AND status = 'confirmed' AND visit_date = ?4 AND checked_in_at IS NULL`,
      )
      .bind(id, at, operator.id, baliToday(now)),
    // The day may have turned since the read: then nothing of the batch, the audit row included, stays.
    db
      .prepare(
        `INSERT INTO write_guard (must_hold)
         SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND checked_in_at = ?2)`,
      )
      .bind(id, at),
    auditStatement(db, {
      actor: operator,
      action: "check_in",
      entity: "bookings",
      entityId: reference,
      before: { checked_in_at: null },
      after: { checked_in_at: at },
    }),
  ]);
  const after = await findForCheckIn(db, locale, reference, now);
  if (!after) return { kind: "unknown" };
  return written === "stale" ? { kind: "refused", found: after } : { kind: "checkedIn", found: after };
}

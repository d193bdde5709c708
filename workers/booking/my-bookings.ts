/**
 * My bookings (issue 20): the bookings and trips of a signed-in tourist's account, read in one
 * round trip, and the claim that adds one made as a guest to the account. A claim needs the
 * account's e-mail proven and the one typed to be that e-mail; it is then looked up like the
 * lookup page's form, under the same limits and with the same "not found" whichever half was
 * wrong, and written in one batch with its audit row. One already on another account stays there.
 */
import { baliToday } from "#domain/bali-time.ts";
import { touristChangeWindow } from "#domain/booking-change.ts";
import { cancellationTerms } from "#domain/cancellation.ts";
import { sameAddress } from "#domain/email.ts";
import type { Locale } from "#domain/locale.ts";
import { type ClaimAnswer, type ClaimProblem, inListOrder, type MyEntry, type MyTrip } from "#domain/my-bookings.ts";
import type { SessionUser } from "#workers/accounts/sessions.ts";
import { auditStatement } from "#workers/audit.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { batchUnlessStale } from "#workers/write-guard.ts";
import { countedLookup, readLookupInput, withoutPrivateFields } from "./lookup.ts";
import { type BookingViewRow, bookingViewOf, bookingViewSql } from "./view.ts";

const LISTED = 50;

/** The account's bookings and trips in the list's order, in one round trip. */
export async function myEntries(db: D1Database, locale: Locale, userId: number, now = new Date()): Promise<MyEntry[]> {
  const [bookings, trips] = await db.batch([
    db
      .prepare(`${bookingViewSql("b.user_id = ?2")} ORDER BY b.visit_date DESC, b.id DESC LIMIT ${LISTED}`)
      .bind(locale, userId),
    db
      .prepare(
        `SELECT reference, status, arrival, departure FROM trips WHERE user_id = ?1
         ORDER BY created_at DESC LIMIT ${LISTED}`,
      )
      .bind(userId),
  ]);
  const entries: MyEntry[] = [
    ...rowsOf<BookingViewRow>(bookings).map((row): MyEntry => {
      const booking = withoutPrivateFields(bookingViewOf(row));
      const change = touristChangeWindow(booking, now);
      return { kind: "booking", booking, cancellation: cancellationTerms(booking, now), change };
    }),
    ...rowsOf<MyTrip>(trips).map((trip): MyEntry => ({ kind: "trip", trip })),
  ];
  return inListOrder(entries, baliToday(now));
}

type ClaimedTable = "bookings" | "trips";

const MATCHING = (table: ClaimedTable) => `SELECT 1 FROM ${table} WHERE reference = ?2 AND email = ?3 COLLATE NOCASE`;
/** Over the counted lookup's ?2 (reference) and ?3 (e-mail). */
const EXISTS = `(EXISTS (${MATCHING("bookings")}) OR EXISTS (${MATCHING("trips")}))`;

interface Claimable {
  entity: ClaimedTable;
  id: number;
  user_id: number | null;
}

/**
 * The claim's write: the row taken only while it is on no account (a guard aborts the batch if
 * another claim got there first), a trip's bookings with it, and the audit row.
 */
function claimStatements(db: D1Database, row: Claimable, account: SessionUser): D1PreparedStatement[] {
  const table = row.entity;
  return [
    db
      .prepare(
        `INSERT INTO write_guard (must_hold)
         SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE id = ?1 AND user_id IS NULL)`,
      )
      .bind(row.id),
    db.prepare(`UPDATE ${table} SET user_id = ?2 WHERE id = ?1`).bind(row.id, account.id),
    ...(table === "trips"
      ? [db.prepare("UPDATE bookings SET user_id = ?2 WHERE trip_id = ?1 AND user_id IS NULL").bind(row.id, account.id)]
      : []),
    auditStatement(db, {
      actor: { id: account.id, name: account.name, email: account.email },
      action: "update",
      entity: table,
      entityId: row.id,
      before: { user_id: null },
      after: { user_id: account.id },
    }),
  ];
}

export interface ClaimOutcome {
  answer: ClaimAnswer;
  httpStatus: 200 | 403 | 404 | 409 | 422 | 429;
}

/** Adds the booking or trip with the form's reference and e-mail to `account`'s list, or says why not. */
export async function claimBooking(
  scope: Pick<RequestScope, "db" | "request" | "config">,
  account: SessionUser,
  fields: Record<string, string>,
): Promise<ClaimOutcome> {
  const typed = { reference: fields.reference ?? "", email: fields.email ?? "" };
  const refused = (problems: ClaimProblem[], httpStatus: ClaimOutcome["httpStatus"]): ClaimOutcome => ({
    answer: { kind: "refused", problems, ...typed },
    httpStatus,
  });
  if (!account.emailVerified) return refused(["unverified"], 403);
  const input = readLookupInput(fields);
  if ("missing" in input) {
    return refused(
      input.missing.map((field) => (field === "reference" ? "referenceRequired" : "emailRequired")),
      422,
    );
  }
  // Another address is refused before anything is looked up: the answer tells nothing about the reference.
  if (!sameAddress(input.email, account.email)) return refused(["notYourEmail"], 422);
  const { db } = scope;
  const read = db
    .prepare(
      `SELECT 'bookings' AS entity, id, user_id FROM bookings WHERE reference = ?1 AND email = ?2 COLLATE NOCASE
       UNION ALL
       SELECT 'trips', id, user_id FROM trips WHERE reference = ?1 AND email = ?2 COLLATE NOCASE`,
    )
    .bind(input.reference, input.email);
  const looked = await countedLookup(scope, input, EXISTS, [read]);
  if (looked.kind === "tooMany") return refused(["tooMany"], 429);
  const row = firstRow<Claimable>(looked.results[0]);
  if (!row) return refused(["notFound"], 404);
  const done = (kind: "claimed" | "alreadyYours"): ClaimOutcome => ({
    answer: { kind: "done", done: kind, reference: input.reference },
    httpStatus: 200,
  });
  if (row.user_id === account.id) return done("alreadyYours");
  if (row.user_id !== null) return refused(["claimedByOther"], 409);
  const written = await batchUnlessStale(db, claimStatements(db, row, account));
  return written === "stale" ? refused(["claimedByOther"], 409) : done("claimed");
}

/**
 * The tourist's lookup of a booking by its reference and the e-mail it was made with. A wrong
 * pair answers "not found" whichever half was wrong, after the same single round trip, so the
 * answer tells nothing about which references exist. Lookups are counted per address, and wrong
 * e-mails per reference, so neither references nor e-mail addresses can be tried in bulk, while
 * the tourist who has the booking can look at it as often as the address limit allows, whatever
 * strangers try.
 */

import type { BookingView, LookedUpBooking, LookupOutcome } from "#domain/booking.ts";
import { type LookupInput, parseLookup } from "#domain/inputs/lookup.ts";
import type { Locale } from "#domain/locale.ts";
import { notFound } from "#workers/http.ts";
import {
  COUNT_IN_WINDOW,
  clientIp,
  hitStatement,
  hitsOf,
  hitsStatement,
  isOverLimit,
  type Limit,
  mustWait,
  windowStartOf,
} from "#workers/rate-limits.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { firstRow } from "#workers/sql.ts";
import { type BookingViewRow, bookingViewOf, bookingViewSql } from "./view.ts";

const LOOKUPS_PER_ADDRESS = 10;
const WRONG_EMAILS_PER_REFERENCE = 10;
const TEN_MINUTES = 10 * 60;
const ONE_HOUR = 60 * 60;

/** Reads the form; empty fields are named, anything else is looked up as it is. */
export function readLookupInput(fields: Record<string, string>): LookupInput | { missing: ("reference" | "email")[] } {
  const parsed = parseLookup(fields);
  if (parsed.ok) return parsed.value;
  return { missing: parsed.problems.map(([field]) => field as "reference" | "email") };
}

const MATCHES = "b.reference = ?2 AND b.email = ?3 COLLATE NOCASE";

/** Counts a lookup against the reference only when nothing has this reference and e-mail (`exists`, over ?2 and ?3). */
function wrongEmailStatement(db: D1Database, limit: Limit, input: LookupInput, exists: string, now = Date.now()) {
  return db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, hits)
       SELECT ?1, ?4, 1 WHERE NOT ${exists}
       ${COUNT_IN_WINDOW}`,
    )
    .bind(limit.key, input.reference, input.email, windowStartOf(limit.windowSeconds, now));
}

/** What a counted lookup needs of the request; the config's rateLimitScale widens the address's limit. */
export type LookupScope = Pick<RequestScope, "db" | "request" | "config">;

/** What a counted lookup found: too many tries, or the results of the caller's reads. */
export type CountedLookup = { kind: "tooMany" } | { kind: "read"; results: D1Result[] };

/**
 * One round trip: the address's counter, the wrong e-mails for the reference (from anywhere, and
 * from this address), and the caller's `reads` of the thing with this reference and this e-mail
 * (`exists` tells whether there is one, over ?2 the reference and ?3 the e-mail). Past 10 wrong
 * e-mails for a reference in the hour, an address that tried one waits (mustWait), the right pair
 * too, else its next guess could win; an address that did not may look once, so a stranger cannot
 * lock the tourist out. Bookings and trips share the address's counter.
 */
export async function countedLookup(
  { db, request, config }: LookupScope,
  input: LookupInput,
  exists: string,
  reads: D1PreparedStatement[],
): Promise<CountedLookup> {
  const byAddress: Limit = {
    key: `lookup:ip:${clientIp(request)}`,
    max: LOOKUPS_PER_ADDRESS * config.rateLimitScale,
    windowSeconds: TEN_MINUTES,
  };
  const wrongEmails = (key: string): Limit => ({ key, max: WRONG_EMAILS_PER_REFERENCE, windowSeconds: ONE_HOUR });
  const onReference = wrongEmails(`lookup:ref:${input.reference}`);
  const fromAddress = wrongEmails(`lookup:ref-from:${clientIp(request)}:${input.reference}`);
  const [addressHits, , , referenceWrong, addressWrong, found, ...results] = await db.batch([
    hitStatement(db, byAddress),
    wrongEmailStatement(db, onReference, input, exists),
    wrongEmailStatement(db, fromAddress, input, exists),
    hitsStatement(db, onReference),
    hitsStatement(db, fromAddress),
    db.prepare(`SELECT ${exists} AS found`).bind(null, input.reference, input.email),
    ...reads,
  ]);
  const thisOne = firstRow<{ found: number }>(found)?.found ? 0 : 1;
  const before = { onTarget: hitsOf(referenceWrong) - thisOne, fromAddress: hitsOf(addressWrong) - thisOne };
  if (isOverLimit(addressHits, byAddress) || mustWait(before, onReference.max)) return { kind: "tooMany" };
  return { kind: "read", results };
}

/** The tourist's lookup of a booking: the counted lookup, then the booking as the page shows it. */
export async function lookUpBooking(
  scope: LookupScope & Pick<RequestScope, "locale">,
  fields: Record<string, string>,
): Promise<LookupOutcome> {
  const { db, locale } = scope;
  const input = readLookupInput(fields);
  if ("missing" in input) return { kind: "missing", fields: input.missing };
  const exists = `EXISTS (SELECT 1 FROM bookings b WHERE ${MATCHES})`;
  const read = db.prepare(bookingViewSql(MATCHES)).bind(locale, input.reference, input.email);
  const looked = await countedLookup(scope, input, exists, [read]);
  if (looked.kind === "tooMany") return looked;
  const row = firstRow<BookingViewRow>(looked.results[0]);
  if (!row) return { kind: "notFound" };
  return { kind: "found", booking: withoutPrivateFields(bookingViewOf(row)) };
}

/** What the tourist's page shows of a booking: not its row id, account or phone. */
export function withoutPrivateFields(view: BookingView): LookedUpBooking {
  const { id: _id, account: _account, phoneNumber: _phone, ...booking } = view;
  return booking;
}

/** The booking with `reference` as the lookup shows it, for a caller that has already matched its e-mail. */
export async function lookedUpBooking(db: D1Database, locale: Locale, reference: string): Promise<LookedUpBooking> {
  const row = await db.prepare(bookingViewSql("b.reference = ?2")).bind(locale, reference).first<BookingViewRow>();
  if (!row) throw notFound("Booking");
  return withoutPrivateFields(bookingViewOf(row));
}

/** Whether the booking with `reference` was made by the account `userId`. */
export async function isBookingOfUser(db: D1Database, reference: string, userId: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS mine FROM bookings WHERE reference = ?1 AND user_id = ?2")
    .bind(reference, userId)
    .first<{ mine: number }>();
  return row !== null;
}

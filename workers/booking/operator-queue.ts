/**
 * The operator's booking inbox: the requests newest first, filtered by status and searched by
 * reference, booking ID, name, e-mail, phone, pickup (the hotel) or the activity's or vehicle's
 * name, paged; and one booking with everything the tourist sent, its history and its e-mails.
 * Only reached through workers/accounts/operators.ts, after the role check.
 */
import { type } from "arktype";
import type { BookingDetail, BookingEvent, BookingStatus, InboxItem, InboxQuery } from "#domain/booking.ts";
import { BOOKING_STATUSES } from "#domain/booking.ts";
import { isShortNoticeRequest } from "#domain/confirmation-promise.ts";
import type { Currency } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { phoneSearchDigits } from "#domain/phone-search.ts";
import { notFound } from "#workers/http.ts";
import { listFilterOf, listSearchOf } from "#workers/paging.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { type BookingViewRow, bookingByReference, bookingViewOf } from "./view.ts";

export const INBOX_PER_PAGE = 20;

/** The inbox's filters from the URL. The operator's own typing: a bad value falls back to the default, never an error. */
export function readInboxQuery(url: URL): InboxQuery {
  return { status: listFilterOf(url, "status", BOOKING_STATUSES), ...listSearchOf(url) };
}

export interface Inbox {
  query: InboxQuery;
  items: InboxItem[];
  total: number;
  pages: number;
  /** How many bookings have each status, whatever the filters. */
  counts: Record<BookingStatus, number>;
}

interface InboxRow {
  reference: string;
  status: BookingStatus;
  created_at: string;
  visit_date: string;
  first_name: string;
  last_name: string;
  email: string;
  item_name: string;
  currency: Currency;
  total_minor: number;
  confirmation_id: string | null;
  start_time: string | null;
}

// ?2 status or NULL; ?3 the search or NULL; ?4 the same for references, upper case, without dashes and
// spaces; ?5 the search's national phone digits (phoneSearchDigits) or NULL. instr() rather than LIKE
// (docs/decisions/0033): D1 refuses LIKE patterns over 50 bytes, and a substring needs no wildcards
// escaped. lower() on both sides folds ASCII only, as LIKE did. A stored phone keeps what the
// tourist typed: its separators are dropped here, so "+62 812-3456" and "0812 3456" both hold 8123456.
// The activity's name is looked up in both languages through its translations' primary key.
const PHONE_DIGITS_SQL = `replace(replace(replace(replace(replace(replace(b.phone_number,
  ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;
const INBOX_WHERE = `(?2 IS NULL OR b.status = ?2) AND (?3 IS NULL
  OR instr(replace(b.reference, '-', ''), ?4) > 0
  OR instr(lower(b.confirmation_id), lower(?3)) > 0
  OR instr(lower(b.email), lower(?3)) > 0
  OR instr(lower(b.first_name || ' ' || b.last_name), lower(?3)) > 0
  OR instr(lower(b.pickup_location), lower(?3)) > 0
  OR (?5 IS NOT NULL AND instr(${PHONE_DIGITS_SQL}, ?5) > 0)
  OR EXISTS (SELECT 1 FROM activity_translations x
    WHERE x.activity_id = b.activity_id AND instr(lower(x.name), lower(?3)) > 0)
  OR EXISTS (SELECT 1 FROM transports v
    WHERE v.id = b.transport_id AND instr(lower(v.manufacture || ' ' || v.vehicle_name), lower(?3)) > 0)
  OR b.visit_date = ?3)`;

/** One round trip: the page of bookings, how many match, and the count of each status. */
export async function listBookings(db: D1Database, locale: Locale, query: InboxQuery): Promise<Inbox> {
  const search = query.search || null;
  const filters = [
    locale,
    query.status,
    search,
    search?.replace(/[\s-]+/g, "").toUpperCase() ?? null,
    search ? phoneSearchDigits(search) : null,
  ];
  const [page, count, counts] = await db.batch([
    db
      .prepare(
        `SELECT b.reference, b.status, b.created_at, b.visit_date, b.first_name, b.last_name, b.email, b.currency,
           CASE b.currency WHEN 'IDR' THEN b.total_idr ELSE b.total_usd_cents END AS total_minor, b.confirmation_id,
           coalesce(b.start_time, (SELECT a.start_time FROM activities a WHERE a.id = b.activity_id)) AS start_time,
           coalesce((SELECT x.name FROM activity_translations x WHERE x.activity_id = b.activity_id
               ORDER BY x.locale = ?1 DESC, x.locale = 'id' DESC LIMIT 1),
             (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = b.transport_id)) AS item_name
         FROM bookings b WHERE ${INBOX_WHERE}
         ORDER BY b.created_at DESC, b.id DESC LIMIT ?6 OFFSET ?7`,
      )
      .bind(...filters, INBOX_PER_PAGE, (query.page - 1) * INBOX_PER_PAGE),
    db.prepare(`SELECT count(*) AS total FROM bookings b WHERE ${INBOX_WHERE}`).bind(...filters),
    db.prepare("SELECT status, count(*) AS n FROM bookings GROUP BY status"),
  ]);
  const total = firstRow<{ total: number }>(count)?.total ?? 0;
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  for (const row of rowsOf<{ status: BookingStatus; n: number }>(counts)) byStatus[row.status] = row.n;
  return {
    query,
    items: rowsOf<InboxRow>(page).map((row) => ({
      reference: row.reference,
      status: row.status,
      createdAt: row.created_at,
      visitDate: row.visit_date,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      itemName: row.item_name,
      currency: row.currency,
      totalMinor: row.total_minor,
      confirmationId: row.confirmation_id,
      shortNotice: isShortNoticeRequest({
        status: row.status,
        visitDate: row.visit_date,
        startTime: row.start_time,
        createdAt: row.created_at,
      }),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / INBOX_PER_PAGE)),
    counts: byStatus,
  };
}

interface EventRow {
  action: BookingEvent["action"];
  policy_fee_percent: number | null;
  fee_percent: number | null;
  fee_reason: string;
  actor_name: string;
  actor_email: string;
  confirmation_id: string | null;
  note: string;
  created_at: string;
}

interface MailRow {
  kind: string;
  to_address: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/** A reference as the path names it (letters, digits, dashes); anything else names no booking. */
const referenceParam = type(/^[A-Z0-9][A-Z0-9-]{0,39}$/);

export function referenceFromPath(value: string | undefined): string {
  const reference = referenceParam(value ?? "");
  if (reference instanceof type.errors) throw notFound("Booking");
  return reference;
}

/** One round trip: the booking (names in the operator's language), its history and its e-mails. */
export async function bookingDetail(db: D1Database, locale: Locale, reference: string): Promise<BookingDetail> {
  const ofBooking = "(SELECT id FROM bookings WHERE reference = ?1)";
  const [booking, events, mails] = await db.batch([
    bookingByReference(db, reference, locale),
    db
      .prepare(
        `SELECT action, actor_name, actor_email, confirmation_id, note, created_at, policy_fee_percent, fee_percent, fee_reason
         FROM booking_events
         WHERE booking_id = ${ofBooking} ORDER BY id`,
      )
      .bind(reference),
    db
      .prepare(
        `SELECT kind, to_address, status, attempts, created_at, sent_at, last_error FROM mail_outbox
         WHERE booking_id = ${ofBooking} ORDER BY id`,
      )
      .bind(reference),
  ]);
  const row = firstRow<BookingViewRow>(booking);
  if (!row) throw notFound("Booking");
  return {
    booking: bookingViewOf(row),
    events: rowsOf<EventRow>(events).map((event) => ({
      action: event.action,
      actorName: event.actor_name,
      actorEmail: event.actor_email,
      confirmationId: event.confirmation_id,
      note: event.note,
      createdAt: event.created_at,
      feeChange:
        event.policy_fee_percent !== null &&
        event.fee_percent !== null &&
        event.fee_percent !== event.policy_fee_percent
          ? { policyPercent: event.policy_fee_percent, percent: event.fee_percent, reason: event.fee_reason }
          : null,
    })),
    mails: rowsOf<MailRow>(mails).map((mail) => ({
      kind: mail.kind,
      to: mail.to_address,
      status: mail.status,
      attempts: mail.attempts,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
      lastError: mail.last_error,
    })),
  };
}

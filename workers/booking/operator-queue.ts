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
import { BOOKING_SOURCES, type BookingSource } from "#domain/inputs/operator-booking.ts";
import type { Locale } from "#domain/locale.ts";
import { balanceOf, PAYMENT_FILTERS, type PaymentFilter, type PaymentState } from "#domain/payments.ts";
import { notFound } from "#workers/http.ts";
import {
  type Keyset,
  type KeysetPage,
  keysetOf,
  keysetPage,
  keysetSql,
  listFilterOf,
  listSearchOf,
} from "#workers/paging.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { bookingSearchMatch, MAX_SEARCH_MATCHES, matchesSearch } from "./booking-search.ts";
import { type BookingViewRow, bookingByReference, bookingViewOf } from "./view.ts";

export const INBOX_PER_PAGE = 20;
/** A search's matches are counted up to this many ("more than 1,000"), so a count never reads them all. */
export const MAX_COUNTED = MAX_SEARCH_MATCHES - 1;

/** The inbox's filters from the URL. The operator's own typing: a bad value falls back to the default, never an error. */
export function readInboxQuery(url: URL): InboxQuery {
  return {
    status: listFilterOf(url, "status", BOOKING_STATUSES),
    source: listFilterOf(url, "source", BOOKING_SOURCES),
    payment: listFilterOf(url, "payment", PAYMENT_FILTERS),
    ...listSearchOf(url),
  };
}

export interface Inbox extends KeysetPage<InboxItem> {
  query: InboxQuery;
  /** How many bookings match; with a search, at most MAX_COUNTED (`atLeast` then says there may be more). */
  total: number;
  atLeast: boolean;
  /** How many bookings have each status, whatever the filters. */
  counts: Record<BookingStatus, number>;
  /**
   * How many bookings have each source, narrowed like the list by the status, payment and search
   * filters (not by the source filter itself, so each choice says what picking it would list).
   */
  sourceCounts: Record<BookingSource, number>;
  /** Whether the payment filter matched more than MAX_COUNTED, or a search more than SOURCE_COUNTED_IN_SEARCH: `sourceCounts` are then lower bounds. */
  sourceCountsAtLeast: boolean;
}

interface InboxRow {
  id: number;
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
  source: BookingSource;
  source_name: string;
  source_reference: string;
  channel_net_idr: number | null;
  payment_state: PaymentState;
  due_idr: number;
  paid_idr: number;
}

/**
 * The inbox's order, newest first: an index's columns (bookings_by_created, bookings_by_status,
 * bookings_by_source, bookings_by_payment_state).
 */
const INBOX_ORDER = ["b.created_at", "b.id"] as const;

/**
 * The filters of a page: the status (?2) and the search (?3, an FTS5 query) only when the page has
 * them, so SQLite picks the index that matches (the status's, or the search index) when it plans.
 */
type InboxShape = {
  status: BookingStatus | null;
  source?: BookingSource | null;
  payment?: PaymentFilter | null;
  searching: boolean;
};

function inboxWhere(query: InboxShape): string {
  // The payment state is one of PAYMENT_FILTERS, never the request's text: written as a literal, so
  // SQLite plans with bookings_by_payment_state as it does with the status's index.
  const filters = [
    query.status ? "b.status = ?2" : null,
    // ?5 is named either way: SQLite refuses more bound values than the statement's highest number.
    query.source ? "b.source = ?5" : "?5 IS NULL",
    query.payment && PAYMENT_FILTERS.includes(query.payment) ? `b.payment_state = '${query.payment}'` : null,
    query.searching ? matchesSearch("?3") : null,
  ];
  return filters.filter((filter) => filter !== null).join(" AND ") || "1";
}

const INBOX_COLUMNS = `b.id, b.reference, b.status, b.created_at, b.visit_date, b.first_name, b.last_name, b.email, b.currency,
      CASE b.currency WHEN 'IDR' THEN b.total_idr ELSE b.total_usd_cents END AS total_minor, b.confirmation_id, b.source, b.source_name,
      b.source_reference, (SELECT cb.net_idr FROM channel_bookings cb WHERE cb.booking_id = b.id) AS channel_net_idr,
      b.payment_state, b.due_idr, b.paid_idr,
      coalesce(b.start_time, (SELECT a.start_time FROM activities a WHERE a.id = b.activity_id)) AS start_time,
      coalesce((SELECT x.name FROM activity_translations x WHERE x.activity_id = b.activity_id
          ORDER BY x.locale = ?1 DESC, x.locale = 'id' DESC LIMIT 1),
        (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = b.transport_id)) AS item_name`;

/**
 * A search's order: the index's own, newest entered first (its rowid is the booking's id), so a
 * page reads its own matches and stops (decision 0081). Sorted by the request's time, a common name
 * read every one of its newest MAX_SEARCH_MATCHES matches to sort them.
 */
const SEARCH_ORDER = ["b.id"] as const;

/** A search with no other filter: the page is read from the index in its order, a page of matches and no more. */
const searchedOnly = (query: InboxShape) => query.searching && !query.status && !query.source && !query.payment;

/** The columns a page is ordered and its cursor keyed by. */
export const inboxOrder = (query: InboxShape): readonly string[] => (searchedOnly(query) ? SEARCH_ORDER : INBOX_ORDER);

/** The SQL of a page of the inbox (exported for the query-plan tests); ?1 locale, ?4 the rows to read, ?5 the source, ?6.. the cursor. */
export function inboxPageSql(query: InboxShape, keyset: Keyset): string {
  if (searchedOnly(query)) {
    const page = keysetSql(["booking_search.rowid"], "desc", keyset, CURSOR_FROM);
    return `SELECT ${INBOX_COLUMNS}
      FROM booking_search CROSS JOIN bookings b ON b.id = booking_search.rowid
      WHERE booking_search MATCH ?3 AND ?5 IS NULL AND ${page.where}
      ORDER BY ${page.orderBy} LIMIT ?4`;
  }
  const page = keysetSql(INBOX_ORDER, "desc", keyset, CURSOR_FROM);
  return `SELECT ${INBOX_COLUMNS}
    FROM bookings b WHERE ${inboxWhere(query)} AND ${page.where}
    ORDER BY ${page.orderBy} LIMIT ?4`;
}

/** How many bookings a search matches, up to MAX_COUNTED + 1 (exported for the query-plan tests). */
export function inboxSearchCountSql(query: Omit<InboxShape, "searching">): string {
  return inboxCountSql({ ...query, searching: true });
}

/**
 * How many bookings a search or a payment filter matches, up to MAX_COUNTED + 1, so a count never
 * reads more rows than that (exported for the query-plan tests). A search alone is counted in its
 * index, without reading the bookings. The status and the source alone are counted by triggers.
 */
export function inboxCountSql(query: InboxShape): string {
  if (searchedOnly(query)) {
    return `SELECT count(*) AS total FROM (SELECT rowid FROM booking_search WHERE booking_search MATCH ?3 AND ?5 IS NULL
      LIMIT ${MAX_COUNTED + 1})`;
  }
  return `SELECT count(*) AS total FROM (SELECT 1 FROM bookings b WHERE ${inboxWhere(query)} LIMIT ${MAX_COUNTED + 1})`;
}

/**
 * How many of a search's newest matches the counts per source read: past them, the counts are
 * lower bounds ("100+"). The list's own count still goes to MAX_COUNTED (decision 0081).
 */
export const SOURCE_COUNTED_IN_SEARCH = 100;

/**
 * How many bookings a payment filter or a search matches, per source and status, reading at most
 * `limit` bookings (exported for the query-plan tests). Without those filters the triggers' counts
 * answer.
 */
export function inboxSourceCountsSql(query: Omit<InboxShape, "source" | "status">, limit = MAX_COUNTED + 1): string {
  if (query.searching) {
    // The newest matches first, from the index: an IN list of them would read every one first.
    const where = inboxWhere({ ...query, status: null, source: null, searching: false });
    return `SELECT source, status, count(*) AS n FROM (SELECT b.source, b.status
      FROM booking_search CROSS JOIN bookings b ON b.id = booking_search.rowid
      WHERE booking_search MATCH ?3 AND ${where} ORDER BY booking_search.rowid DESC LIMIT ${limit})
      GROUP BY source, status`;
  }
  const where = inboxWhere({ ...query, status: null, source: null });
  return `SELECT source, status, count(*) AS n FROM (SELECT b.source, b.status FROM bookings b WHERE ${where}
    LIMIT ${limit}) GROUP BY source, status`;
}

/** How many bookings have each status: a row each, kept by triggers (migration 0042). */
const STATUS_COUNTS_SQL = "SELECT status, bookings AS n FROM booking_status_counts";
/** How many bookings have each source and status: a row each, kept by triggers (migration 0043). */
const SOURCE_COUNTS_SQL = "SELECT source, status, bookings AS n FROM booking_source_counts";
/** Where the cursor's values are bound from, after the filters' ?1 to ?5. */
const CURSOR_FROM = 6;

/**
 * One round trip: the page of bookings, the count of each status and, with a search, how many it
 * matches. A search too short for the index matches nothing.
 */
export async function listBookings(db: D1Database, locale: Locale, url: URL): Promise<Inbox> {
  const query = readInboxQuery(url);
  const match = query.search ? bookingSearchMatch(query.search) : null;
  const shape = { status: query.status, source: query.source, payment: query.payment, searching: match !== null };
  const order = inboxOrder(shape);
  const keyset = keysetOf(url, order.length);
  const params = [locale, query.status, match];
  const searchTooShort = query.search !== "" && match === null;
  const pageStatement = db
    .prepare(inboxPageSql(shape, keyset))
    .bind(
      ...params,
      searchTooShort ? 0 : INBOX_PER_PAGE + 1,
      query.source,
      ...keysetSql(order, "desc", keyset, CURSOR_FROM).params,
    );
  const narrowed = match !== null || Boolean(query.payment);
  const statements = [pageStatement, db.prepare(STATUS_COUNTS_SQL), db.prepare(SOURCE_COUNTS_SQL)];
  const sourcesCounted = match !== null ? SOURCE_COUNTED_IN_SEARCH : MAX_COUNTED;
  if (narrowed) {
    statements.push(db.prepare(inboxSourceCountsSql(shape, sourcesCounted + 1)).bind(locale, null, match, null, null));
    // Without a status, source or search the counts per source add up to the list's count.
    if (query.status || query.source || match !== null) {
      statements.push(db.prepare(inboxCountSql(shape)).bind(...params, null, query.source));
    }
  }
  const [page, counts, sourceRows, narrowedSourceRows, filteredCount] = await db.batch(statements);
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  const bySource = Object.fromEntries(BOOKING_SOURCES.map((source) => [source, 0])) as Record<BookingSource, number>;
  const bySourceAndStatus = rowsOf<{ source: BookingSource; status: BookingStatus; n: number }>(sourceRows);
  if (query.source) {
    // Under a source filter each status counts that source's bookings only.
    for (const row of bySourceAndStatus) if (row.source === query.source) byStatus[row.status] = row.n;
  } else for (const row of rowsOf<{ status: BookingStatus; n: number }>(counts)) byStatus[row.status] = row.n;
  // A payment filter or a search narrows each source's count as it narrows the list.
  const sourceCountRows = narrowedSourceRows
    ? rowsOf<{ source: BookingSource; status: BookingStatus; n: number }>(narrowedSourceRows)
    : bySourceAndStatus;
  for (const row of sourceCountRows) {
    if (!query.status || row.status === query.status) bySource[row.source] = (bySource[row.source] ?? 0) + row.n;
  }
  const counted = filteredCount
    ? (firstRow<{ total: number }>(filteredCount)?.total ?? 0)
    : narrowed
      ? sourceCountRows.reduce((sum, row) => sum + row.n, 0)
      : null;
  const unsearched = query.status ? byStatus[query.status] : Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  const total = searchTooShort ? 0 : counted === null ? unsearched : Math.min(counted, MAX_COUNTED);
  const rows = rowsOf<InboxRow>(page);
  return {
    query,
    ...keysetPage(url, keyset, rows.map(inboxItemOf), INBOX_PER_PAGE, (item) =>
      order === SEARCH_ORDER ? [item.id] : [item.createdAt, item.id],
    ),
    total,
    atLeast: counted !== null && counted > MAX_COUNTED,
    counts: byStatus,
    sourceCounts: bySource,
    sourceCountsAtLeast: narrowed && sourceCountRows.reduce((sum, row) => sum + row.n, 0) > sourcesCounted,
  };
}

function inboxItemOf(row: InboxRow): InboxItem & { id: number } {
  return {
    id: row.id,
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
    source: row.source,
    sourceName: row.source_name,
    sourceReference: row.source_reference,
    channelNetIdr: row.channel_net_idr,
    paymentState: row.payment_state,
    toCollectIdr: balanceOf({ dueIdr: row.due_idr, paidIdr: row.paid_idr }).toCollectIdr,
    shortNotice: isShortNoticeRequest({
      status: row.status,
      visitDate: row.visit_date,
      startTime: row.start_time,
      createdAt: row.created_at,
    }),
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
  const [booking, events, mails, channelBooking] = await db.batch([
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
    db.prepare(`SELECT net_idr FROM channel_bookings WHERE booking_id = ${ofBooking}`).bind(reference),
  ]);
  const row = firstRow<BookingViewRow>(booking);
  if (!row) throw notFound("Booking");
  return {
    booking: bookingViewOf(row),
    channelNetIdr: firstRow<{ net_idr: number }>(channelBooking)?.net_idr ?? null,
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

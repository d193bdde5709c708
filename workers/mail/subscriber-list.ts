/**
 * The operator's side of the newsletter (/admin/subscribers, issue 41 item 4; decision 0086): the
 * list newest first with its double opt-in state, searched by address and paged by a keyset, as CSV,
 * the months' counts, and the unsubscribe an operator makes on a subscriber's behalf. Only reached
 * after the role check (workers/accounts/operators.ts).
 */
import { msg } from "@lingui/core/macro";
import type { Locale } from "#domain/locale.ts";
import { addMonths } from "#domain/operator-day.ts";
import {
  SUBSCRIBER_MONTHS,
  SUBSCRIBER_STATES,
  type SubscriberEntry,
  type SubscriberMonth,
  type SubscriberState,
  type SubscriberTotals,
} from "#domain/subscribers.ts";
import type { Operator } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { csvText } from "#workers/booking/operator-day.ts";
import { notFound } from "#workers/http.ts";
import { translator } from "#workers/i18n.ts";
import {
  type Keyset,
  type KeysetPage,
  keysetOf,
  keysetPage,
  keysetSql,
  listFilterOf,
  listSearchOf,
} from "#workers/paging.ts";
import { rowsOf } from "#workers/sql.ts";
import { trigramMatch } from "#workers/trigram-search.ts";

export const SUBSCRIBERS_PER_PAGE = 50;

export interface SubscriberQuery {
  search: string;
  state: SubscriberState | null;
}

/** The list's filters from the URL (`?q=`, `?state=`). The operator's own typing: a bad value means none. */
export function readSubscriberQuery(url: URL): SubscriberQuery {
  return { ...listSearchOf(url), state: listFilterOf(url, "state", SUBSCRIBER_STATES) };
}

interface SubscriberRow {
  id: number;
  email: string;
  locale: Locale;
  created_at: string;
  confirmed_at: string | null;
}

function entryOf(row: SubscriberRow): SubscriberEntry {
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    state: row.confirmed_at === null ? "pending" : "confirmed",
    subscribedAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

/** The list's order, newest first: subscribers_by_created's column and the id (migration 0059). */
const SUBSCRIBER_ORDER = ["s.created_at", "s.id"] as const;

/**
 * A search's order: the index's own, the newest sign-up first (its rowid is the subscriber's id,
 * given in the order they came), so a page reads its own matches and stops, as the bookings search
 * does (decision 0081).
 */
const SEARCH_ORDER = ["subscriber_search.rowid"] as const;

/** The columns a page is ordered and its cursor keyed by. */
const orderOf = (query: SubscriberQuery) => (query.search ? SEARCH_ORDER : SUBSCRIBER_ORDER);

/** The cursor of an entry in the list's order. */
const keyOf = (query: SubscriberQuery) => (entry: SubscriberEntry) =>
  query.search ? [entry.id] : [entry.subscribedAt, entry.id];

/** ?1 the search's FTS5 query (migration 0076). The state is written as its partial index's condition. */
function listWhere(query: SubscriberQuery): string {
  const filters = [
    query.state === "pending" ? "s.confirmed_at IS NULL" : null,
    query.state === "confirmed" ? "s.confirmed_at IS NOT NULL" : null,
    query.search ? "subscriber_search MATCH ?1" : null,
  ];
  return filters.filter((filter) => filter !== null).join(" AND ") || "1";
}

/** What the list reads from: a search drives from its index, in the index's order. */
const fromOf = (query: SubscriberQuery) =>
  query.search ? "subscriber_search CROSS JOIN subscribers s ON s.id = subscriber_search.rowid" : "subscribers s";

const COLUMNS = "s.id, s.email, s.locale, s.created_at, s.confirmed_at";

/** The SQL of a page (exported for the query-plan tests): ?2 the rows to read, ?3.. the cursor. */
export function subscribersPageSql(query: SubscriberQuery, keyset: Keyset): string {
  const page = keysetSql(orderOf(query), "desc", keyset, 3);
  return `SELECT ${COLUMNS} FROM ${fromOf(query)} WHERE ${listWhere(query)} AND ${page.where}
    ORDER BY ${page.orderBy} LIMIT ?2`;
}

/** The search's FTS5 query for ?1, or null for no search; `tooShort` when nothing can match (trigramMatch). */
function searchOf(query: SubscriberQuery): { match: string | null; tooShort: boolean } {
  const match = query.search ? trigramMatch(query.search) : null;
  return { match, tooShort: query.search !== "" && match === null };
}

export interface SubscriberList extends KeysetPage<SubscriberEntry> {
  query: SubscriberQuery;
}

/** Every address the filters match, newest first, as CSV in the operator's language, through the manifest's formula guard. */
export async function subscribersCsv(db: D1Database, locale: Locale, url: URL): Promise<string> {
  const query = readSubscriberQuery(url);
  const search = searchOf(query);
  const results = search.tooShort
    ? []
    : (
        await db
          .prepare(
            `SELECT ${COLUMNS} FROM ${fromOf(query)} WHERE ${listWhere(query)} ORDER BY s.created_at DESC, s.id DESC`,
          )
          // Only what the SQL names: D1 refuses more bindings than a statement's parameters.
          .bind(...(search.match ? [search.match] : []))
          .all<SubscriberRow>()
      ).results;
  const i18n = translator(locale);
  const states: Record<SubscriberState, string> = {
    pending: i18n._(msg({ context: "subscribers", message: "Pending" })),
    confirmed: i18n._(msg({ context: "subscribers", message: "Confirmed" })),
  };
  const header = [
    i18n._(msg({ context: "subscribers", message: "E-mail" })),
    i18n._(msg({ context: "subscribers", message: "Language" })),
    i18n._(msg({ context: "subscribers", message: "State" })),
    i18n._(msg({ context: "subscribers", message: "Subscribed at (UTC)" })),
    i18n._(msg({ context: "subscribers", message: "Confirmed at (UTC)" })),
  ];
  const rows = results
    .map(entryOf)
    .map((entry) => [entry.email, entry.locale, states[entry.state], entry.subscribedAt, entry.confirmedAt ?? ""]);
  return csvText([header, ...rows]);
}

/**
 * ?1 the first Bali month counted (YYYY-MM; exported for the query-plan tests): the months' counts
 * kept by migration 0076's triggers as the list changes, one row a month.
 */
export const MONTHS_SQL = "SELECT month, confirmed, pending, unsubscribed FROM subscriber_months WHERE month >= ?1";

/** The list as it stands, kept by the same triggers: one row. */
export const TOTALS_SQL = "SELECT total, pending FROM subscriber_totals WHERE id = 1";

export interface SubscriberCounts {
  months: SubscriberMonth[];
  totals: SubscriberTotals;
}

/**
 * The page: one page of the list, newest first, and the last SUBSCRIBER_MONTHS Bali months up to
 * `thisMonth` (newest first, a month with nothing as zeros) with the list's totals, in one round
 * trip. No count of the filtered list: the pager needs only whether more follow (decision 0058).
 */
export async function subscriberPage(
  db: D1Database,
  url: URL,
  thisMonth: string,
): Promise<{ list: SubscriberList; counts: SubscriberCounts }> {
  const query = readSubscriberQuery(url);
  const keyset = keysetOf(url, orderOf(query).length);
  const search = searchOf(query);
  const [months, totals, page] = await db.batch([
    db.prepare(MONTHS_SQL).bind(addMonths(thisMonth, 1 - SUBSCRIBER_MONTHS)),
    db.prepare(TOTALS_SQL),
    ...(search.tooShort
      ? []
      : [
          db
            .prepare(subscribersPageSql(query, keyset))
            .bind(search.match, SUBSCRIBERS_PER_PAGE + 1, ...keysetSql(orderOf(query), "desc", keyset, 3).params),
        ]),
  ]);
  const entries = page ? rowsOf<SubscriberRow>(page).map(entryOf) : [];
  return {
    list: { query, ...keysetPage(url, keyset, entries, SUBSCRIBERS_PER_PAGE, keyOf(query)) },
    counts: countsOf(thisMonth, rowsOf<SubscriberMonth>(months), rowsOf<{ total: number; pending: number }>(totals)),
  };
}

function countsOf(
  thisMonth: string,
  months: SubscriberMonth[],
  totals: { total: number; pending: number }[],
): SubscriberCounts {
  const counted = new Map(months.map((row) => [row.month, row]));
  const [total = { total: 0, pending: 0 }] = totals;
  return {
    months: Array.from({ length: SUBSCRIBER_MONTHS }, (_, index) => {
      const month = addMonths(thisMonth, -index);
      const row = counted.get(month);
      return {
        month,
        confirmed: row?.confirmed ?? 0,
        pending: row?.pending ?? 0,
        unsubscribed: row?.unsubscribed ?? 0,
      };
    }),
    totals: { confirmed: total.total - total.pending, pending: total.pending },
  };
}

/**
 * The statement that keeps the dates of the subscriber `subscriberIdSql` names (its parameters from
 * ?1) as a departure, before its row goes: the months' counts keep it, its address goes.
 */
export function departureStatement(
  db: D1Database,
  subscriberIdSql: string,
  params: unknown[],
  byOperator: boolean,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO subscriber_departures (subscribed_at, confirmed_at, by_operator)
       SELECT created_at, confirmed_at, ${byOperator ? 1 : 0} FROM subscribers WHERE id = (${subscriberIdSql})`,
    )
    .bind(...params);
}

/**
 * Takes subscriber `id` off the list on its owner's behalf, as `operator`, in one batch with its
 * audit row and its departure: the address and its links (confirm, unsubscribe) are deleted, so no
 * newsletter mail can reach it and a link in a mail already sent leads nowhere. 404 for an id not on
 * the list (already gone, or never there).
 */
export async function unsubscribeOnBehalf(db: D1Database, operator: Operator, id: number): Promise<void> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM subscribers s WHERE s.id = ?1`).bind(id).first<SubscriberRow>();
  if (!row) throw notFound("Page");
  const entry = entryOf(row);
  const [, , gone] = await db.batch([
    departureStatement(db, "?1", [id], true),
    auditStatement(db, {
      actor: operator,
      action: "unsubscribe",
      entity: "subscribers",
      entityId: id,
      before: { email: entry.email, state: entry.state },
      after: null,
    }),
    // Its tokens go with it (ON DELETE CASCADE).
    db.prepare("DELETE FROM subscribers WHERE id = ?1 RETURNING id").bind(id),
  ]);
  if (rowsOf(gone).length === 0) throw notFound("Page");
}

/**
 * The operator's list of trips: newest first, filtered by status (an expired quote is one whose
 * last day has passed) and searched by reference, name or e-mail, a keyset page at a time.
 */
import type { Currency } from "#domain/format.ts";
import { TRIP_STATUSES, type TripList, type TripListQuery, type TripStatus } from "#domain/trip-quote.ts";
import { type Keyset, keysetOf, keysetPage, keysetSql, listFilterOf, listSearchOf } from "#workers/paging.ts";

export const TRIPS_PER_PAGE = 20;

/** The filters from the URL; a bad value falls back to the default, never an error. */
export function readTripListQuery(url: URL): TripListQuery {
  return { status: listFilterOf(url, "status", TRIP_STATUSES), ...listSearchOf(url) };
}

/** The status as shown: a quote past its last day (`?1` is today in Bali) reads "expired". */
const SHOWN_STATUS = "CASE WHEN t.status = 'quoted' AND t.valid_until < ?1 THEN 'expired' ELSE t.status END";

/**
 * ?2 the status, ?3 the search, ?4 the same for references (upper case, without dashes or spaces):
 * each only when the list has it, so SQLite plans with the index that matches (trips_by_status).
 */
function listWhere(query: { status: TripStatus | null; search: unknown }): string {
  const status =
    query.status === null
      ? null
      : query.status === "quoted" || query.status === "expired"
        ? `t.status IN ('quoted', 'expired') AND ${SHOWN_STATUS} = ?2`
        : "t.status = ?2";
  const search = query.search
    ? `(instr(replace(t.reference, '-', ''), ?4) > 0 OR instr(lower(t.email), lower(?3)) > 0
      OR instr(lower(t.first_name || ' ' || t.last_name), lower(?3)) > 0)`
    : null;
  return [status, search].filter((filter) => filter !== null).join(" AND ") || "1";
}

const TRIP_ORDER = ["t.created_at", "t.id"] as const;

/** The SQL of a page of trips (exported for the query-plan tests); ?5 the rows to read, ?6.. the cursor. */
export function tripsPageSql(query: { status: TripStatus | null; search: unknown }, keyset: Keyset): string {
  const page = keysetSql(TRIP_ORDER, "desc", keyset, 6);
  return `SELECT t.id, t.reference, ${SHOWN_STATUS} AS status, t.created_at, t.arrival, t.departure, t.first_name,
      t.last_name, t.email, t.currency,
      (SELECT coalesce(sum(CASE t.currency WHEN 'IDR' THEN l.price_idr ELSE l.price_usd_cents END), 0)
         FROM trip_quote_lines l WHERE l.trip_id = t.id) AS total_minor
    FROM trips t WHERE ${listWhere(query)} AND ${page.where}
    ORDER BY ${page.orderBy} LIMIT ?5`;
}

interface ListRow {
  id: number;
  reference: string;
  status: TripStatus;
  created_at: string;
  arrival: string;
  departure: string;
  first_name: string;
  last_name: string;
  email: string;
  currency: Currency;
  total_minor: number;
}

/** One round trip: a page of trips, newest first. */
export async function listTrips(db: D1Database, url: URL, today: string): Promise<TripList> {
  const query = readTripListQuery(url);
  const keyset = keysetOf(url, TRIP_ORDER.length);
  const search = query.search || null;
  const { results } = await db
    .prepare(tripsPageSql(query, keyset))
    .bind(
      today,
      query.status,
      search,
      search?.replace(/[\s-]+/g, "").toUpperCase() ?? null,
      TRIPS_PER_PAGE + 1,
      ...keysetSql(TRIP_ORDER, "desc", keyset, 6).params,
    )
    .all<ListRow>();
  const page = keysetPage(url, keyset, results, TRIPS_PER_PAGE, (row) => [row.created_at, row.id]);
  return {
    query,
    items: page.items.map((row) => ({
      reference: row.reference,
      status: row.status,
      createdAt: row.created_at,
      arrival: row.arrival,
      departure: row.departure,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      currency: row.currency,
      totalMinor: row.total_minor,
    })),
    previous: page.previous,
    next: page.next,
  };
}

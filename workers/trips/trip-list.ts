/**
 * The operator's list of trips: newest first, filtered by status (an expired quote is one whose
 * last day has passed) and searched by reference, name or e-mail, paged. One round trip.
 */
import type { Currency } from "#domain/format.ts";
import { TRIP_STATUSES, type TripList, type TripListQuery, type TripStatus } from "#domain/trip-quote.ts";
import { listFilterOf, listSearchOf } from "#workers/paging.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";

export const TRIPS_PER_PAGE = 20;

/** The filters from the URL; a bad value falls back to the default, never an error. */
export function readTripListQuery(url: URL): TripListQuery {
  return { status: listFilterOf(url, "status", TRIP_STATUSES), ...listSearchOf(url) };
}

/** The status as shown: a quote past its last day (`?1` is today in Bali) reads "expired". */
const SHOWN_STATUS = "CASE WHEN t.status = 'quoted' AND t.valid_until < ?1 THEN 'expired' ELSE t.status END";

// ?2 the status or NULL; ?3 the search or NULL; ?4 the same for references, upper case, without dashes or spaces.
const LIST_WHERE = `(?2 IS NULL OR ${SHOWN_STATUS} = ?2) AND (?3 IS NULL
  OR instr(replace(t.reference, '-', ''), ?4) > 0
  OR instr(lower(t.email), lower(?3)) > 0
  OR instr(lower(t.first_name || ' ' || t.last_name), lower(?3)) > 0)`;

interface ListRow {
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

export async function listTrips(db: D1Database, query: TripListQuery, today: string): Promise<TripList> {
  const search = query.search || null;
  const filters = [today, query.status, search, search?.replace(/[\s-]+/g, "").toUpperCase() ?? null];
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT t.reference, ${SHOWN_STATUS} AS status, t.created_at, t.arrival, t.departure, t.first_name, t.last_name,
           t.email, t.currency,
           (SELECT coalesce(sum(CASE t.currency WHEN 'IDR' THEN l.price_idr ELSE l.price_usd_cents END), 0)
              FROM trip_quote_lines l WHERE l.trip_id = t.id) AS total_minor
         FROM trips t WHERE ${LIST_WHERE}
         ORDER BY t.created_at DESC, t.id DESC LIMIT ?5 OFFSET ?6`,
      )
      .bind(...filters, TRIPS_PER_PAGE, (query.page - 1) * TRIPS_PER_PAGE),
    db.prepare(`SELECT count(*) AS total FROM trips t WHERE ${LIST_WHERE}`).bind(...filters),
  ]);
  const total = firstRow<{ total: number }>(count)?.total ?? 0;
  return {
    query,
    items: rowsOf<ListRow>(page).map((row) => ({
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
    total,
    pages: Math.max(1, Math.ceil(total / TRIPS_PER_PAGE)),
  };
}

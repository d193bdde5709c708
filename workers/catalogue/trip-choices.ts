import type { PriceType } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import { MAX_ITEMS_PER_DAY, MAX_TRIP_DAYS } from "#domain/trip.ts";
import type { TripActivityChoice, TripChoices, TripPackageChoice, TripRegency } from "#domain/trip-catalogue.ts";
import { islandOf } from "#domain/trip-rules.ts";
import { dollars, rowsOf, translationJoin } from "#workers/sql.ts";
import { PUBLISHED } from "./activities.ts";
import { DESTINATION_PUBLISHED } from "./destinations.ts";
import { ftsQuery } from "./full-text-search.ts";
import { TRANSPORT_PUBLISHED } from "./transports.ts";

interface ActivityRow {
  id: number;
  slug: string;
  type_slug: string;
  name: string;
  location: string;
  regency_id: number | null;
  duration_hours: number;
  price_type: PriceType;
  start_time: string;
  start_times: string | null;
}

interface ProductRow {
  activity_id: number;
  package_id: number;
  package_name: string;
  product_id: number | null;
  price_idr: number | null;
  price_usd_cents: number | null;
  minimal: number | null;
}

interface DestinationRow {
  id: number;
  slug: string;
  regency_slug: string;
  regency_id: number;
  regency_name: string;
  name: string;
  location: string;
}

interface VehicleRow {
  id: number;
  manufacture: string;
  vehicle_name: string;
  duration_hours: number;
  price_idr: number;
  price_usd_cents: number;
}

/**
 * Which activities a read of choices names, always a bounded set: the ids a plan or a link names,
 * the most reviewed (what the picker offers before the tourist types), or the best matches of
 * what the tourist typed. Never the whole catalogue: a large operator's runs to thousands.
 */
export type ActivityPick = { ids: readonly number[] } | { popular: true } | { matching: string };

/** How many activities the picker offers at once. */
export const PICKER_SIZE = 12;

/** The most activities a read by ids names: every item of the longest plan. */
export const MAX_PICKED_IDS = MAX_TRIP_DAYS * MAX_ITEMS_PER_DAY;

/** The SQL of the picked ids (`?2` its parameter), and that parameter. */
function pickedIds(pick: ActivityPick): { sql: string; parameter: string } | null {
  if ("ids" in pick) {
    return { sql: "SELECT value FROM json_each(?2)", parameter: JSON.stringify(pick.ids.slice(0, MAX_PICKED_IDS)) };
  }
  if ("popular" in pick) {
    return {
      sql: `SELECT id FROM activities WHERE status = 'published' AND ?2 IS NOT NULL
        ORDER BY comments_count DESC, rating DESC, id LIMIT ${PICKER_SIZE}`,
      parameter: "",
    };
  }
  const match = ftsQuery(pick.matching);
  if (!match) return null;
  return {
    sql: `SELECT rowid FROM activity_search WHERE activity_search MATCH ?2 ORDER BY rank LIMIT ${PICKER_SIZE}`,
    parameter: match,
  };
}

/** The SQL of the picked activities and of their packages' products (`?1` the locale, `?2` the pick's parameter). */
export function activityChoiceSql(
  pick: ActivityPick,
): { activities: string; products: string; parameter: string } | null {
  const picked = pickedIds(pick);
  if (!picked) return null;
  return {
    activities: `SELECT a.id, a.slug, ty.slug AS type_slug, t.name, t.location, a.regency_id, a.duration_hours, a.price_type,
        a.start_time, r.start_times
      FROM activities a ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
      JOIN activity_types ty ON ty.id = a.type_id
      LEFT JOIN availability_rules r ON r.activity_id = a.id
      WHERE a.id IN (${picked.sql}) AND ${PUBLISHED} ORDER BY t.name, a.id`,
    products: `SELECT p.activity_id, p.id AS package_id, t.name AS package_name, pr.id AS product_id, pr.price_idr,
        pr.price_usd_cents, pr.minimal
      FROM packages p JOIN activities a ON a.id = p.activity_id
      ${translationJoin("package_translations", "package_id", "p.id", "t")}
      LEFT JOIN products pr ON pr.package_id = p.id
      WHERE p.activity_id IN (${picked.sql}) AND ${PUBLISHED} ORDER BY p.activity_id, p.position, p.id, pr.position, pr.id`,
    parameter: picked.parameter,
  };
}

/** The reads of the picked activities and of their packages' products, for one batch; none when nothing is picked. */
export function activityChoiceStatements(db: D1Database, locale: Locale, pick: ActivityPick): D1PreparedStatement[] {
  const sql = activityChoiceSql(pick);
  if (!sql) return [];
  return [db.prepare(sql.activities).bind(locale, sql.parameter), db.prepare(sql.products).bind(locale, sql.parameter)];
}

/** The activities of `activityChoiceStatements`' results. */
export function activityChoicesFrom([activities, products]: (D1Result | undefined)[]): TripActivityChoice[] {
  const packages = packagesByActivity(rowsOf<ProductRow>(products));
  return rowsOf<ActivityRow>(activities).map((row) => activityOf(row, packages.get(row.id) ?? []));
}

/** The picked activities, in one round trip. */
export async function getActivityChoices(
  db: D1Database,
  locale: Locale,
  pick: ActivityPick,
): Promise<TripActivityChoice[]> {
  const statements = activityChoiceStatements(db, locale, pick);
  return statements.length === 0 ? [] : activityChoicesFrom(await db.batch(statements));
}

/** The builder's other choices: few whatever the catalogue's size (destinations, regencies, vehicles). */
function placeStatements(db: D1Database, locale: Locale): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT d.id, d.slug, rg.slug AS regency_slug, d.regency_id, rt.name AS regency_name, t.name, t.location
         FROM destinations d ${translationJoin("destination_translations", "destination_id", "d.id", "t")}
         JOIN regencies rg ON rg.id = d.regency_id
         ${translationJoin("regency_translations", "regency_id", "d.regency_id", "rt")}
         WHERE ${DESTINATION_PUBLISHED} ORDER BY t.name, d.id`,
      )
      .bind(locale),
    db
      .prepare(
        `SELECT g.id, t.name FROM regencies g ${translationJoin("regency_translations", "regency_id", "g.id", "t")}
         ORDER BY g.position, g.id`,
      )
      .bind(locale),
    db.prepare(
      `SELECT v.id, v.manufacture, v.vehicle_name, v.duration_hours, v.price_idr, v.price_usd_cents
       FROM transports v WHERE ${TRANSPORT_PUBLISHED} ORDER BY v.position, v.id`,
    ),
  ];
}

function packagesByActivity(rows: readonly ProductRow[]): Map<number, TripPackageChoice[]> {
  const byActivity = new Map<number, TripPackageChoice[]>();
  for (const row of rows) {
    const packages = byActivity.get(row.activity_id) ?? [];
    byActivity.set(row.activity_id, packages);
    let pack = packages.find((candidate) => candidate.id === row.package_id);
    if (!pack) {
      pack = { id: row.package_id, name: row.package_name, products: [] };
      packages.push(pack);
    }
    if (row.product_id !== null && row.price_idr !== null && row.price_usd_cents !== null) {
      pack.products.push({
        id: row.product_id,
        price_idr: row.price_idr,
        price_usd: dollars(row.price_usd_cents),
        minimal: row.minimal ?? 0,
      });
    }
  }
  return byActivity;
}

/** SQLite's order of the names (binary), as the picker lists them. */
const byName = (one: TripActivityChoice, other: TripActivityChoice) =>
  one.name === other.name ? one.id - other.id : one.name < other.name ? -1 : 1;

function activityOf(row: ActivityRow, packages: TripPackageChoice[]): TripActivityChoice {
  const ruleTimes = row.start_times ? (JSON.parse(row.start_times) as string[]) : [];
  return {
    id: row.id,
    name: row.name,
    path: `/activity/${row.type_slug}/${row.slug}`,
    regencyId: row.regency_id,
    durationHours: row.duration_hours,
    island: islandOf(row.slug, row.location),
    priceType: row.price_type,
    startTimes: ruleTimes.length > 0 ? ruleTimes : [row.start_time.slice(0, 5)],
    packages,
  };
}

/**
 * What the trip builder offers, in the page's language, in one round trip: the activities the
 * plan names (`planned`, its link's and its "Add to my trip" item's) and the most reviewed ones
 * for the picker, with their packages' prices and start times; every destination, regency and
 * vehicle. Other activities come from the picker's search (GET /api/trip/activities).
 */
export async function getTripChoices(
  db: D1Database,
  locale: Locale,
  planned: readonly number[] = [],
): Promise<TripChoices> {
  const planReads = planned.length === 0 ? [] : activityChoiceStatements(db, locale, { ids: planned });
  const popularReads = activityChoiceStatements(db, locale, { popular: true });
  const [destinations, regencies, vehicles, ...activityResults] = await db.batch([
    ...placeStatements(db, locale),
    ...popularReads,
    ...planReads,
  ]);
  const popular = activityChoicesFrom(activityResults.slice(0, 2));
  const plannedOnly = activityChoicesFrom(activityResults.slice(2, 4)).filter(
    (choice) => !popular.some((shown) => shown.id === choice.id),
  );
  return {
    regencies: rowsOf<TripRegency>(regencies),
    activities: [...popular, ...plannedOnly].sort(byName),
    destinations: rowsOf<DestinationRow>(destinations).map((row) => ({
      id: row.id,
      name: row.name,
      path: `/destination/${row.regency_slug}/${row.slug}`,
      regencyId: row.regency_id,
      regencyName: row.regency_name,
      island: islandOf(row.slug, row.location),
    })),
    vehicles: rowsOf<VehicleRow>(vehicles).map((row) => ({
      id: row.id,
      name: `${row.manufacture} ${row.vehicle_name}`,
      path: `/transport/${row.id}`,
      durationHours: row.duration_hours,
      price_idr: row.price_idr,
      price_usd: dollars(row.price_usd_cents),
    })),
  };
}

import type { PriceType } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import type { TripActivityChoice, TripChoices, TripPackageChoice, TripRegency } from "#domain/trip-catalogue.ts";
import { islandOf } from "#domain/trip-rules.ts";
import { dollars, rowsOf, translationJoin } from "#workers/sql.ts";
import { PUBLISHED } from "./activities.ts";
import { DESTINATION_PUBLISHED } from "./destinations.ts";
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

function statements(db: D1Database, locale: Locale): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT a.id, a.slug, ty.slug AS type_slug, t.name, t.location, a.regency_id, a.duration_hours, a.price_type,
           a.start_time, r.start_times
         FROM activities a ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
         JOIN activity_types ty ON ty.id = a.type_id
         LEFT JOIN availability_rules r ON r.activity_id = a.id
         WHERE ${PUBLISHED} ORDER BY t.name, a.id`,
      )
      .bind(locale),
    db
      .prepare(
        `SELECT p.activity_id, p.id AS package_id, t.name AS package_name, pr.id AS product_id, pr.price_idr, pr.price_usd_cents, pr.minimal
         FROM packages p JOIN activities a ON a.id = p.activity_id
         ${translationJoin("package_translations", "package_id", "p.id", "t")}
         LEFT JOIN products pr ON pr.package_id = p.id
         WHERE ${PUBLISHED} ORDER BY p.activity_id, p.position, p.id, pr.position, pr.id`,
      )
      .bind(locale),
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
 * Everything the trip builder offers, in the page's language, in one round trip: published
 * activities with their packages' prices and start times, destinations and vehicles.
 */
export async function getTripChoices(db: D1Database, locale: Locale): Promise<TripChoices> {
  const [activities, products, destinations, regencies, vehicles] = await db.batch(statements(db, locale));
  const packages = packagesByActivity(rowsOf<ProductRow>(products));
  return {
    regencies: rowsOf<TripRegency>(regencies),
    activities: rowsOf<ActivityRow>(activities).map((row) => activityOf(row, packages.get(row.id) ?? [])),
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

/**
 * Prices a trip plan with the booking's own rules (issue 19): each activity as a booking of its
 * package for the plan's party (domain/trip-pricing.ts, then priceOrder), each car with driver and
 * each transfer as a booking of the vehicle, destinations free. Unknown, unpublished or archived
 * items are refused with the day and the item named. Pure but for the read statements.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PriceType } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import type { TripItem, TripPlan } from "#domain/trip.ts";
import { partyQuantities } from "#domain/trip-pricing.ts";
import {
  type CatalogueProduct,
  catalogueProductOf,
  PRODUCTS_ORDER,
  PRODUCTS_SELECT,
  type PricedOrder,
  priceOrder,
  vehicleProductOf,
} from "#workers/booking/order.ts";
import type { ProductRow } from "#workers/catalogue/activities.ts";
import { HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { visitDay } from "#workers/mail/format.ts";
import { rowsOf, translationJoin } from "#workers/sql.ts";

interface PackageRow {
  package_id: number;
  activity_id: number;
  price_type: PriceType;
  activity_name: string;
  package_name: string;
}

interface VehicleRow {
  id: number;
  name: string;
  price_idr: number;
  price_usd_cents: number;
}

interface DestinationRow {
  id: number;
  name: string;
}

/** What the plan's items are in the catalogue: only published ones are read. */
export interface TripCatalogue {
  packages: Map<number, PackageRow & { products: CatalogueProduct[] }>;
  vehicles: Map<number, VehicleRow>;
  destinations: Map<number, DestinationRow>;
}

/** The ids a body's plan names, read leniently before the body is checked so that one round trip reads them. */
export function askedIds(input: unknown): { packages: number[]; vehicles: number[]; destinations: number[] } {
  const days = (input as { plan?: { days?: unknown } } | null)?.plan?.days;
  const items = Array.isArray(days)
    ? days.flatMap((day: { items?: unknown }) => (Array.isArray(day?.items) ? day.items : []))
    : [];
  const idsOf = (key: string) => [
    ...new Set(items.map((item) => (item as Record<string, unknown>)?.[key]).filter(Number.isSafeInteger)),
  ];
  return {
    packages: idsOf("packageId") as number[],
    vehicles: idsOf("transportId") as number[],
    destinations: idsOf("destinationId") as number[],
  };
}

const IDS = "(SELECT value FROM json_each(?2))";

/** Four statements for one batch; `?1` is the language, `?2` the ids. */
export function tripCatalogueStatements(db: D1Database, locale: Locale, input: unknown): D1PreparedStatement[] {
  const ids = askedIds(input);
  return [
    db
      .prepare(
        `SELECT p.id AS package_id, a.id AS activity_id, a.price_type, t.name AS activity_name, pt.name AS package_name
         FROM packages p JOIN activities a ON a.id = p.activity_id
         ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
         ${translationJoin("package_translations", "package_id", "p.id", "pt")}
         WHERE p.id IN ${IDS} AND a.status = 'published'`,
      )
      .bind(locale, JSON.stringify(ids.packages)),
    db.prepare(`${PRODUCTS_SELECT} WHERE p.id IN ${IDS} ${PRODUCTS_ORDER}`).bind(locale, JSON.stringify(ids.packages)),
    db
      .prepare(
        `SELECT v.id, v.manufacture || ' ' || v.vehicle_name AS name, v.price_idr, v.price_usd_cents
         FROM transports v WHERE v.id IN (SELECT value FROM json_each(?1)) AND v.status = 'published'`,
      )
      .bind(JSON.stringify(ids.vehicles)),
    db
      .prepare(
        `SELECT d.id, t.name FROM destinations d
         ${translationJoin("destination_translations", "destination_id", "d.id", "t")}
         WHERE d.id IN ${IDS} AND d.status = 'published'`,
      )
      .bind(locale, JSON.stringify(ids.destinations)),
  ];
}

export function tripCatalogueOf([packages, products, vehicles, destinations]: D1Result[]): TripCatalogue {
  const productRows = rowsOf<ProductRow>(products);
  return {
    packages: new Map(
      rowsOf<PackageRow>(packages).map((row) => [
        row.package_id,
        {
          ...row,
          products: productRows.filter((product) => product.package_id === row.package_id).map(catalogueProductOf),
        },
      ]),
    ),
    vehicles: new Map(rowsOf<VehicleRow>(vehicles).map((row) => [row.id, row])),
    destinations: new Map(rowsOf<DestinationRow>(destinations).map((row) => [row.id, row])),
  };
}

/** One priced item of a day, as the quote's line is stored. */
export interface QuoteLine {
  dayDate: string;
  position: number;
  item: TripItem;
  description: string;
  priceIdr: number;
  priceUsdCents: number;
  startTime: string | null;
}

export interface PricedDay {
  date: string;
  lines: QuoteLine[];
  totalIdr: number;
  totalUsdCents: number;
}

export interface PricedTrip {
  days: PricedDay[];
  totalIdr: number;
  totalUsdCents: number;
}

const DESCRIPTIONS = {
  driver: (vehicle: string, hours: string) => msg`Car with driver: ${vehicle}, ${hours} hours`,
  arrival: (vehicle: string) => msg`Airport transfer on arrival: ${vehicle}`,
  departure: (vehicle: string) => msg`Airport transfer on departure: ${vehicle}`,
} satisfies Record<string, (...args: string[]) => MessageDescriptor>;

interface Where {
  locale: Locale;
  date: string;
  dayNumber: number;
  itemNumber: number;
  path: string;
}

function notOffered(where: Where): HttpError {
  const { dayNumber, itemNumber } = where;
  const day = visitDay(where.locale, where.date);
  const message = translate(
    where.locale,
    msg`Day ${dayNumber} (${day}), item ${itemNumber}: this is no longer offered. Please remove it from your trip.`,
  );
  return new HttpError(422, message, { plan: [message], [where.path]: [message] });
}

/** The booking's own refusal (a party below a package's minimum), said of the day's item. */
function refusedItem(where: Where, name: string, problem: string): HttpError {
  const { dayNumber, itemNumber } = where;
  const day = visitDay(where.locale, where.date);
  const message = translate(where.locale, msg`Day ${dayNumber} (${day}), item ${itemNumber} (${name}): ${problem}`);
  return new HttpError(422, message, { plan: [message], [where.path]: [message] });
}

function pricedAsBooking(
  where: Where,
  name: string,
  order: { id: number; ordered: number }[],
  products: CatalogueProduct[],
): PricedOrder {
  try {
    return priceOrder(order, products, where.locale);
  } catch (error) {
    if (error instanceof HttpError) throw refusedItem(where, name, error.message);
    throw error;
  }
}

type ItemPrice = Pick<QuoteLine, "description" | "priceIdr" | "priceUsdCents" | "startTime">;

function priceItem(item: TripItem, plan: TripPlan, catalogue: TripCatalogue, where: Where): ItemPrice {
  const free = { priceIdr: 0, priceUsdCents: 0, startTime: null };
  if (item.kind === "destination") {
    const destination = catalogue.destinations.get(item.destinationId);
    if (!destination) throw notOffered(where);
    return { description: destination.name, ...free };
  }
  if (item.kind === "activity") {
    const found = catalogue.packages.get(item.packageId);
    if (!found || found.activity_id !== item.activityId) throw notOffered(where);
    const description = `${found.activity_name}: ${found.package_name}`;
    const quantities = partyQuantities(found.products, found.price_type, plan);
    const order = found.products.map((product) => ({ id: product.id, ordered: quantities[product.id] ?? 0 }));
    const priced = pricedAsBooking(where, description, order, found.products);
    return { description, priceIdr: priced.totalIdr, priceUsdCents: priced.totalUsdCents, startTime: item.startTime };
  }
  const vehicle = catalogue.vehicles.get(item.transportId);
  if (!vehicle) throw notOffered(where);
  const words =
    item.kind === "driver"
      ? DESCRIPTIONS.driver(vehicle.name, String(item.hours).replace(".", where.locale === "id" ? "," : "."))
      : DESCRIPTIONS[item.direction](vehicle.name);
  const description = translate(where.locale, words);
  const priced = pricedAsBooking(where, description, [{ id: vehicle.id, ordered: 1 }], [vehicleProductOf(vehicle)]);
  return { description, priceIdr: priced.totalIdr, priceUsdCents: priced.totalUsdCents, startTime: null };
}

/** 1 on the arrival day. */
function dayOfStay(arrival: string, date: string): number {
  return (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000 + 1;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The plan's days in date order, each item priced, with the day's and the trip's totals in both currencies. */
export function priceTrip(plan: TripPlan, catalogue: TripCatalogue, locale: Locale): PricedTrip {
  const days = [...plan.days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day): PricedDay => {
      const lines = day.items.map((item, itemIndex): QuoteLine => {
        const planIndex = plan.days.indexOf(day);
        const where = {
          locale,
          date: day.date,
          dayNumber: dayOfStay(plan.arrival, day.date),
          itemNumber: itemIndex + 1,
          path: `plan.days.${planIndex}.items.${itemIndex}`,
        };
        return { dayDate: day.date, position: itemIndex, item, ...priceItem(item, plan, catalogue, where) };
      });
      return {
        date: day.date,
        lines,
        totalIdr: sum(lines.map((line) => line.priceIdr)),
        totalUsdCents: sum(lines.map((line) => line.priceUsdCents)),
      };
    });
  return {
    days,
    totalIdr: sum(days.map((day) => day.totalIdr)),
    totalUsdCents: sum(days.map((day) => day.totalUsdCents)),
  };
}

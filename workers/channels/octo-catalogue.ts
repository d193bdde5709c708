/**
 * What a channel may sell, as OCTO names it (decision 0070): a product per activity or vehicle the
 * channel was given, an option per package (a vehicle has one, DEFAULT), a unit per product of the
 * package (an adult, a child, an extra, a vehicle), and an availability per departure, counted from
 * the same rule and seats as the site's calendar (workers/availability/).
 */
import {
  type AvailabilityRule,
  type AvailabilityRuleRow,
  addDays,
  datesBetween,
  dayAvailability,
  ruleFromRow,
} from "#domain/availability.ts";
import { baliDateTime } from "#domain/bali-time.ts";
import { isVehicle } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import {
  BALI_TIME_ZONE,
  baliLocalPlus,
  localDateTime,
  type OctoAvailability,
  type OctoCalendarDay,
  type OctoDepartureSpan,
  type OctoOption,
  type OctoPricing,
  type OctoProduct,
  type OctoUnit,
  type OctoUnitType,
  octoStatus,
  utcOfBali,
} from "#domain/octo.ts";
import { availabilityFacts, availabilityStatementsById } from "#workers/availability/availability.ts";
import {
  type CatalogueProduct,
  catalogueProductOf,
  PRODUCTS_ORDER,
  PRODUCTS_SELECT,
  vehicleProductOf,
} from "#workers/booking/order.ts";
import type { ProductRow } from "#workers/catalogue/activities.ts";
import { rowsOf, translationJoin } from "#workers/sql.ts";

export type ItemKind = "activity" | "transport";

export interface ChannelOption {
  id: string;
  /** The package booked; null for a vehicle, which is its own package of one. */
  packageId: number | null;
  name: string;
  products: CatalogueProduct[];
}

export interface ChannelItem {
  productId: string;
  kind: ItemKind;
  itemId: number;
  name: string;
  code: string | null;
  durationHours: number;
  cancelationHours: number;
  rule: AvailabilityRule;
  options: ChannelOption[];
}

/** The unit id of a vehicle booked on its own. */
export const VEHICLE_UNIT = "vehicle";
export const VEHICLE_OPTION = "DEFAULT";

export function productIdOf(kind: ItemKind, itemId: number): string {
  return `${kind}-${itemId}`;
}

/** The item an OCTO product id names, or null when it names none of ours. */
export function parseProductId(productId: string): { kind: ItemKind; itemId: number } | null {
  const match = /^(activity|transport)-([1-9]\d{0,8})$/.exec(productId);
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as ItemKind, itemId: Number(match[2]) };
}

export function optionIdOf(packageId: number | null): string {
  return packageId === null ? VEHICLE_OPTION : `package-${packageId}`;
}

export function unitIdOf(product: CatalogueProduct): string {
  return product.packageId === null ? VEHICLE_UNIT : String(product.id);
}

interface ActivityRow extends AvailabilityRuleRow {
  id: number;
  code: string | null;
  name: string;
  duration_hours: number;
  cancelation_hours: number;
}

interface TransportRow extends ActivityRow {
  price_idr: number;
  price_usd_cents: number;
}

/**
 * The channel's items (or the one `only` names) in `locale`, with their rules, packages and
 * products: one round trip. An item the channel may not sell, or that is not published, is absent.
 */
export async function channelItems(
  db: D1Database,
  channelId: number,
  locale: Locale,
  only: { kind: ItemKind; itemId: number } | null = null,
): Promise<ChannelItem[]> {
  const onlyActivity = only?.kind === "activity" ? only.itemId : only ? 0 : null;
  const onlyTransport = only?.kind === "transport" ? only.itemId : only ? 0 : null;
  const rule = "r.weekdays, r.season_start, r.season_end, r.start_times, r.capacity, r.capacity_per, r.notice_hours";
  const sold = "SELECT activity_id FROM channel_items WHERE channel_id = ?2 AND (?3 IS NULL OR activity_id = ?3)";
  const [activities, packages, products, transports] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.code, t.name, a.start_time AS day_start, a.duration_hours, a.cancelation_hours, ${rule}
         FROM activities a JOIN availability_rules r ON r.activity_id = a.id
         ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
         WHERE a.id IN (${sold}) AND a.status = 'published' ORDER BY a.id`,
      )
      .bind(locale, channelId, onlyActivity),
    db
      .prepare(
        `SELECT p.id, p.activity_id, pt.name FROM packages p
         ${translationJoin("package_translations", "package_id", "p.id", "pt")}
         WHERE p.activity_id IN (${sold}) ORDER BY p.position, p.id`,
      )
      .bind(locale, channelId, onlyActivity),
    db
      .prepare(`${PRODUCTS_SELECT} WHERE p.activity_id IN (${sold}) ${PRODUCTS_ORDER}`)
      .bind(locale, channelId, onlyActivity),
    db
      .prepare(
        `SELECT v.id, NULL AS code, v.manufacture || ' ' || v.vehicle_name AS name, NULL AS day_start,
           v.duration_hours, 24 AS cancelation_hours, v.price_idr, v.price_usd_cents, ${rule}
         FROM transports v JOIN availability_rules r ON r.transport_id = v.id
         WHERE v.id IN (SELECT transport_id FROM channel_items WHERE channel_id = ?1 AND (?2 IS NULL OR transport_id = ?2))
           AND v.status = 'published' ORDER BY v.id`,
      )
      .bind(channelId, onlyTransport),
  ]);
  const packageRows = rowsOf<{ id: number; activity_id: number; name: string }>(packages);
  const productRows = rowsOf<ProductRow>(products).map(catalogueProductOf);
  const activityItems = rowsOf<ActivityRow>(activities).map(
    (row): ChannelItem => ({
      ...itemOf("activity", row),
      options: packageRows
        .filter((pkg) => pkg.activity_id === row.id)
        .map((pkg) => ({
          id: optionIdOf(pkg.id),
          packageId: pkg.id,
          name: pkg.name,
          products: productRows.filter((product) => product.packageId === pkg.id),
        }))
        .filter((option) => option.products.length > 0),
    }),
  );
  const transportItems = rowsOf<TransportRow>(transports).map(
    (row): ChannelItem => ({
      ...itemOf("transport", row),
      options: [{ id: VEHICLE_OPTION, packageId: null, name: row.name, products: [vehicleProductOf(row)] }],
    }),
  );
  return [...activityItems, ...transportItems];
}

function itemOf(kind: ItemKind, row: ActivityRow): Omit<ChannelItem, "options"> {
  return {
    productId: productIdOf(kind, row.id),
    kind,
    itemId: row.id,
    name: row.name,
    code: row.code,
    durationHours: row.duration_hours,
    cancelationHours: row.cancelation_hours,
    rule: ruleFromRow(row),
  };
}

/** Rupiah have no minor unit in OCTO's sense: prices are whole rupiah, precision 0. */
export function idrPricing(retailIdr: number, commissionPercent: number): OctoPricing {
  return {
    original: retailIdr,
    retail: retailIdr,
    net: netOf(retailIdr, commissionPercent),
    currency: "IDR",
    currencyPrecision: 0,
    includedTaxes: [],
  };
}

export function netOf(retailIdr: number, commissionPercent: number): number {
  return Math.round((retailIdr * (100 - commissionPercent)) / 100);
}

function unitTypeOf(product: CatalogueProduct): OctoUnitType {
  if (product.packageId === null || isVehicle(product) || product.unit === "extra") return "OTHER";
  return product.unit === "child" ? "CHILD" : "ADULT";
}

function unitOf(product: CatalogueProduct, pricing: { commissionPercent: number } | null): OctoUnit {
  const unit: OctoUnit = {
    id: unitIdOf(product),
    internalName: product.name,
    reference: null,
    type: unitTypeOf(product),
    requiredContactFields: [],
    restrictions: {
      minAge: 0,
      maxAge: 100,
      idRequired: false,
      minQuantity: product.minimal > 0 ? product.minimal : null,
      maxQuantity: null,
      paxCount: product.packageId === null ? 1 : (product.passengers ?? product.seats),
      accompaniedBy: [],
    },
    title: product.name,
  };
  if (pricing) unit.pricingFrom = [idrPricing(product.price_idr, pricing.commissionPercent)];
  return unit;
}

function optionOf(
  item: ChannelItem,
  option: ChannelOption,
  index: number,
  pricing: { commissionPercent: number } | null,
): OctoOption {
  return {
    id: option.id,
    default: index === 0,
    internalName: option.name,
    reference: null,
    availabilityLocalStartTimes: startTimesOf(item.rule),
    cancellationCutoff: `${item.cancelationHours} hours`,
    cancellationCutoffAmount: item.cancelationHours,
    cancellationCutoffUnit: "hour",
    requiredContactFields: ["firstName", "lastName"],
    restrictions: { minUnits: 1, maxUnits: null },
    units: option.products.map((product) => unitOf(product, pricing)),
  };
}

/** The start times a day offers: its own, or the day's single start (midnight for a vehicle). */
function startTimesOf(rule: AvailabilityRule): string[] {
  if (rule.startTimes.length > 0) return [...rule.startTimes];
  return [rule.dayStart ?? "00:00"];
}

export function octoProduct(
  item: ChannelItem,
  locale: Locale,
  pricing: { commissionPercent: number } | null,
): OctoProduct {
  const product: OctoProduct = {
    id: item.productId,
    internalName: item.name,
    reference: item.code,
    locale: locale === "id" ? "id-ID" : "en",
    timeZone: BALI_TIME_ZONE,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: "START_TIME",
    deliveryFormats: ["QRCODE"],
    deliveryMethods: ["VOUCHER"],
    redemptionMethod: "DIGITAL",
    options: item.options.map((option, index) => optionOf(item, option, index, pricing)),
  };
  if (pricing) Object.assign(product, { defaultCurrency: "IDR", availableCurrencies: ["IDR"], pricingPer: "UNIT" });
  return product;
}

/** One departure of `date`: its start (null on a day without start times) and its places left. */
export interface Departure {
  date: string;
  time: string;
  startTime: string | null;
  remaining: number;
  closed: boolean;
}

/** The departures of the dates `from` to `to` at `now`, from the same reads as the site's calendar. */
export async function departures(
  db: D1Database,
  item: ChannelItem,
  from: string,
  to: string,
  now: Date,
): Promise<Departure[]> {
  const facts = availabilityFacts(await db.batch(availabilityStatementsById(db, item.kind, item.itemId, from, to)));
  const baliNow = baliDateTime(now);
  const { rule } = item;
  const found: Departure[] = [];
  for (const date of datesBetween(from, to)) {
    const day = dayAvailability(rule, date, facts.factsOn(date), baliNow);
    if (day.status === "closed") {
      for (const time of startTimesOf(rule)) found.push({ date, time, startTime: null, remaining: 0, closed: true });
    } else if (rule.startTimes.length > 0) {
      for (const time of day.times)
        found.push({ date, time: time.time, startTime: time.time, remaining: time.remaining, closed: false });
    } else {
      found.push({ date, time: rule.dayStart ?? "00:00", startTime: null, remaining: day.remaining, closed: false });
    }
  }
  return found;
}

/** The capacity one departure has: the rule's, per start time or shared by the day. */
function departureCapacity(rule: AvailabilityRule): number {
  return rule.capacity;
}

/** A departure's id, local start and end: an all-day one ends at the next midnight. */
export function departureSpan(date: string, time: string, durationHours: number, allDay: boolean): OctoDepartureSpan {
  return {
    id: localDateTime(date, time),
    localDateTimeStart: localDateTime(date, time),
    localDateTimeEnd: allDay
      ? baliLocalPlus(date, "00:00", 24 * 60)
      : baliLocalPlus(date, time, Math.round(durationHours * 60)),
    allDay,
    openingHours: [],
  };
}

export function octoAvailability(item: ChannelItem, departure: Departure): OctoAvailability {
  const { rule } = item;
  const capacity = departureCapacity(rule);
  const allDay = rule.startTimes.length === 0 && rule.dayStart === null;
  const status = octoStatus(departure.remaining, capacity, departure.closed);
  return {
    ...departureSpan(departure.date, departure.time, item.durationHours, allDay),
    utcCutoffAt: allDay
      ? utcOfBali(addDays(departure.date, 1), "00:00", rule.noticeHours * 60)
      : utcOfBali(departure.date, departure.time, rule.noticeHours * 60),
    available: status === "AVAILABLE" || status === "LIMITED",
    status,
    vacancies: departure.closed ? 0 : departure.remaining,
    capacity,
    maxUnits: null,
  };
}

export function octoCalendarDays(item: ChannelItem, found: readonly Departure[]): OctoCalendarDay[] {
  const capacity = departureCapacity(item.rule);
  const byDate = new Map<string, Departure[]>();
  for (const departure of found) byDate.set(departure.date, [...(byDate.get(departure.date) ?? []), departure]);
  return [...byDate].map(([localDate, ofDay]) => {
    const closed = ofDay.every((departure) => departure.closed);
    const vacancies = closed ? 0 : Math.max(...ofDay.map((departure) => departure.remaining));
    const status = octoStatus(vacancies, capacity, closed);
    return {
      localDate,
      available: status === "AVAILABLE" || status === "LIMITED",
      status,
      vacancies,
      capacity,
      openingHours: [],
    };
  });
}

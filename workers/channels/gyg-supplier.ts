/**
 * GetYourGuide's five supplier endpoints on our own seats (decision 0072). A GetYourGuide product
 * is one of our activities' packages (`activity-12-package-5`) or a vehicle (`transport-3`), among
 * what the channel may sell; its ticket categories are the package's adult and child products (a
 * vehicle is a GROUP). Reserve is a hold of channel-holds.ts, book confirms it, and both are
 * idempotent on GetYourGuide's booking reference, which GetYourGuide retries with.
 */
import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { baliDateTime, baliToday, laterDay } from "#domain/bali-time.ts";
import { isVehicle } from "#domain/booking-rules.ts";
import {
  type GygAvailability,
  type GygBooking,
  type GygCategory,
  type GygReservation,
  type GygTicket,
  gygPriceOfIdr,
  gygProductId,
  parseGygDateTime,
  parseGygProductId,
} from "#domain/getyourguide.ts";
import {
  GYG_HOLD_MINUTES,
  gygAvailabilityQuery,
  gygBookBody,
  gygCancelBookingBody,
  gygCancelReservationBody,
  gygReserveBody,
} from "#domain/inputs/getyourguide.ts";
import { localDateTime } from "#domain/octo.ts";
import { voucherQrPayload } from "#domain/voucher.ts";
import type { CatalogueProduct, PricedOrder } from "#workers/booking/order.ts";
import { HttpError } from "#workers/http.ts";
import {
  bookedOrder,
  type ChannelBookingRow,
  cancelHeld,
  confirmHold,
  HoldRefused,
  isoPlusMinutes,
  markExpiredOnRead,
  orderOfUnits,
  placeHold,
  rowByChannelReference,
  SELECT_BOOKING,
  statusOf,
} from "./channel-holds.ts";
import { type GygCall, GygError } from "./gyg-api.ts";
import {
  type ChannelItem,
  type ChannelOption,
  channelItems,
  type Departure,
  departures,
  unitIdOf,
} from "./octo-catalogue.ts";

/** The most days one get-availabilities answers: GetYourGuide reads a year ahead. */
const MAX_DAYS = 366;

/** GetYourGuide's ticket category of one of our products, or null for an extra it does not sell. */
function categoryOf(product: CatalogueProduct): GygCategory | null {
  if (product.packageId === null || isVehicle(product)) return "GROUP";
  if (product.unit === "child") return "CHILD";
  if (product.unit === "adult") return "ADULT";
  return null;
}

/** Each category the option sells and the product that stands for it (the first of the package). */
function categoriesOf(option: ChannelOption): Map<GygCategory, CatalogueProduct> {
  const found = new Map<GygCategory, CatalogueProduct>();
  for (const product of option.products) {
    const category = categoryOf(product);
    if (category && !found.has(category)) found.set(category, product);
  }
  return found;
}

export interface GygProduct {
  productId: string;
  item: ChannelItem;
  option: ChannelOption;
}

/** The product the channel may sell under this id; INVALID_PRODUCT otherwise. */
async function productFor(call: GygCall, productId: string): Promise<GygProduct> {
  const ref = parseGygProductId(productId);
  const [item] = ref
    ? await channelItems(call.scope.db, call.channel.id, call.locale, { kind: ref.kind, itemId: ref.itemId })
    : [];
  const option = item?.options.find((candidate) =>
    ref?.kind === "activity" ? candidate.packageId === ref.packageId : candidate.packageId === null,
  );
  if (!item || !option || categoriesOf(option).size === 0) {
    throw new GygError("INVALID_PRODUCT", msg`This product does not exist or is not for sale on this channel.`);
  }
  return { productId, item, option };
}

/** Every GetYourGuide product of one of our items: a package each, or the vehicle. */
export function gygProductsOf(item: ChannelItem): GygProduct[] {
  return item.options
    .filter((option) => categoriesOf(option).size > 0)
    .map((option) => ({
      productId:
        option.packageId === null
          ? gygProductId({ kind: "transport", itemId: item.itemId })
          : gygProductId({ kind: "activity", itemId: item.itemId, packageId: option.packageId }),
      item,
      option,
    }));
}

/** One departure as GetYourGuide reads it: its start, places left, cutoff and prices. */
export function gygAvailability(product: GygProduct, departure: Departure): GygAvailability {
  return {
    productId: product.productId,
    dateTime: localDateTime(departure.date, departure.time),
    vacancies: departure.closed ? 0 : Math.max(0, departure.remaining),
    cutoffSeconds: product.item.rule.noticeHours * 3600,
    currency: "IDR",
    pricesByCategory: {
      retailPrices: [...categoriesOf(product.option)].map(([category, unit]) => ({
        category,
        price: gygPriceOfIdr(unit.price_idr),
      })),
    },
  };
}

function instantOf(departure: Departure): number {
  return Date.parse(localDateTime(departure.date, departure.time));
}

function dateTimeOf(text: string): Date {
  const at = parseGygDateTime(text);
  if (!at) throw new GygError("VALIDATION_FAILURE", msg`Dates are ISO 8601 date-times with their offset.`);
  return at;
}

/** GET /1/get-availabilities/?productId=&fromDateTime=&toDateTime=: each departure in the range. */
export async function getAvailabilities(call: GygCall): Promise<{ availabilities: GygAvailability[] }> {
  const query = gygAvailabilityQuery(Object.fromEntries(call.scope.url.searchParams));
  if (query instanceof type.errors) {
    throw new GygError("VALIDATION_FAILURE", msg`Send productId, fromDateTime and toDateTime.`);
  }
  const from = dateTimeOf(query.fromDateTime);
  const to = dateTimeOf(query.toDateTime);
  if (to < from) throw new GygError("VALIDATION_FAILURE", msg`toDateTime must not be before fromDateTime.`);
  if (to.getTime() - from.getTime() > MAX_DAYS * 86_400_000) {
    throw new GygError("VALIDATION_FAILURE", msg`Ask for at most a year of availability in one call.`);
  }
  const product = await productFor(call, query.productId);
  const today = baliToday(call.now);
  const first = laterDay(baliToday(from), today);
  const last = baliToday(to);
  if (last < first) return { availabilities: [] };
  const found = await departures(call.scope.db, product.item, first, last, call.now);
  return {
    availabilities: found
      .filter((departure) => instantOf(departure) >= from.getTime() && instantOf(departure) <= to.getTime())
      .map((departure) => gygAvailability(product, departure)),
  };
}

/** The departure a dateTime names on this item, in Bali's calendar; NO_AVAILABILITY when it has none. */
function departureAt(item: ChannelItem, at: Date) {
  const local = baliDateTime(at);
  const date = local.slice(0, 10);
  const time = local.slice(11, 16);
  const { startTimes, dayStart } = item.rule;
  const known = startTimes.length > 0 ? startTimes.includes(time) : time === (dayStart ?? "00:00");
  if (!known || at.getUTCSeconds() !== 0) {
    throw new GygError("NO_AVAILABILITY", msg`This product has no departure at this time.`);
  }
  return { date, time, startTime: startTimes.length > 0 ? time : null };
}

/** The booking items as our units: INVALID_TICKET_CATEGORY for a category the product does not sell. */
function unitsOf(product: GygProduct, items: readonly { category: string; count: number }[]): string[] {
  const categories = categoriesOf(product.option);
  const units: string[] = [];
  for (const { category, count } of items) {
    const unit = categories.get(category as GygCategory);
    if (!unit) {
      throw new GygError("INVALID_TICKET_CATEGORY", msg`This product does not sell this ticket category.`, {
        ticketCategory: category,
      });
    }
    units.push(...Array.from({ length: count }, () => unitIdOf(unit)));
  }
  return units;
}

function participantsProblem(product: GygProduct) {
  const minimal = Math.max(1, ...[...categoriesOf(product.option).values()].map((unit) => unit.minimal));
  return new GygError(
    "INVALID_PARTICIPANTS_CONFIGURATION",
    msg`This number of participants cannot be booked on this product.`,
    { participantsConfiguration: { min: minimal, max: Math.max(minimal, product.item.rule.capacity) } },
  );
}

function orderFor(call: GygCall, product: GygProduct, units: readonly string[]): PricedOrder {
  if (units.length === 0) throw participantsProblem(product);
  try {
    return orderOfUnits(product.option.products, units, call.locale);
  } catch (error) {
    if (error instanceof HttpError) throw participantsProblem(product);
    throw error;
  }
}

function reservationOf(row: ChannelBookingRow): GygReservation {
  return {
    reservationReference: row.uuid,
    reservationExpiration: (row.expires_at ?? row.created_at).replace(/\.\d{3}Z$/, "Z"),
  };
}

const NO_AVAILABILITY = () => new GygError("NO_AVAILABILITY", msg`Not enough places are left on this departure.`);

/**
 * POST /1/reserve/: holds the seats until reservationExpiration. A retry with the same
 * gygBookingReference, concurrent or not, answers the same reservation and holds nothing more.
 */
export async function reserve(call: GygCall): Promise<GygReservation> {
  const { data } = await call.body(gygReserveBody);
  const { db } = call.scope;
  const earlier = await rowByChannelReference(db, call.channel.id, data.gygBookingReference);
  if (earlier) return sameReservation(call, earlier, data);
  const product = await productFor(call, data.productId);
  const order = orderFor(call, product, unitsOf(product, data.bookingItems));
  const departure = departureAt(product.item, dateTimeOf(data.dateTime));
  if (departure.date < baliToday(call.now)) throw NO_AVAILABILITY();
  const [found] = (await departures(db, product.item, departure.date, departure.date, call.now)).filter(
    (candidate) => candidate.time === departure.time,
  );
  if (!found || found.closed || found.remaining < order.party.seats) throw NO_AVAILABILITY();
  const row = await placeHold(db, {
    uuid: crypto.randomUUID(),
    channelReference: data.gygBookingReference,
    channel: call.channel,
    item: product.item,
    packageId: product.option.packageId,
    date: departure.date,
    startTime: departure.startTime,
    availabilityId: localDateTime(departure.date, departure.time),
    order,
    unitItems: unitsOf(product, data.bookingItems).map((unitId) => ({
      uuid: crypto.randomUUID(),
      unitId,
      resellerReference: null,
    })),
    resellerReference: data.gygBookingReference,
    notes: null,
    contact: {},
    expiresAt: isoPlusMinutes(call.now, GYG_HOLD_MINUTES),
    now: call.now,
  }).catch((error: unknown) => {
    if (error instanceof HoldRefused) throw NO_AVAILABILITY();
    throw error;
  });
  if (!row) throw new GygError("INTERNAL_SYSTEM_FAILURE", msg`Something went wrong on our side; try again.`);
  return reservationOf(row);
}

/** A retried reserve: the same reservation while it holds, else the reference cannot be used again. */
function sameReservation(
  call: GygCall,
  earlier: ChannelBookingRow,
  data: { productId: string; dateTime: string },
): GygReservation {
  const at = parseGygDateTime(data.dateTime);
  const sameDeparture =
    at !== null && localDateTime(earlier.visit_date, baliDateTime(at).slice(11, 16)) === earlier.availability_id;
  const status = statusOf(earlier, call.now);
  if (sameDeparture && (status === "ON_HOLD" || status === "CONFIRMED")) return reservationOf(earlier);
  throw new GygError("VALIDATION_FAILURE", msg`This gygBookingReference was already used for another reservation.`);
}

/** The channel's reservation under `reference` for this gygBookingReference; INVALID_RESERVATION otherwise. */
async function ownReservation(call: GygCall, reference: string, gygBookingReference: string) {
  const row = await call.scope.db
    .prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1 AND cb.channel_id = ?2 AND cb.channel_reference = ?3`)
    .bind(reference, call.channel.id, gygBookingReference)
    .first<ChannelBookingRow>();
  if (!row) throw new GygError("INVALID_RESERVATION", msg`This channel has no such reservation.`);
  await markExpiredOnRead(call.scope.db, row, call.now);
  return row;
}

/** POST /1/cancel-reservation/: the held seats are free at once; a repeated cancel answers the same. */
export async function cancelReservation(call: GygCall): Promise<Record<string, never>> {
  const { data } = await call.body(gygCancelReservationBody);
  const row = await ownReservation(call, data.reservationReference, data.gygBookingReference);
  const status = statusOf(row, call.now);
  if (status === "CONFIRMED") {
    throw new GygError("INVALID_RESERVATION", msg`This reservation is booked: cancel the booking instead.`);
  }
  if (status === "ON_HOLD") await cancelHeld(call.scope.db, call.channel, row.uuid, null, call.now);
  return {};
}

/** One ticket per category booked, each the booking's own code: the QR our voucher shows and the driver scans. */
function ticketsOf(bookingReference: string, items: readonly { category: string; count: number }[]): GygTicket[] {
  const categories = [...new Set(items.filter((item) => item.count > 0).map((item) => item.category as GygCategory))];
  const ticketCode = voucherQrPayload(bookingReference);
  return categories.map((category) => ({ category, ticketCode, ticketCodeType: "QR_CODE" }));
}

/** POST /1/book/: the reservation becomes a confirmed booking, paid by GetYourGuide. Once, however often retried. */
export async function book(call: GygCall): Promise<GygBooking> {
  const { data } = await call.body(gygBookBody);
  const row = await ownReservation(call, data.reservationReference, data.gygBookingReference);
  const status = statusOf(row, call.now);
  if (status === "CONFIRMED" && row.booking_reference) {
    return { bookingReference: row.booking_reference, tickets: ticketsOf(row.booking_reference, data.bookingItems) };
  }
  if (status !== "ON_HOLD") {
    throw new GygError("INVALID_RESERVATION", msg`This reservation has expired or was cancelled: reserve again.`);
  }
  if (row.visit_date < baliToday(call.now)) {
    throw new GygError("BOOKING_IN_PAST", msg`This departure is in the past.`);
  }
  const lead = data.travelers?.[0] ?? {};
  if (!lead.firstName?.trim() || !lead.lastName?.trim()) {
    throw new GygError("VALIDATION_FAILURE", msg`The first traveler needs a first and a last name.`);
  }
  const booked = await bookedOrder(call.scope.db, row).catch(() => null);
  if (!booked) throw new GygError("INVALID_PRODUCT", msg`This product is no longer for sale.`);
  const confirmed = await confirmHold(call.scope.db, {
    channel: call.channel,
    row,
    ...booked,
    contact: {
      firstName: lead.firstName,
      lastName: lead.lastName,
      emailAddress: lead.email ?? null,
      phoneNumber: lead.phoneNumber ?? null,
    },
    resellerReference: data.gygBookingReference,
    now: call.now,
  });
  if (confirmed?.status !== "CONFIRMED" || !confirmed.booking_reference) {
    throw new GygError("INVALID_RESERVATION", msg`This reservation has expired or was cancelled: reserve again.`);
  }
  return {
    bookingReference: confirmed.booking_reference,
    tickets: ticketsOf(confirmed.booking_reference, data.bookingItems),
  };
}

/** POST /1/cancel-booking/: the channel's own booking is cancelled without a fee and its seats are free. */
export async function cancelBooking(call: GygCall): Promise<Record<string, never>> {
  const { data } = await call.body(gygCancelBookingBody);
  const row = await call.scope.db
    .prepare(`${SELECT_BOOKING} WHERE b.reference = ?1 AND cb.channel_id = ?2 AND cb.channel_reference = ?3`)
    .bind(data.bookingReference, call.channel.id, data.gygBookingReference)
    .first<ChannelBookingRow>();
  if (!row) throw new GygError("INVALID_BOOKING", msg`This channel has no such booking.`);
  if (row.status === "CANCELLED") {
    throw new GygError("BOOKING_ALREADY_CANCELED", msg`This booking is already cancelled.`);
  }
  if (row.visit_date < baliToday(call.now)) {
    throw new GygError("BOOKING_IN_PAST", msg`A booking of a past date cannot be cancelled.`);
  }
  await cancelHeld(call.scope.db, call.channel, row.uuid, null, call.now);
  return {};
}

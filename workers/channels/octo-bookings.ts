/**
 * OCTO bookings on our own seats (decision 0070). A reservation is a hold: a row of
 * channel_bookings, written behind the same seat and closed-date guards as every booking, that
 * counts against the capacity until it expires (the view seat_holders). Confirming it writes the
 * booking row the inbox, manifest and CSV read (source 'marketplace', named after the channel,
 * with its reference), paid by the channel, in one batch that only the first confirm can carry
 * out. A channel reads, changes and cancels only its own bookings.
 */
import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import {
  OCTO_DEFAULT_HOLD_MINUTES,
  type OctoContactInput,
  type OctoUpdateBody,
  octoBookingsQuery,
  octoCancellationBody,
  octoConfirmationBody,
  octoExtendBody,
  octoReservationBody,
  octoUpdateBody,
} from "#domain/inputs/octo.ts";
import {
  type OctoAvailability,
  type OctoBooking,
  type OctoContact,
  type OctoTicket,
  octoStatus,
  parseLocalDateTime,
  utcOfBali,
} from "#domain/octo.ts";
import { voucherQrPayload } from "#domain/voucher.ts";
import type { CatalogueProduct, PricedOrder } from "#workers/booking/order.ts";
import { HttpError } from "#workers/http.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import {
  bookedOrder,
  type ChannelBookingRow,
  cancelHeld,
  confirmHold,
  HoldRefused,
  isoPlusMinutes,
  markExpiredOnRead,
  NOW_SQL,
  namesOf,
  orderOfUnits,
  placeHold,
  rowByUuid,
  SELECT_BOOKING,
  type StoredUnitItem,
  statusOf,
  UnknownUnit,
} from "./channel-holds.ts";
import { MoveRaced, moveHeld } from "./channel-moves.ts";
import { badRequest, type OctoCall } from "./octo-api.ts";
import { type ChannelItem, departureSpan, departures, optionIdOf, productIdOf } from "./octo-catalogue.ts";
import { itemFor, optionFor } from "./octo-products.ts";

function contactOf(json: string): OctoContact {
  const stored = JSON.parse(json) as OctoContactInput;
  const firstName = stored.firstName ?? null;
  const lastName = stored.lastName ?? null;
  return {
    fullName: stored.fullName ?? ([firstName, lastName].filter(Boolean).join(" ") || null),
    firstName,
    lastName,
    emailAddress: stored.emailAddress ?? null,
    phoneNumber: stored.phoneNumber ?? null,
    locales: stored.locales ?? [],
    postalCode: stored.postalCode ?? null,
    country: stored.country ?? null,
    notes: stored.notes ?? null,
  };
}

/**
 * The departure a booking is on, as it stands: its span (with no start times and no day start it
 * lasts the whole day), its cutoff by the notice period, and its seats left as the guard counts them.
 */
function bookedAvailability(row: ChannelBookingRow): OctoAvailability {
  const at = parseLocalDateTime(row.availability_id);
  const date = at?.date ?? row.visit_date;
  const time = at?.time ?? "00:00";
  const allDay = row.start_time === null && row.day_start === null;
  const closed = row.closed === 1;
  const vacancies = closed ? 0 : Math.max(0, row.capacity - row.held_seats);
  const status = octoStatus(vacancies, row.capacity, closed);
  return {
    ...departureSpan(date, time, row.duration_hours, allDay),
    utcCutoffAt: allDay
      ? utcOfBali(addDays(date, 1), "00:00", row.notice_hours * 60)
      : utcOfBali(date, time, row.notice_hours * 60),
    available: status === "AVAILABLE" || status === "LIMITED",
    status,
    vacancies,
    capacity: row.capacity,
    maxUnits: null,
  };
}

/** Our voucher, scanned by the driver: its QR code (the booking reference) once the hold is a booking. */
function voucherOf(bookingReference: string | null): OctoTicket {
  return {
    redemptionMethod: "DIGITAL",
    utcRedeemedAt: null,
    deliveryOptions: bookingReference
      ? [{ deliveryFormat: "QRCODE", deliveryValue: voucherQrPayload(bookingReference) }]
      : [],
  };
}

function octoBookingOf(row: ChannelBookingRow, call: OctoCall): OctoBooking {
  const status = statusOf(row, call.now);
  const contact = contactOf(row.contact);
  const units = JSON.parse(row.unit_items) as StoredUnitItem[];
  const booking: OctoBooking = {
    id: row.uuid,
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.reseller_reference,
    supplierReference: row.booking_reference,
    status,
    utcCreatedAt: row.created_at,
    utcUpdatedAt: row.updated_at,
    utcExpiresAt: status === "ON_HOLD" ? row.expires_at : null,
    utcRedeemedAt: null,
    utcConfirmedAt: row.confirmed_at,
    productId: productIdOfRow(row),
    optionId: optionIdOf(row.package_id),
    cancellable: status === "ON_HOLD" || status === "CONFIRMED",
    cancellation:
      status === "CANCELLED"
        ? { refund: "FULL", reason: row.cancel_reason, utcCancelledAt: row.cancelled_at ?? row.updated_at }
        : null,
    freesale: false,
    availabilityId: row.availability_id,
    availability: bookedAvailability(row),
    contact,
    notes: row.notes,
    deliveryMethods: ["VOUCHER"],
    voucher: voucherOf(row.booking_reference),
    unitItems: units.map((unit) => ({
      uuid: unit.uuid,
      resellerReference: unit.resellerReference,
      supplierReference: null,
      unitId: unit.unitId,
      status,
      utcRedeemedAt: null,
      contact: contactOf("{}"),
      ticket: null,
    })),
  };
  if (call.pricing) {
    booking.pricing = {
      original: row.retail_idr,
      retail: row.retail_idr,
      net: row.net_idr,
      currency: "IDR",
      currencyPrecision: 0,
      includedTaxes: [],
    };
  }
  return booking;
}

function productIdOfRow(row: ChannelBookingRow): string {
  return productIdOf(row.activity_id === null ? "transport" : "activity", row.activity_id ?? row.transport_id ?? 0);
}

function invalidUuid(uuid: string) {
  return badRequest("INVALID_BOOKING_UUID", msg`This channel has no booking with this UUID.`, { uuid });
}

/** The channel's own booking under `uuid`; another channel's is as unknown as none. */
async function ownBooking(call: OctoCall, uuid: string): Promise<ChannelBookingRow> {
  const row = await call.scope.db
    .prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1 AND cb.channel_id = ?2`)
    .bind(uuid, call.channel.id)
    .first<ChannelBookingRow>();
  if (!row) throw invalidUuid(uuid);
  await markExpiredOnRead(call.scope.db, row, call.now);
  return row;
}

function unprocessable(text: Parameters<typeof badRequest>[1]) {
  return badRequest("UNPROCESSABLE_ENTITY", text);
}

/** The order the unit items make, in OCTO's errors. */
function orderOf(call: OctoCall, products: CatalogueProduct[], unitIds: readonly string[]): PricedOrder {
  try {
    return orderOfUnits(products, unitIds, call.locale);
  } catch (error) {
    if (error instanceof UnknownUnit) {
      throw badRequest("INVALID_UNIT_ID", msg`This option has no such unit.`, { unitId: error.unitId });
    }
    if (error instanceof HttpError) throw unprocessable(error.messageIn(call.locale));
    throw error;
  }
}

/** The departure an availability id names on this item: its date and start time; INVALID_AVAILABILITY_ID otherwise. */
function departureOf(item: ChannelItem, availabilityId: string) {
  const at = parseLocalDateTime(availabilityId);
  const { startTimes, dayStart } = item.rule;
  const known = at && (startTimes.length > 0 ? startTimes.includes(at.time) : at.time === (dayStart ?? "00:00"));
  if (!at || !known) {
    throw badRequest("INVALID_AVAILABILITY_ID", msg`This product has no departure with this availability id.`, {
      availabilityId,
    });
  }
  return { date: at.date, time: at.time, startTime: startTimes.length > 0 ? at.time : null };
}

function departureGone(availabilityId: string) {
  return badRequest("INVALID_AVAILABILITY_ID", msg`This departure cannot be booked any more.`, { availabilityId });
}

/** The departure an availability id names, neither past nor closed, with its seats left; INVALID_AVAILABILITY_ID otherwise. */
async function bookableDeparture(call: OctoCall, item: ChannelItem, availabilityId: string) {
  const departure = departureOf(item, availabilityId);
  if (departure.date < baliToday(call.now)) throw departureGone(availabilityId);
  const [found] = (await departures(call.scope.db, item, departure.date, departure.date, call.now)).filter(
    (candidate) => candidate.time === departure.time,
  );
  if (!found || found.closed) throw departureGone(availabilityId);
  return { ...departure, remaining: found.remaining };
}

/** POST /octo/bookings: a hold on the seats until `utcExpiresAt`; a retry with the same UUID answers the same hold. */
export async function reserve(call: OctoCall): Promise<OctoBooking> {
  const body = await call.body(octoReservationBody);
  const { db } = call.scope;
  if (body.uuid) {
    const earlier = await rowByUuid(db, body.uuid);
    if (earlier?.channel_id === call.channel.id) return octoBookingOf(earlier, call);
    if (earlier) throw unprocessable(msg`This UUID is already taken: send a new one.`);
  }
  const item = await itemFor(call, body.productId);
  const option = optionFor(item, body.optionId);
  const requested = body.unitItems ?? [];
  if (requested.length === 0) throw unprocessable(msg`A reservation needs at least one unit item.`);
  const order = orderOf(
    call,
    option.products,
    requested.map((unit) => unit.unitId),
  );
  const departure = await bookableDeparture(call, item, body.availabilityId);
  if (departure.remaining < order.party.seats) throw unprocessable(msg`Not enough places are left on this departure.`);
  const unitItems: StoredUnitItem[] = requested.map((unit) => ({
    uuid: unit.uuid ?? crypto.randomUUID(),
    unitId: unit.unitId,
    resellerReference: unit.resellerReference ?? null,
  }));
  const row = await placeHold(db, {
    uuid: body.uuid ?? crypto.randomUUID(),
    channelReference: null,
    channel: call.channel,
    item,
    packageId: option.packageId,
    date: departure.date,
    startTime: departure.startTime,
    availabilityId: body.availabilityId,
    order,
    unitItems,
    resellerReference: body.resellerReference ?? null,
    notes: body.notes ?? null,
    contact: body.contact ?? {},
    expiresAt: isoPlusMinutes(call.now, body.expirationMinutes ?? OCTO_DEFAULT_HOLD_MINUTES),
    now: call.now,
  }).catch((error: unknown) => {
    if (error instanceof HoldRefused && error.reason === "closed") throw departureGone(body.availabilityId);
    if (error instanceof HoldRefused) throw unprocessable(msg`Not enough places are left on this departure.`);
    throw error;
  });
  if (!row || row.channel_id !== call.channel.id) throw unprocessable(msg`This UUID is already taken: send a new one.`);
  return octoBookingOf(row, call);
}

/** POST /octo/bookings/{uuid}/confirm: the hold becomes a confirmed booking, paid by the channel. Once. */
export async function confirmBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  const body = await call.body(octoConfirmationBody);
  const held = await ownBooking(call, uuid);
  const status = statusOf(held, call.now);
  if (status === "CONFIRMED") return octoBookingOf(held, call);
  if (status === "EXPIRED") {
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  }
  if (status === "CANCELLED") throw unprocessable(msg`This booking is cancelled.`);
  if (!namesOf(body.contact)) throw badRequest("BAD_REQUEST", msg`The contact needs a first and a last name.`);
  // Other units sent with the confirm move the hold's seats first, as a PATCH would (decision 0090).
  const row = body.unitItems && movesSeats(body, held) ? await moveSeats(call, held, body) : held;
  const booked = await bookedOrderOf(call, row);
  const contact = { ...(JSON.parse(row.contact) as OctoContactInput), ...body.contact };
  const confirmed = await confirmHold(call.scope.db, {
    channel: call.channel,
    row,
    ...booked,
    contact,
    resellerReference: body.resellerReference ?? row.reseller_reference,
    now: call.now,
  });
  if (confirmed?.status !== "CONFIRMED") {
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  }
  return octoBookingOf(confirmed, call);
}

async function bookedOrderOf(call: OctoCall, row: Parameters<typeof bookedOrder>[1]) {
  try {
    const booked = await bookedOrder(call.scope.db, row);
    if (!booked) throw unprocessable(msg`This product is no longer for sale.`);
    return booked;
  } catch (error) {
    if (error instanceof UnknownUnit) {
      throw badRequest("INVALID_UNIT_ID", msg`This option has no such unit.`, { unitId: error.unitId });
    }
    if (error instanceof HttpError) throw unprocessable(error.messageIn(call.locale));
    throw error;
  }
}

/** POST /octo/bookings/{uuid}/cancel (and DELETE): a hold's seats, or a booking's, are free at once. */
export async function cancelBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  const body = call.scope.request.method === "DELETE" ? {} : await call.body(octoCancellationBody);
  const row = await ownBooking(call, uuid);
  const status = statusOf(row, call.now);
  if (status === "CANCELLED") return octoBookingOf(row, call);
  if (status === "EXPIRED") throw unprocessable(msg`This hold has expired; there is nothing to cancel.`);
  if (row.visit_date < baliToday(call.now)) throw unprocessable(msg`A booking of a past date cannot be cancelled.`);
  const cancelled = await cancelHeld(call.scope.db, call.channel, uuid, body.reason ?? null, call.now);
  if (!cancelled) throw invalidUuid(uuid);
  return octoBookingOf(cancelled, call);
}

/** POST /octo/bookings/{uuid}/extend: a hold lasts longer; its seats stay held. */
export async function extendBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  const body = await call.body(octoExtendBody);
  const row = await ownBooking(call, uuid);
  const status = statusOf(row, call.now);
  if (status === "EXPIRED")
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  if (status !== "ON_HOLD") throw unprocessable(msg`Only a booking on hold can be extended.`);
  return octoBookingOf(await extendHold(call, uuid, body.expirationMinutes ?? OCTO_DEFAULT_HOLD_MINUTES), call);
}

async function extendHold(call: OctoCall, uuid: string, minutes: number): Promise<ChannelBookingRow> {
  const { db } = call.scope;
  const [, result] = await db.batch([
    db
      .prepare(
        `UPDATE channel_bookings SET expires_at = ?2, updated_at = ?3
         WHERE uuid = ?1 AND status = 'ON_HOLD' AND expires_at > ${NOW_SQL}`,
      )
      .bind(uuid, isoPlusMinutes(call.now, minutes), call.now.toISOString()),
    db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid),
  ]);
  const row = firstRow<ChannelBookingRow>(result);
  if (!row || statusOf(row, call.now) !== "ON_HOLD") {
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  }
  return row;
}

/** What a PATCH (or a confirm's unit items) may move. */
type SeatsAsked = Pick<OctoUpdateBody, "productId" | "optionId" | "availabilityId" | "unitItems">;

/** Whether a PATCH asks for another product, option, departure or units than the booking has. */
function movesSeats(body: SeatsAsked, row: ChannelBookingRow): boolean {
  // Unit items that only name other UUIDs hold the same seats: they do not move them.
  const held = (JSON.parse(row.unit_items) as StoredUnitItem[]).map((unit) => unit.unitId).sort();
  const sent = body.unitItems?.map((unit) => unit.unitId).sort();
  return (
    (body.productId !== undefined && body.productId !== productIdOfRow(row)) ||
    (body.optionId !== undefined && body.optionId !== optionIdOf(row.package_id)) ||
    (body.availabilityId !== undefined && body.availabilityId !== row.availability_id) ||
    (sent !== undefined && sent.join("\n") !== held.join("\n"))
  );
}

/**
 * The unit items after the update: as sent, a sent unit item's UUID kept (OCTO: a unit item left out
 * is removed), or the booking's own when none are sent.
 */
function unitItemsAfter(body: SeatsAsked, row: ChannelBookingRow): StoredUnitItem[] {
  const held = JSON.parse(row.unit_items) as StoredUnitItem[];
  if (!body.unitItems) return held;
  return body.unitItems.map((unit) => ({
    uuid: unit.uuid ?? crypto.randomUUID(),
    unitId: unit.unitId,
    resellerReference: unit.resellerReference ?? held.find((one) => one.uuid === unit.uuid)?.resellerReference ?? null,
  }));
}

/**
 * Moves the booking's seats to the product, option, departure and units the PATCH asks for (decision
 * 0090), checked as a reservation is and priced again on the server; the move itself is one guarded
 * batch (channel-moves.ts). A departure without the room is UNPROCESSABLE_ENTITY, and nothing changes.
 */
async function moveSeats(call: OctoCall, row: ChannelBookingRow, body: SeatsAsked): Promise<ChannelBookingRow> {
  if (row.visit_date < baliToday(call.now)) throw unprocessable(msg`A booking of a past date cannot be changed.`);
  if (row.status === "CONFIRMED" && row.booking_status !== "confirmed") {
    throw unprocessable(msg`This booking is cancelled.`);
  }
  const item = await itemFor(call, body.productId ?? productIdOfRow(row));
  const option = optionFor(item, body.optionId ?? optionIdOf(row.package_id));
  const unitItems = unitItemsAfter(body, row);
  if (unitItems.length === 0) throw unprocessable(msg`A reservation needs at least one unit item.`);
  const order = orderOf(
    call,
    option.products,
    unitItems.map((unit) => unit.unitId),
  );
  const availabilityId = body.availabilityId ?? row.availability_id;
  // Not checked against the seats left: they count the booking's own, which the move's guard does not.
  const departure = await bookableDeparture(call, item, availabilityId);
  const moved = {
    activity_id: item.kind === "activity" ? item.itemId : null,
    transport_id: item.kind === "transport" ? item.itemId : null,
    package_id: option.packageId,
    unit_items: JSON.stringify(unitItems),
  };
  const booked = row.status === "CONFIRMED" ? await bookedOrderOf(call, moved) : null;
  const after = await moveHeld(call.scope.db, {
    channel: call.channel,
    row,
    item,
    packageId: option.packageId,
    date: departure.date,
    startTime: departure.startTime,
    availabilityId,
    order,
    unitItems,
    booked,
    now: call.now,
  }).catch((error: unknown) => {
    if (error instanceof HoldRefused && error.reason === "closed") throw departureGone(availabilityId);
    if (error instanceof HoldRefused) throw unprocessable(msg`Not enough places are left on this departure.`);
    if (error instanceof MoveRaced) throw unprocessable(msg`This booking changed meanwhile: read it and try again.`);
    throw error;
  });
  if (!after || after.availability_id !== availabilityId || statusOf(after, call.now) !== row.status) {
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid: row.uuid });
  }
  return after;
}

/**
 * PATCH /octo/bookings/{uuid}: its reseller reference, notes and contact, a hold's expiry, and
 * (decision 0090) another product, option, departure or units, moved in place on a hold or a
 * confirmed booking.
 */
export async function updateBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  const body = await call.body(octoUpdateBody);
  const row = await ownBooking(call, uuid);
  const status = statusOf(row, call.now);
  if (status === "EXPIRED")
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  if (status === "CANCELLED") throw unprocessable(msg`This booking is cancelled.`);
  if (movesSeats(body, row)) await moveSeats(call, row, body);
  const { db } = call.scope;
  const contact = { ...(JSON.parse(row.contact) as OctoContactInput), ...(body.contact ?? {}) };
  const resellerReference = body.resellerReference === undefined ? row.reseller_reference : body.resellerReference;
  const notes = body.notes === undefined ? row.notes : body.notes;
  const [, , read] = await db.batch([
    db
      .prepare(
        "UPDATE channel_bookings SET reseller_reference = ?2, notes = ?3, contact = ?4, updated_at = ?5 WHERE uuid = ?1",
      )
      .bind(uuid, resellerReference, notes, JSON.stringify(contact), call.now.toISOString()),
    db
      .prepare(
        `UPDATE bookings SET source_reference = coalesce(?2, source_reference)
         WHERE id = (SELECT booking_id FROM channel_bookings WHERE uuid = ?1)`,
      )
      .bind(uuid, resellerReference),
    db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid),
  ]);
  const updated =
    body.expirationMinutes !== undefined && status === "ON_HOLD"
      ? await extendHold(call, uuid, body.expirationMinutes)
      : firstRow<ChannelBookingRow>(read);
  if (!updated) throw invalidUuid(uuid);
  return octoBookingOf(updated, call);
}

export async function getBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  return octoBookingOf(await ownBooking(call, uuid), call);
}

/** The most bookings one GET /octo/bookings answers, newest first. */
const MAX_LISTED = 100;

/** GET /octo/bookings?resellerReference=&supplierReference=&localDate=: the channel's own bookings only. */
export async function listBookings(call: OctoCall): Promise<OctoBooking[]> {
  const query = octoBookingsQuery(Object.fromEntries(call.scope.url.searchParams));
  if (query instanceof type.errors) throw badRequest("BAD_REQUEST", query.summary);
  if (!query.resellerReference && !query.supplierReference && !query.localDate) {
    throw badRequest("BAD_REQUEST", msg`Send resellerReference, supplierReference or localDate.`);
  }
  const rows = await call.scope.db
    .prepare(
      `${SELECT_BOOKING} WHERE cb.channel_id = ?1
         AND (?2 IS NULL OR cb.reseller_reference = ?2)
         AND (?3 IS NULL OR b.reference = ?3 OR cb.uuid = ?3)
         AND (?4 IS NULL OR cb.visit_date = ?4)
       ORDER BY cb.created_at DESC, cb.id DESC LIMIT ${MAX_LISTED}`,
    )
    .bind(call.channel.id, query.resellerReference ?? null, query.supplierReference ?? null, query.localDate ?? null)
    .all<ChannelBookingRow>();
  return rowsOf<ChannelBookingRow>(rows).map((row) => octoBookingOf(row, call));
}

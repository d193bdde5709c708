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
import { baliToday } from "#domain/bali-time.ts";
import type { BookingRequest } from "#domain/inputs/booking.ts";
import {
  OCTO_DEFAULT_HOLD_MINUTES,
  type OctoContactInput,
  octoBookingsQuery,
  octoCancellationBody,
  octoConfirmationBody,
  octoExtendBody,
  octoReservationBody,
  octoUpdateBody,
} from "#domain/inputs/octo.ts";
import type { Locale } from "#domain/locale.ts";
import { type OctoBooking, type OctoBookingStatus, type OctoContact, parseLocalDateTime } from "#domain/octo.ts";
import { holdGuards, refusedHold } from "#workers/availability/availability.ts";
import {
  type BookingTargetById,
  bookingColumns,
  catalogueProducts,
  catalogueStatements,
  type ItemRow,
  insertBookingStatement,
} from "#workers/booking/bookings.ts";
import { type CatalogueProduct, type PricedOrder, priceOrder } from "#workers/booking/order.ts";
import { isIdentifierCollision, newConfirmationId, withFreshReference } from "#workers/booking/reference.ts";
import { HttpError } from "#workers/http.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { badRequest, type OctoCall } from "./octo-api.ts";
import { type ChannelItem, departures, optionIdOf, productIdOf, unitIdOf } from "./octo-catalogue.ts";
import { itemFor, optionFor } from "./octo-products.ts";

/** Channel bookings are written in English: marketplaces sell to visitors from abroad. */
const BOOKING_LOCALE: Locale = "en";

const NOW_SQL = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

interface StoredUnitItem {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
}

interface ChannelBookingRow {
  uuid: string;
  channel_id: number;
  status: "ON_HOLD" | "CONFIRMED" | "CANCELLED" | "EXPIRED";
  activity_id: number | null;
  transport_id: number | null;
  package_id: number | null;
  visit_date: string;
  start_time: string | null;
  availability_id: string;
  seats: number;
  unit_items: string;
  reseller_reference: string | null;
  notes: string | null;
  contact: string;
  retail_idr: number;
  net_idr: number;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  booking_reference: string | null;
}

const SELECT_BOOKING = `SELECT cb.*, b.reference AS booking_reference FROM channel_bookings cb
  LEFT JOIN bookings b ON b.id = cb.booking_id`;

function isoPlusMinutes(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** A hold past its expiry is EXPIRED whether or not the sweep has marked it yet. */
function statusOf(row: ChannelBookingRow, now: Date): OctoBookingStatus {
  if (row.status === "ON_HOLD" && row.expires_at !== null && row.expires_at <= now.toISOString()) return "EXPIRED";
  return row.status;
}

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
    productId: productIdOf(
      row.activity_id === null ? "transport" : "activity",
      row.activity_id ?? row.transport_id ?? 0,
    ),
    optionId: optionIdOf(row.package_id),
    cancellable: status === "ON_HOLD" || status === "CONFIRMED",
    cancellation:
      status === "CANCELLED"
        ? { refund: "FULL", reason: row.cancel_reason, utcCancelledAt: row.cancelled_at ?? row.updated_at }
        : null,
    freesale: false,
    availabilityId: row.availability_id,
    availability: null,
    contact,
    notes: row.notes,
    deliveryMethods: ["VOUCHER"],
    voucher: null,
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
  if (statusOf(row, call.now) === "EXPIRED" && row.status === "ON_HOLD") {
    // Expired on read: its seats were already free (seat_holders); the row now says so too.
    await call.scope.db
      .prepare(`UPDATE channel_bookings SET status = 'EXPIRED', updated_at = ${NOW_SQL}
        WHERE uuid = ?1 AND status = 'ON_HOLD' AND expires_at <= ${NOW_SQL}`)
      .bind(uuid)
      .run();
  }
  return row;
}

async function rowByUuid(db: D1Database, uuid: string): Promise<ChannelBookingRow | null> {
  return db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid).first<ChannelBookingRow>();
}

function unprocessable(text: Parameters<typeof badRequest>[1]) {
  return badRequest("UNPROCESSABLE_ENTITY", text);
}

/** The order the unit items make: one of a product per item, priced and checked as a tourist's order. */
function orderOf(call: OctoCall, products: CatalogueProduct[], unitIds: readonly string[]): PricedOrder {
  const quantities = new Map<number, number>();
  for (const unitId of unitIds) {
    const product = products.find((candidate) => unitIdOf(candidate) === unitId);
    if (!product) throw badRequest("INVALID_UNIT_ID", msg`This option has no such unit.`, { unitId });
    quantities.set(product.id, (quantities.get(product.id) ?? 0) + 1);
  }
  try {
    return priceOrder(
      products.map((product) => ({ id: product.id, ordered: quantities.get(product.id) ?? 0 })),
      products,
      call.locale,
    );
  } catch (error) {
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
  const order = orderOf(
    call,
    option.products,
    body.unitItems.map((unit) => unit.unitId),
  );
  const departure = departureOf(item, body.availabilityId);
  const unavailable = badRequest("INVALID_AVAILABILITY_ID", msg`This departure cannot be booked any more.`, {
    availabilityId: body.availabilityId,
  });
  if (departure.date < baliToday(call.now)) throw unavailable;
  const [found] = (await departures(db, item, departure.date, departure.date, call.now)).filter(
    (candidate) => candidate.time === departure.time,
  );
  if (!found || found.closed) throw unavailable;
  const seats = order.party.seats;
  if (found.remaining < seats) throw unprocessable(msg`Not enough places are left on this departure.`);
  const uuid = body.uuid ?? crypto.randomUUID();
  const now = call.now.toISOString();
  const unitItems: StoredUnitItem[] = body.unitItems.map((unit) => ({
    uuid: unit.uuid ?? crypto.randomUUID(),
    unitId: unit.unitId,
    resellerReference: unit.resellerReference ?? null,
  }));
  const net = Math.round((order.totalIdr * (100 - call.channel.commissionPercent)) / 100);
  const minutes = body.expirationMinutes ?? OCTO_DEFAULT_HOLD_MINUTES;
  const hold = { kind: item.kind, itemId: item.itemId, date: departure.date, startTime: departure.startTime, seats };
  const results = await db
    .batch([
      ...holdGuards(db, hold),
      db
        .prepare(
          `INSERT INTO channel_bookings (uuid, channel_id, status, activity_id, transport_id, package_id, visit_date,
             start_time, availability_id, seats, unit_items, reseller_reference, notes, contact, retail_idr, net_idr,
             expires_at, created_at, updated_at)
           VALUES (?1, ?2, 'ON_HOLD', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17)
           ON CONFLICT (uuid) DO NOTHING`,
        )
        .bind(
          uuid,
          call.channel.id,
          item.kind === "activity" ? item.itemId : null,
          item.kind === "transport" ? item.itemId : null,
          option.packageId,
          departure.date,
          departure.startTime,
          body.availabilityId,
          seats,
          JSON.stringify(unitItems),
          body.resellerReference ?? null,
          body.notes ?? null,
          JSON.stringify(body.contact ?? {}),
          order.totalIdr,
          net,
          isoPlusMinutes(call.now, minutes),
          now,
        ),
      db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid),
    ])
    .catch((error: unknown) => {
      const refused = refusedHold(error);
      if (refused === "closed") throw unavailable;
      if (refused === "full") throw unprocessable(msg`Not enough places are left on this departure.`);
      throw error;
    });
  const row = firstRow<ChannelBookingRow>(results.at(-1));
  if (!row || row.channel_id !== call.channel.id) throw unprocessable(msg`This UUID is already taken: send a new one.`);
  return octoBookingOf(row, call);
}

/** The lead traveller's names: first and last, or a full name split at its last space. */
function namesOf(contact: OctoContactInput): { first: string; last: string } | null {
  const first = contact.firstName?.trim() ?? "";
  const last = contact.lastName?.trim() ?? "";
  if (first && last) return { first, last };
  const full = contact.fullName?.trim() ?? "";
  const space = full.lastIndexOf(" ");
  if (space > 0) return { first: full.slice(0, space), last: full.slice(space + 1) };
  return full || first ? { first: full || first, last: last || "-" } : null;
}

/** The hold as the booking request the tourist's insert reads. */
function requestOf(
  row: ChannelBookingRow,
  item: ItemRow,
  order: PricedOrder,
  contact: OctoContactInput,
): BookingRequest {
  const names = namesOf(contact) ?? { first: "", last: "" };
  return {
    kind: row.activity_id === null ? "transport" : "activity",
    item_id: item.id,
    date: row.visit_date,
    start_time: row.start_time,
    adults: order.party.adults,
    kids: order.party.kids,
    // A vehicle's riders are not in OCTO's units: the vehicles' seats are what was sold.
    people: order.party.vehicles > 0 ? order.party.passengerSeats : 0,
    first_name: names.first,
    last_name: names.last,
    email: contact.emailAddress?.trim().toLowerCase() ?? "",
    phone_number: contact.phoneNumber?.trim() ?? "",
    country: contact.country?.trim() ?? "",
    special_request: row.notes ?? "",
    pickup_location: "",
    payment_method: "bank_transfer",
    order: order.lines.map((line) => ({ id: line.product_id, ordered: line.quantity })),
    total: 0,
    trip_direction: null,
    flight_number: null,
    flight_time: null,
    pickup_time: null,
  };
}

/** The item and the hold's order as the booking row needs them, from today's catalogue. */
async function bookedOrder(call: OctoCall, row: ChannelBookingRow) {
  const kind = row.activity_id === null ? "transport" : "activity";
  const target: BookingTargetById =
    row.activity_id === null
      ? { kind: "transport", id: row.transport_id ?? 0 }
      : { kind: "activity", id: row.activity_id };
  const [item, products] = await call.scope.db.batch(
    catalogueStatements(call.scope.db, BOOKING_LOCALE, target).filter((statement) => statement !== null),
  );
  const itemRow = firstRow<ItemRow>(item);
  if (!itemRow) throw unprocessable(msg`This product is no longer for sale.`);
  const catalogue = catalogueProducts(kind, itemRow, products).filter(
    (product) => product.packageId === row.package_id,
  );
  const units = (JSON.parse(row.unit_items) as StoredUnitItem[]).map((unit) => unit.unitId);
  return { item: itemRow, order: orderOf(call, catalogue, units) };
}

/** POST /octo/bookings/{uuid}/confirm: the hold becomes a confirmed booking, paid by the channel. Once. */
export async function confirmBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  const body = await call.body(octoConfirmationBody);
  const row = await ownBooking(call, uuid);
  const status = statusOf(row, call.now);
  if (status === "CONFIRMED") return octoBookingOf(row, call);
  if (status === "EXPIRED") {
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  }
  if (status === "CANCELLED") throw unprocessable(msg`This booking is cancelled.`);
  if (!namesOf(body.contact)) throw badRequest("BAD_REQUEST", msg`The contact needs a first and a last name.`);
  const { item, order } = await bookedOrder(call, row);
  const { db } = call.scope;
  const now = call.now.toISOString();
  const resellerReference = body.resellerReference ?? row.reseller_reference;
  const contact = { ...(JSON.parse(row.contact) as OctoContactInput), ...body.contact };
  const request = requestOf(row, item, order, contact);
  const hold = { startTime: row.start_time, seats: row.seats };
  const newBooking = { request, item, order, user: null, requestHash: "", hold, confirmsAtOnce: true };
  const results = await withFreshReference(
    (reference) => {
      const ids = { reference, confirmationId: newConfirmationId(row.visit_date) };
      const columns = {
        ...bookingColumns(newBooking, BOOKING_LOCALE, ids, now),
        source: "marketplace",
        source_name: call.channel.name,
        source_reference: resellerReference ?? uuid,
      };
      return db.batch([
        db
          .prepare(
            `UPDATE channel_bookings SET status = 'CONFIRMED', confirmed_at = ?2, updated_at = ?2, contact = ?3,
               reseller_reference = ?4
             WHERE uuid = ?1 AND status = 'ON_HOLD' AND booking_id IS NULL AND expires_at > ${NOW_SQL}`,
          )
          .bind(uuid, now, JSON.stringify(contact), resellerReference),
        // Only the confirm that moved the hold writes the booking: a retry finds booking_id set.
        insertBookingStatement(
          db,
          columns,
          (first) =>
            `WHERE EXISTS (SELECT 1 FROM channel_bookings WHERE uuid = ?${first} AND status = 'CONFIRMED' AND booking_id IS NULL)`,
          [uuid],
        ),
        db
          .prepare(
            `UPDATE channel_bookings SET booking_id = (SELECT id FROM bookings WHERE reference = ?1)
             WHERE uuid = ?2 AND booking_id IS NULL AND EXISTS (SELECT 1 FROM bookings WHERE reference = ?1)`,
          )
          .bind(reference, uuid),
        // The channel took the tourist's money: the booking is paid, and the note keeps what it owes us.
        db
          .prepare(
            `INSERT INTO booking_payments (booking_id, kind, method, currency, amount_minor, amount_idr, paid_on,
               actor_name, actor_email, note)
             SELECT id, 'payment', 'bank_transfer', 'IDR', total_idr, total_idr, ?2, ?3, '', ?4
             FROM bookings WHERE reference = ?1 AND total_idr > 0`,
          )
          .bind(
            reference,
            baliToday(call.now),
            call.channel.name,
            `Paid by ${call.channel.name}; net IDR ${row.net_idr}`,
          ),
        db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid),
      ]);
    },
    undefined,
    isIdentifierCollision,
  );
  const confirmed = firstRow<ChannelBookingRow>(results.at(-1));
  if (confirmed?.status !== "CONFIRMED") {
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  }
  return octoBookingOf(confirmed, call);
}

/** POST /octo/bookings/{uuid}/cancel (and DELETE): a hold's seats, or a booking's, are free at once. */
export async function cancelBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  const body = call.scope.request.method === "DELETE" ? {} : await call.body(octoCancellationBody);
  const row = await ownBooking(call, uuid);
  const status = statusOf(row, call.now);
  if (status === "CANCELLED") return octoBookingOf(row, call);
  if (status === "EXPIRED") throw unprocessable(msg`This hold has expired; there is nothing to cancel.`);
  if (row.visit_date < baliToday(call.now)) throw unprocessable(msg`A booking of a past date cannot be cancelled.`);
  const { db } = call.scope;
  const now = call.now.toISOString();
  const reason = body.reason ?? null;
  const results = await db.batch([
    db
      .prepare(
        `UPDATE channel_bookings SET status = 'CANCELLED', cancelled_at = ?2, updated_at = ?2, cancel_reason = ?3
         WHERE uuid = ?1 AND status IN ('ON_HOLD', 'CONFIRMED')`,
      )
      .bind(uuid, now, reason),
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, action, from_status, actor_role, user_id, actor_name, actor_email, note)
         SELECT b.id, 'cancelled', b.status, 'tourist', NULL, ?2, '', ?3 FROM bookings b
         JOIN channel_bookings cb ON cb.booking_id = b.id WHERE cb.uuid = ?1 AND b.status = 'confirmed'`,
      )
      .bind(uuid, call.channel.name, reason ?? ""),
    db
      .prepare(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = ?2, cancellation_kind = 'tourist',
           cancellation_fee_percent = 0, cancellation_fee_idr = 0, cancellation_fee_usd_cents = 0
         WHERE id = (SELECT booking_id FROM channel_bookings WHERE uuid = ?1) AND status = 'confirmed'`,
      )
      .bind(uuid, now),
    db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid),
  ]);
  const cancelled = firstRow<ChannelBookingRow>(results.at(-1));
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

/**
 * PATCH /octo/bookings/{uuid}: its reseller reference, notes and contact, and a hold's expiry.
 * Another product, option, departure or units is a new booking: cancel this one and book again.
 */
export async function updateBooking(call: OctoCall, uuid: string): Promise<OctoBooking> {
  const body = await call.body(octoUpdateBody);
  const row = await ownBooking(call, uuid);
  const status = statusOf(row, call.now);
  if (status === "EXPIRED")
    throw badRequest("INVALID_BOOKING_UUID", msg`This hold has expired: reserve again.`, { uuid });
  if (status === "CANCELLED") throw unprocessable(msg`This booking is cancelled.`);
  const moves =
    (body.productId !== undefined &&
      body.productId !==
        productIdOf(row.activity_id === null ? "transport" : "activity", row.activity_id ?? row.transport_id ?? 0)) ||
    (body.optionId !== undefined && body.optionId !== optionIdOf(row.package_id)) ||
    (body.availabilityId !== undefined && body.availabilityId !== row.availability_id) ||
    body.unitItems !== undefined;
  if (moves)
    throw unprocessable(msg`Changing the product, option, departure or units is not supported: cancel and book again.`);
  const { db } = call.scope;
  const contact = { ...(JSON.parse(row.contact) as OctoContactInput), ...(body.contact ?? {}) };
  const resellerReference = body.resellerReference === undefined ? row.reseller_reference : body.resellerReference;
  const notes = body.notes === undefined ? row.notes : body.notes;
  await db.batch([
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
  ]);
  if (body.expirationMinutes !== undefined && status === "ON_HOLD")
    await extendHold(call, uuid, body.expirationMinutes);
  const updated = await rowByUuid(db, uuid);
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

/** The cron's sweep: holds past their expiry are marked EXPIRED (their seats were free already). */
export async function expireHolds(db: D1Database): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE channel_bookings SET status = 'EXPIRED', updated_at = ${NOW_SQL}
       WHERE status = 'ON_HOLD' AND expires_at <= ${NOW_SQL}`,
    )
    .run();
  return result.meta.changes ?? 0;
}

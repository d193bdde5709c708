/**
 * A channel's holds and bookings on our own seats, whichever API the channel speaks (decisions 0070
 * and 0072). A hold is a row of channel_bookings written behind the same seat and closed-date
 * guards as every booking, counted against the capacity until it expires (the view seat_holders).
 * Confirming it writes the booking row the inbox, manifest and CSV read (source 'marketplace',
 * named after the channel, with its reference), paid by the channel, in one batch that only the
 * first confirm carries out. OCTO (octo-bookings.ts) and GetYourGuide (gyg-bookings.ts) call these
 * and answer in their own words.
 */
import { baliToday } from "#domain/bali-time.ts";
import type { BookingRequest } from "#domain/inputs/booking.ts";
import type { Locale } from "#domain/locale.ts";
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
import { firstRow } from "#workers/sql.ts";
import type { Channel } from "./channel-calls.ts";
import { type ChannelItem, unitIdOf } from "./octo-catalogue.ts";

/** Channel bookings are written in English: marketplaces sell to visitors from abroad. */
export const BOOKING_LOCALE: Locale = "en";

export const NOW_SQL = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export interface StoredUnitItem {
  uuid: string;
  /** The unit booked: the package's product id, or `vehicle` (octo-catalogue.ts, unitIdOf). */
  unitId: string;
  resellerReference: string | null;
}

/** The lead traveller as the channel gave it. */
export interface ChannelContact {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  country?: string | null;
}

export type ChannelBookingStatus = "ON_HOLD" | "CONFIRMED" | "CANCELLED" | "EXPIRED";

export interface ChannelBookingRow {
  uuid: string;
  channel_id: number;
  channel_reference: string | null;
  status: ChannelBookingStatus;
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
  booking_id: number | null;
  booking_reference: string | null;
  /** The booking row's version and total, which a move of a confirmed booking guards and settles. */
  booking_version: number | null;
  booking_total_idr: number | null;
  /** The booking row's status: the back office may have cancelled it while the channel's row stands. */
  booking_status: string | null;
  duration_hours: number;
  day_start: string | null;
  notice_hours: number;
  capacity: number;
  held_seats: number;
  closed: 0 | 1;
}

/** A column of the booking's item's availability rule, by the item's own index. */
const ruleOf = (column: string) => `coalesce(
      (SELECT r.${column} FROM availability_rules r WHERE r.activity_id = cb.activity_id),
      (SELECT r.${column} FROM availability_rules r WHERE r.transport_id = cb.transport_id))`;

/** The seats taken on the booking's departure (its day, or its start time), as the seat guard counts them. */
const heldOf = (column: "activity_id" | "transport_id") => `(SELECT coalesce(sum(h.seats), 0) FROM seat_holders h
      WHERE h.${column} = cb.${column} AND h.visit_date = cb.visit_date
        AND (${ruleOf("capacity_per")} = 'day' OR coalesce(h.start_time, '') = coalesce(cb.start_time, '')))`;

/**
 * A channel booking with its booking's reference, its item's duration and day start, and its
 * departure as it stands (OCTO's availability of a booking): notice, capacity, seats taken, closed.
 */
export const SELECT_BOOKING = `SELECT cb.*, b.reference AS booking_reference, b.version AS booking_version,
    b.total_idr AS booking_total_idr, b.status AS booking_status,
    coalesce((SELECT a.duration_hours FROM activities a WHERE a.id = cb.activity_id),
      (SELECT v.duration_hours FROM transports v WHERE v.id = cb.transport_id), 0) AS duration_hours,
    (SELECT a.start_time FROM activities a WHERE a.id = cb.activity_id) AS day_start,
    coalesce(${ruleOf("notice_hours")}, 0) AS notice_hours, coalesce(${ruleOf("capacity")}, 0) AS capacity,
    CASE WHEN cb.activity_id IS NOT NULL THEN ${heldOf("activity_id")} ELSE ${heldOf("transport_id")} END AS held_seats,
    EXISTS (SELECT 1 FROM closed_dates c WHERE c.date = cb.visit_date)
      OR EXISTS (SELECT 1 FROM blackout_dates x WHERE x.date = cb.visit_date
        AND (x.activity_id = cb.activity_id OR x.transport_id = cb.transport_id)) AS closed
  FROM channel_bookings cb LEFT JOIN bookings b ON b.id = cb.booking_id`;

export function isoPlusMinutes(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** A hold past its expiry is EXPIRED whether or not the sweep has marked it yet. */
export function statusOf(row: ChannelBookingRow, now: Date): ChannelBookingStatus {
  if (row.status === "ON_HOLD" && row.expires_at !== null && row.expires_at <= now.toISOString()) return "EXPIRED";
  return row.status;
}

export async function rowByUuid(db: D1Database, uuid: string): Promise<ChannelBookingRow | null> {
  return db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid).first<ChannelBookingRow>();
}

export async function rowByChannelReference(
  db: D1Database,
  channelId: number,
  reference: string,
): Promise<ChannelBookingRow | null> {
  return db
    .prepare(`${SELECT_BOOKING} WHERE cb.channel_id = ?1 AND cb.channel_reference = ?2`)
    .bind(channelId, reference)
    .first<ChannelBookingRow>();
}

/** Marks an expired hold EXPIRED on read: its seats were already free (seat_holders); the row now says so too. */
export async function markExpiredOnRead(db: D1Database, row: ChannelBookingRow, now: Date): Promise<void> {
  if (row.status !== "ON_HOLD" || statusOf(row, now) !== "EXPIRED") return;
  await db
    .prepare(`UPDATE channel_bookings SET status = 'EXPIRED', updated_at = ${NOW_SQL}
      WHERE uuid = ?1 AND status = 'ON_HOLD' AND expires_at <= ${NOW_SQL}`)
    .bind(row.uuid)
    .run();
}

/** A unit the option does not have. */
export class UnknownUnit extends Error {
  constructor(readonly unitId: string) {
    super(`unknown unit ${unitId}`);
  }
}

/**
 * The order the units make: one of a product per unit, priced and checked as a tourist's order.
 * Throws UnknownUnit, or priceOrder's HttpError when the order breaks a product's rule (a minimum).
 */
export function orderOfUnits(products: CatalogueProduct[], unitIds: readonly string[], locale: Locale): PricedOrder {
  const quantities = new Map<number, number>();
  for (const unitId of unitIds) {
    const product = products.find((candidate) => unitIdOf(candidate) === unitId);
    if (!product) throw new UnknownUnit(unitId);
    quantities.set(product.id, (quantities.get(product.id) ?? 0) + 1);
  }
  return priceOrder(
    products.map((product) => ({ id: product.id, ordered: quantities.get(product.id) ?? 0 })),
    products,
    locale,
  );
}

export function netOfRetail(retailIdr: number, commissionPercent: number): number {
  return Math.round((retailIdr * (100 - commissionPercent)) / 100);
}

export interface NewHold {
  uuid: string;
  /** The channel's own reference, unique per channel (GetYourGuide's gygBookingReference); null for OCTO. */
  channelReference: string | null;
  channel: Channel;
  item: ChannelItem;
  packageId: number | null;
  date: string;
  startTime: string | null;
  availabilityId: string;
  order: PricedOrder;
  unitItems: StoredUnitItem[];
  resellerReference: string | null;
  notes: string | null;
  contact: ChannelContact;
  expiresAt: string;
  now: Date;
}

/** Why a hold was not written: the date closed, or the seats went, while it was being placed. */
export class HoldRefused extends Error {
  constructor(readonly reason: "closed" | "full") {
    super(`hold refused: ${reason}`);
  }
}

/**
 * Holds the seats in one guarded batch and answers the row: this call's, or the one a concurrent
 * call with the same UUID or channel reference wrote first (the caller checks it is its channel's).
 * Throws HoldRefused when the guards refuse and no such row exists.
 */
export async function placeHold(db: D1Database, hold: NewHold): Promise<ChannelBookingRow | null> {
  const { item } = hold;
  const seats = hold.order.party.seats;
  const guarded = { kind: item.kind, itemId: item.itemId, date: hold.date, startTime: hold.startTime, seats };
  const find = hold.channelReference
    ? db
        .prepare(`${SELECT_BOOKING} WHERE cb.channel_id = ?1 AND cb.channel_reference = ?2`)
        .bind(hold.channel.id, hold.channelReference)
    : db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(hold.uuid);
  const now = hold.now.toISOString();
  try {
    const results = await db.batch([
      ...holdGuards(db, guarded),
      db
        .prepare(
          `INSERT INTO channel_bookings (uuid, channel_id, status, activity_id, transport_id, package_id, visit_date,
             start_time, availability_id, seats, unit_items, reseller_reference, notes, contact, retail_idr, net_idr,
             expires_at, created_at, updated_at, channel_reference)
           VALUES (?1, ?2, 'ON_HOLD', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17, ?18)
           ON CONFLICT DO NOTHING`,
        )
        .bind(
          hold.uuid,
          hold.channel.id,
          item.kind === "activity" ? item.itemId : null,
          item.kind === "transport" ? item.itemId : null,
          hold.packageId,
          hold.date,
          hold.startTime,
          hold.availabilityId,
          seats,
          JSON.stringify(hold.unitItems),
          hold.resellerReference,
          hold.notes,
          JSON.stringify(hold.contact),
          hold.order.totalIdr,
          netOfRetail(hold.order.totalIdr, hold.channel.commissionPercent),
          hold.expiresAt,
          now,
          hold.channelReference,
        ),
      find,
    ]);
    return firstRow<ChannelBookingRow>(results.at(-1)) ?? null;
  } catch (error) {
    const refused = refusedHold(error);
    if (!refused) throw error;
    // A concurrent retry may have taken the last seats with this very booking: that is its answer.
    const earlier = hold.channelReference
      ? await rowByChannelReference(db, hold.channel.id, hold.channelReference)
      : null;
    if (earlier) return earlier;
    throw new HoldRefused(refused);
  }
}

/** The lead traveller's names: first and last, or a full name split at its last space. */
export function namesOf(contact: ChannelContact): { first: string; last: string } | null {
  const first = contact.firstName?.trim() ?? "";
  const last = contact.lastName?.trim() ?? "";
  if (first && last) return { first, last };
  const full = contact.fullName?.trim() ?? "";
  const space = full.lastIndexOf(" ");
  if (space > 0) return { first: full.slice(0, space), last: full.slice(space + 1) };
  return full || first ? { first: full || first, last: last || "-" } : null;
}

/** The hold as the booking request the tourist's insert reads. */
function requestOf(row: ChannelBookingRow, item: ItemRow, order: PricedOrder, contact: ChannelContact): BookingRequest {
  const names = namesOf(contact) ?? { first: "", last: "" };
  return {
    kind: row.activity_id === null ? "transport" : "activity",
    item_id: item.id,
    date: row.visit_date,
    start_time: row.start_time,
    // The operator and the channels give the address as text; areas are the tourist's form's (issue 40).
    pickup_area: null,
    adults: order.party.adults,
    kids: order.party.kids,
    // A vehicle's riders are not in the channel's units: the vehicles' seats are what was sold.
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

/**
 * The item and the hold's order as the booking row needs them, from today's catalogue; null when
 * the item is gone. Throws as orderOfUnits does.
 */
export async function bookedOrder(
  db: D1Database,
  row: Pick<ChannelBookingRow, "activity_id" | "transport_id" | "package_id" | "unit_items">,
): Promise<{ item: ItemRow; order: PricedOrder } | null> {
  const kind = row.activity_id === null ? "transport" : "activity";
  const target: BookingTargetById =
    row.activity_id === null
      ? { kind: "transport", id: row.transport_id ?? 0 }
      : { kind: "activity", id: row.activity_id };
  const [item, products] = await db.batch(
    catalogueStatements(db, BOOKING_LOCALE, target).filter((statement) => statement !== null),
  );
  const itemRow = firstRow<ItemRow>(item);
  if (!itemRow) return null;
  const catalogue = catalogueProducts(kind, itemRow, products).filter(
    (product) => product.packageId === row.package_id,
  );
  const units = (JSON.parse(row.unit_items) as StoredUnitItem[]).map((unit) => unit.unitId);
  return { item: itemRow, order: orderOfUnits(catalogue, units, BOOKING_LOCALE) };
}

export interface Confirmation {
  channel: Channel;
  row: ChannelBookingRow;
  item: ItemRow;
  order: PricedOrder;
  contact: ChannelContact;
  resellerReference: string | null;
  now: Date;
}

/**
 * The hold becomes a confirmed booking, paid by the channel, in one batch that only the first
 * confirm carries out: a retried or concurrent confirm finds the link set and writes nothing.
 * Answers the row after the batch: CONFIRMED, or still ON_HOLD/EXPIRED when it expired meanwhile.
 */
export async function confirmHold(db: D1Database, confirmation: Confirmation): Promise<ChannelBookingRow | null> {
  const { channel, row, item, order, contact, resellerReference } = confirmation;
  const { uuid } = row;
  const now = confirmation.now.toISOString();
  const request = requestOf(row, item, order, contact);
  const hold = { startTime: row.start_time, seats: row.seats };
  const newBooking = { request, item, order, user: null, requestHash: "", hold, confirmsAtOnce: true };
  const results = await withFreshReference(
    (reference) => {
      const ids = { reference, confirmationId: newConfirmationId(row.visit_date) };
      const columns = {
        ...bookingColumns(newBooking, BOOKING_LOCALE, ids, now),
        source: "marketplace",
        source_name: channel.name,
        source_reference: resellerReference ?? row.channel_reference ?? uuid,
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
            baliToday(confirmation.now),
            channel.name,
            `Paid by ${channel.name}; net IDR ${row.net_idr}`,
          ),
        db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid),
      ]);
    },
    undefined,
    isIdentifierCollision,
  );
  return firstRow<ChannelBookingRow>(results.at(-1)) ?? null;
}

/** A hold's seats, or a booking's, are free at once; the booking row is cancelled without a fee. */
export async function cancelHeld(
  db: D1Database,
  channel: Channel,
  uuid: string,
  reason: string | null,
  now: Date,
): Promise<ChannelBookingRow | null> {
  const at = now.toISOString();
  const results = await db.batch([
    db
      .prepare(
        `UPDATE channel_bookings SET status = 'CANCELLED', cancelled_at = ?2, updated_at = ?2, cancel_reason = ?3
         WHERE uuid = ?1 AND status IN ('ON_HOLD', 'CONFIRMED')`,
      )
      .bind(uuid, at, reason),
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, action, from_status, actor_role, user_id, actor_name, actor_email, note)
         SELECT b.id, 'cancelled', b.status, 'tourist', NULL, ?2, '', ?3 FROM bookings b
         JOIN channel_bookings cb ON cb.booking_id = b.id WHERE cb.uuid = ?1 AND b.status = 'confirmed'`,
      )
      .bind(uuid, channel.name, reason ?? ""),
    db
      .prepare(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = ?2, cancellation_kind = 'tourist',
           cancellation_fee_percent = 0, cancellation_fee_idr = 0, cancellation_fee_usd_cents = 0
         WHERE id = (SELECT booking_id FROM channel_bookings WHERE uuid = ?1) AND status = 'confirmed'`,
      )
      .bind(uuid, at),
    db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(uuid),
  ]);
  return firstRow<ChannelBookingRow>(results.at(-1)) ?? null;
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

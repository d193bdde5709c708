/**
 * Changing a booking that stands (issue 38, item 3): another date or start time, package,
 * quantities, pickup or guest details. The new order is priced and fitted to the day as an
 * operator's entry is (`operatorOrder`), with the booking's own seats given back first, so it never
 * competes with itself. The first submit only answers the preview (what changes, old and new total,
 * the difference); the second, with `confirm=yes`, the preview's `version` and its `total`, writes
 * one D1 batch: the version guard, the booking's new columns, the seat guards re-checked after the
 * move (the old seats released by the same UPDATE), the audit row with before and after, and the
 * guest's mail. Of a change and a booking racing for the last seats exactly one gets them.
 * The due amount and the payment state follow the new total by themselves (decision 0064).
 */
import { msg } from "@lingui/core/macro";
import { baliToday } from "#domain/bali-time.ts";
import type { BookingView } from "#domain/booking.ts";
import type { ChangePreview, FieldChange } from "#domain/booking-change.ts";
import { totalMinor } from "#domain/booking-rules.ts";
import { mailboxOf } from "#domain/email.ts";
import { currencyOf } from "#domain/format.ts";
import { BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/booking-messages.ts";
import { type OperatorBooking, parseOperatorBooking } from "#domain/inputs/operator-booking.ts";
import type { Locale } from "#domain/locale.ts";
import { pickupTimeOf } from "#domain/pickup.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { type AuditEntry, auditStatement } from "#workers/audit.ts";
import { availabilityPath, holdGuards, refusedHold } from "#workers/availability/availability.ts";
import { closedMessage, overbookedMessage } from "#workers/availability/messages.ts";
import { HttpError, notFound } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { deliverSoon, outboxStatementForBooking, pendingReminderDropped } from "#workers/mail/outbox.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { firstRow } from "#workers/sql.ts";
import { isStaleWrite, versionGuard } from "#workers/write-guard.ts";
import { changeMail, operatorChangeMail } from "./change-mail.ts";
import { forMail } from "./decisions.ts";
import { refusal } from "./input.ts";
import { entryRefusal, type OperatorOrder, operatorOrder, withOverride } from "./operator-entry.ts";
import { linesIn, type PricedOrder, type StoredLine } from "./order.ts";
import {
  type LineAfterChange,
  outsideTripDays,
  quoteLineFollows,
  TRIP_DAYS_SQL,
  type TripDays,
} from "./trip-quote-lines.ts";
import { type BookingViewRow, bookingByReference, bookingViewOf } from "./view.ts";

/** The booking's columns a change reads and may write, and its trip's days when it is a quote's line. */
interface ChangeRow extends TripDays {
  id: number;
  version: number;
  status: string;
  activity_id: number | null;
  transport_id: number | null;
  package_id: number | null;
  locale: Locale;
  visit_date: string;
  start_time: string | null;
  seats: number;
  people: number;
  order_data: string;
  total_idr: number;
  total_usd_cents: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  special_request: string;
  pickup_location: string;
  payment_method: string;
  pickup_area_id: number | null;
  pickup_time: string | null;
  /** The minutes the booking's pickup area collects before its activity's start; null without an area. */
  pickup_minutes: number | null;
  /** The activity's own start, for a booking that chose none. */
  item_start_time: string | null;
}

/** A booking as its change form starts: its stored columns and the quantities of its products. */
export interface ChangeableBooking {
  row: ChangeRow;
  view: BookingView;
  kind: "activity" | "transport";
  itemId: number;
  lines: StoredLine[];
}

const STANDING = new Set(["requested", "confirmed"]);

/** The stored booking and its view (names in the guest's language), in one round trip; 404 when unknown. */
export async function changeableBooking(db: D1Database, reference: string): Promise<ChangeableBooking> {
  const [rowResult, viewResult] = await db.batch([
    db
      .prepare(
        `SELECT id, version, status, activity_id, transport_id, package_id, locale, visit_date, start_time, seats,
           people, order_data, total_idr, total_usd_cents, first_name, last_name, email, phone_number, country,
           special_request, pickup_location, payment_method, pickup_area_id, pickup_time,
           (SELECT coalesce(m.minutes, pa.default_minutes) FROM pickup_areas pa
            LEFT JOIN pickup_area_minutes m ON m.area_id = pa.id AND m.activity_id = bookings.activity_id
            WHERE pa.id = bookings.pickup_area_id) AS pickup_minutes,
           (SELECT a.start_time FROM activities a WHERE a.id = bookings.activity_id) AS item_start_time,
           ${TRIP_DAYS_SQL}
         FROM bookings WHERE reference = ?1`,
      )
      .bind(reference),
    bookingByReference(db, reference, null),
  ]);
  const row = firstRow<ChangeRow>(rowResult);
  const viewRow = firstRow<BookingViewRow>(viewResult);
  if (!row || !viewRow) throw notFound("Booking");
  const kind = row.transport_id === null ? "activity" : "transport";
  const itemId = row.transport_id ?? row.activity_id ?? 0;
  return { row, view: bookingViewOf(viewRow), kind, itemId, lines: JSON.parse(row.order_data) as StoredLine[] };
}

/** Whether the booking still stands: a declined or cancelled one cannot be changed. */
export function stillStands(booking: ChangeableBooking): boolean {
  return STANDING.has(booking.row.status);
}

/** The change form's starting values: the booking as stored, as the entry form names its fields. */
export function storedFields(booking: ChangeableBooking): Record<string, string> {
  const { row } = booking;
  const quantities = Object.fromEntries(
    booking.lines
      .filter((line) => line.product_id !== 0)
      .map((line) => [`quantity_${line.product_id}`, String(line.quantity)]),
  );
  return {
    date: row.visit_date,
    start_time: row.start_time ?? "",
    package_id: row.package_id === null ? "" : String(row.package_id),
    people: row.people ? String(row.people) : "",
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    country: row.country,
    special_request: row.special_request,
    pickup_location: row.pickup_location,
    ...quantities,
  };
}

/**
 * The change as an operator's entry: the stored booking with what the form sent over it. What a
 * change never moves (the item, the guest's language and currency, the payment method) comes from
 * the booking; the source is not written by a change, so any entered one passes the parse. A form
 * that sends any quantity sends the whole order; one that sends none keeps the stored quantities.
 */
function entryFields(booking: ChangeableBooking, fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const sentOrder = Object.keys(fields).some((name) => name.startsWith("quantity_"));
  const stored = storedFields(booking);
  const kept = sentOrder
    ? Object.fromEntries(Object.entries(stored).filter(([name]) => !name.startsWith("quantity_")))
    : stored;
  const sent = Object.fromEntries(
    Object.entries(fields).filter(
      ([name]) => name in stored || name.startsWith("quantity_") || name.startsWith("over"),
    ),
  );
  return {
    ...kept,
    ...sent,
    item: `${booking.kind}-${booking.itemId}`,
    locale: booking.row.locale,
    payment_method: booking.row.payment_method,
    source: "phone",
  };
}

/** Whether the order is the stored one: then its lines and totals stay, an agreed price's line included. */
function sameOrder(booking: ChangeableBooking, entry: OperatorBooking): boolean {
  const { row, lines } = booking;
  if (entry.priceOverride !== null) return false;
  if ((entry.kind === "activity" ? entry.packageId : null) !== row.package_id) return false;
  if (entry.kind === "transport" && entry.people !== row.people) return false;
  const stored = lines.filter((line) => line.product_id !== 0);
  const ordered = Object.entries(entry.quantities).filter(([, quantity]) => quantity > 0);
  return (
    ordered.length === stored.length && stored.every((line) => entry.quantities[line.product_id] === line.quantity)
  );
}

function orderText(lines: readonly StoredLine[]): string {
  return lines
    .filter((line) => line.product_id !== 0)
    .map((line) => `${line.quantity} × ${line.name}`)
    .join(", ");
}

function changesOf(
  booking: ChangeableBooking,
  entry: OperatorBooking,
  order: PricedOrder,
  startTime: string | null,
  pickupTime: string | null,
) {
  const { row } = booking;
  const pairs: [FieldChange["field"], string, string][] = [
    ["date", row.visit_date, entry.date],
    ["start_time", row.start_time ?? "", startTime ?? ""],
    ["pickup_time", row.pickup_time ?? "", pickupTime ?? ""],
    ["order", orderText(booking.lines), orderText(order.lines)],
    ["people", String(row.people), String(entry.kind === "transport" ? entry.people : row.people)],
    ["first_name", row.first_name, entry.firstName],
    ["last_name", row.last_name, entry.lastName],
    ["email", row.email, entry.email],
    ["phone_number", row.phone_number, entry.phoneNumber],
    ["country", row.country, entry.country],
    ["pickup_location", row.pickup_location, entry.pickupLocation],
    ["special_request", row.special_request, entry.specialRequest],
  ];
  return pairs
    .filter(([, before, after]) => before !== after)
    .map(([field, before, after]) => ({ field, before, after }));
}

/** A change worked out: the new order, where its seats go, and what it moves. Nothing written yet. */
interface PlannedChange {
  booking: ChangeableBooking;
  entry: OperatorBooking;
  priced: OperatorOrder;
  order: PricedOrder;
  preview: ChangePreview;
  /** The pickup time after the change: derived again from the area when the start moves (decision 0076). */
  pickupTime: string | null;
}

function minorOf(currency: "IDR" | "USD", order: { totalIdr: number; totalUsdCents: number }): number {
  return currency === "IDR" ? order.totalIdr : order.totalUsdCents;
}

/** 409 in the operator's language: the booking was declined or cancelled. */
export function noLongerStands(locale: Locale): HttpError {
  const message = translate(locale, msg`This booking was declined or cancelled, so it can no longer be changed.`);
  return new HttpError(409, message, { status: [message] });
}

function staleRefusal(locale: Locale): HttpError {
  const message = translate(
    locale,
    msg`This booking changed since you opened it. Reload it to see the change, then make yours again.`,
  );
  return new HttpError(409, message, { version: [message] });
}

/** Prices and fits the change; 422 per field (nothing written) when anything is wrong. */
async function planChange(
  scope: RequestScope,
  booking: ChangeableBooking,
  fields: Readonly<Record<string, unknown>>,
  clock: Date,
  overbookable: boolean,
): Promise<PlannedChange> {
  const { db, locale } = scope;
  const { row } = booking;
  // A booking that came without a phone (a sales channel's may) can be changed without one.
  const parsed = parseOperatorBooking(entryFields(booking, fields), baliToday(clock), {
    phoneRequired: row.phone_number !== "",
  });
  if (!parsed.ok) throw entryRefusal(locale, parsed.problems);
  const entry = parsed.value;
  const leavesTrip = outsideTripDays(row, entry.date, locale);
  if (leavesTrip) throw leavesTrip;
  const released = { date: row.visit_date, startTime: row.start_time, seats: row.seats };
  const priced = await operatorOrder(db, entry, locale, released, overbookable);
  const order: PricedOrder = sameOrder(booking, entry)
    ? { ...priced.order, lines: booking.lines, totalIdr: row.total_idr, totalUsdCents: row.total_usd_cents }
    : withOverride(priced, entry, translate(entry.locale, msg`Price agreed with us`));
  const pickupTime = pickupAfter(booking, entry.date, priced.hold.startTime, locale);
  const currency = currencyOf(row.locale);
  const oldTotalMinor = minorOf(currency, { totalIdr: row.total_idr, totalUsdCents: row.total_usd_cents });
  const newTotalMinor = minorOf(currency, order);
  const preview: ChangePreview = {
    reference: booking.view.reference,
    version: row.version,
    currency,
    changes: changesOf(booking, entry, order, priced.hold.startTime, pickupTime),
    oldTotalMinor,
    newTotalMinor,
    differenceMinor: newTotalMinor - oldTotalMinor,
  };
  return { booking, entry, priced, order, preview, pickupTime };
}

/**
 * The booking's pickup time once it starts on `date` at `startTime`: derived from its area again when
 * the start moves, kept (an operator may have set it by hand) when it does not. 422 under the start
 * time when the new start would put the area's pickup before midnight (decision 0076).
 */
function pickupAfter(booking: ChangeableBooking, date: string, startTime: string | null, locale: Locale) {
  const { row } = booking;
  const moves = row.visit_date !== date || row.start_time !== startTime;
  const start = startTime ?? row.item_start_time;
  if (!moves || row.pickup_area_id === null || row.pickup_minutes === null || !start) return row.pickup_time;
  const pickupTime = pickupTimeOf(start, row.pickup_minutes);
  if (pickupTime === null) throw refusal("start_time", translate(locale, BOOKING_PROBLEM_MESSAGES.pickupAreaTooEarly));
  return pickupTime;
}

export type ChangeOutcome =
  /** The first submit: what would change, nothing written. */
  | { kind: "preview"; preview: ChangePreview }
  /** The second submit went through; `purge`: the availability answers the moved seats make wrong. */
  | { kind: "changed"; purge: string[] }
  /** The second submit changed nothing. */
  | { kind: "unchanged" };

/**
 * The operator's change of the booking `reference`: the preview first, then (with `confirm=yes`,
 * the preview's `version` and `total`) the one guarded batch. 404 unknown, 409 no longer standing or
 * changed meanwhile, 422 per field in the operator's language; a refusal writes nothing.
 */
export async function changeBooking(
  scope: OperatorScope,
  reference: string,
  fields: Readonly<Record<string, unknown>>,
  clock = new Date(),
): Promise<ChangeOutcome> {
  const booking = await changeableBooking(scope.db, reference);
  if (!stillStands(booking)) throw noLongerStands(scope.locale);
  return previewOrSave(scope, booking, fields, scope.operator, clock);
}

/** What a tourist's change adds: no overbooking, and a check of the new start (its own change window). */
export interface TouristRules {
  checkStart: (plan: { entry: OperatorBooking; startTime: string | null }) => void;
}

/** The preview, or with `confirm=yes` the save, of a change `actor` makes to a booking that stands. */
export async function previewOrSave(
  scope: RequestScope,
  booking: ChangeableBooking,
  fields: Readonly<Record<string, unknown>>,
  actor: AuditEntry["actor"],
  clock: Date,
  tourist: TouristRules | null = null,
): Promise<ChangeOutcome> {
  const { locale } = scope;
  const plan = await planChange(scope, booking, fields, clock, tourist === null);
  tourist?.checkStart({ entry: plan.entry, startTime: plan.priced.hold.startTime });
  if (fields.confirm !== "yes") return { kind: "preview", preview: plan.preview };
  if (String(fields.version ?? "") !== String(booking.row.version)) throw staleRefusal(locale);
  if (String(fields.total ?? "") !== String(plan.preview.newTotalMinor)) {
    throw refusal(
      "total",
      translate(locale, msg`The new total changed since you saw it. Please check the change again.`),
    );
  }
  if (plan.preview.changes.length === 0) return { kind: "unchanged" };
  await writeChange(scope, plan, actor, tourist !== null);
  return { kind: "changed", purge: [availabilityPath(plan.priced.item.path)] };
}

/** Whether the change moves the booking to another date or start time. */
function startMoves(plan: PlannedChange): boolean {
  const { row } = plan.booking;
  return row.visit_date !== plan.entry.date || row.start_time !== plan.priced.hold.startTime;
}

/** Whether the change moves or adds seats: only then are the day's guards asked again. */
function seatsMove(plan: PlannedChange): boolean {
  const { row } = plan.booking;
  const { hold } = plan.priced;
  return startMoves(plan) || hold.seats > row.seats;
}

/** The booking's new columns; a new start is reminded of again (decision 0068): SET reads the row as it was. */
function updateStatement(db: D1Database, plan: PlannedChange): D1PreparedStatement {
  const { entry, order, priced } = plan;
  return db
    .prepare(
      `UPDATE bookings SET visit_date = ?2, start_time = ?3, seats = ?4, package_id = ?5, adults = ?6, kids = ?7,
         vehicles = ?8, people = ?9, order_data = ?10, total_idr = ?11, total_usd_cents = ?12, first_name = ?13,
         last_name = ?14, email = ?15, mailbox = ?16, phone_number = ?17, country = ?18, special_request = ?19,
         pickup_location = ?20, pickup_time = ?21, version = version + 1,
         reminded_at = CASE WHEN visit_date = ?2 AND start_time IS ?3 THEN reminded_at END
       WHERE id = ?1`,
    )
    .bind(
      plan.booking.row.id,
      entry.date,
      priced.hold.startTime,
      priced.hold.seats,
      order.packageId,
      order.party.adults,
      order.party.kids,
      order.party.vehicles,
      entry.kind === "transport" ? entry.people : plan.booking.row.people,
      JSON.stringify(order.lines),
      order.totalIdr,
      order.totalUsdCents,
      entry.firstName,
      entry.lastName,
      entry.email,
      entry.email ? mailboxOf(entry.email) : null,
      entry.phoneNumber,
      entry.country,
      entry.specialRequest,
      entry.pickupLocation,
      plan.pickupTime,
    );
}

/** The audit's before and after: each changed field, and the totals in the booking's currency. */
function auditSides(plan: PlannedChange) {
  const { preview, entry } = plan;
  const side = (pick: "before" | "after") =>
    Object.fromEntries(preview.changes.map((change) => [change.field, change[pick]]));
  const reasons = {
    ...(entry.priceOverride === null
      ? {}
      : { price_override: entry.priceOverride, override_reason: entry.overrideReason }),
    ...(entry.overbook ? { overbook: true, overbook_reason: entry.overbookReason } : {}),
  };
  return {
    before: { ...side("before"), total_minor: preview.oldTotalMinor, currency: preview.currency },
    after: { ...side("after"), total_minor: preview.newTotalMinor, currency: preview.currency, ...reasons },
  };
}

async function writeChange(
  scope: RequestScope,
  plan: PlannedChange,
  actor: AuditEntry["actor"],
  byGuest: boolean,
): Promise<void> {
  const { db, locale } = scope;
  const { booking, entry, priced } = plan;
  const hold = {
    kind: entry.kind,
    itemId: booking.itemId,
    date: entry.date,
    startTime: priced.hold.startTime,
    seats: 0,
  };
  const before = forMail(booking.view, scope);
  const after = { ...before, ...changedForMail(plan) };
  const { operatorEmail } = scope.config;
  const mails = [
    ...(entry.email ? [changeMail(before, after, plan.preview, operatorEmail)] : []),
    // The operator plans drivers and guides by the day: a guest's own change is told to them.
    ...(byGuest ? [operatorChangeMail(before, after, plan.preview, operatorEmail)] : []),
  ];
  const statements = [
    versionGuard(db, "bookings", booking.row.id, booking.row.version),
    updateStatement(db, plan),
    // After the UPDATE, the booking's seats are counted where they now are: the guard adds none of its own.
    ...(seatsMove(plan) ? holdGuards(db, hold, entry) : []),
    ...(startMoves(plan) ? [pendingReminderDropped(db, booking.row.id)] : []),
    ...(booking.row.trip_arrival === null ? [] : [quoteLineFollows(db, lineAfter(plan))]),
    auditStatement(db, {
      actor,
      action: "update",
      entity: "bookings",
      entityId: booking.view.reference,
      ...auditSides(plan),
    }),
    ...mails.map((mail) => outboxStatementForBooking(db, mail, booking.view.reference)),
  ];
  await db.batch(statements).catch((error: unknown) => {
    if (isStaleWrite(error)) throw staleRefusal(locale);
    const refused = refusedHold(error);
    if (refused === "closed") throw refusal("date", closedMessage(locale));
    throw refused === "full" ? refusal("date", overbookedMessage(locale)) : error;
  });
  if (mails.length > 0) deliverSoon(scope.env, scope.ctx, booking.view.reference);
}

/** The booking's quote line after the change: its text names the new order only when the order changed. */
function lineAfter(plan: PlannedChange): LineAfterChange {
  const { booking, order, priced, preview } = plan;
  const orderChanged = preview.changes.some((change) => change.field === "order");
  return {
    bookingId: booking.row.id,
    date: plan.entry.date,
    startTime: priced.hold.startTime,
    description: orderChanged ? `${booking.view.item.name}: ${orderText(order.lines)}` : null,
    priceIdr: order.totalIdr,
    priceUsdCents: order.totalUsdCents,
  };
}

/** The booking's facts after the change, as its mail reads them. */
function changedForMail(plan: PlannedChange) {
  const { entry, order, priced, booking } = plan;
  const lines = linesIn(order.lines, booking.view.currency);
  return {
    visitDate: entry.date,
    startTime: priced.hold.startTime,
    vehicles: order.party.vehicles,
    people: entry.kind === "transport" ? entry.people : booking.row.people,
    lines,
    totalMinor: totalMinor(lines),
    totalIdr: order.totalIdr,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    phoneNumber: entry.phoneNumber,
    country: entry.country,
    specialRequest: entry.specialRequest,
    pickupLocation: entry.pickupLocation,
    trip: { ...booking.view.trip, pickupTime: plan.pickupTime },
  };
}

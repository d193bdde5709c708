import { fitRequest } from "#domain/availability.ts";
import { baliDateTime, baliDayStart, baliToday } from "#domain/bali-time.ts";
import type { BookingKind, BookingStatus } from "#domain/booking.ts";
import { BOOKING_MAILS_PER_DAY, type PaymentMethod, peopleProblem, totalMinor } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { confirmsAtOnce } from "#domain/confirmation-promise.ts";
import { mailboxOf } from "#domain/email.ts";
import { type Currency, currencyOf, minorToAmount } from "#domain/format.ts";
import { type BookingRequest, ITEM_ID_FIELD } from "#domain/inputs/booking.ts";
import { BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/booking-messages.ts";
import { keptTripDetails, type TripForm, type TripNeeds, tripNeedsOf } from "#domain/inputs/trip-details.ts";
import type { Locale } from "#domain/locale.ts";
import { MEETING_POINT } from "#domain/pickup.ts";
import { currentUserStatement, type PublicUser } from "#workers/accounts/sessions.ts";
import {
  type AvailabilityFacts,
  availabilityFacts,
  availabilityStatements,
  holdGuards,
  refusedHold,
} from "#workers/availability/availability.ts";
import { availabilityMessage, closedMessage, overbookedMessage } from "#workers/availability/messages.ts";
import { cameFromOf } from "#workers/came-from.ts";
import { type ProductRow, PUBLISHED } from "#workers/catalogue/activities.ts";
import { siteConfig } from "#workers/config.ts";
import { askedArea, type BookedPickup, bookedPickup, pickupAreaSql } from "#workers/day-of-tour/pickup-areas.ts";
import { HttpError, notFound } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { budgetSpentSql } from "#workers/mail/budget.ts";
import { deliverSoon, type OutboxMail, outboxStatementForBooking } from "#workers/mail/outbox.ts";
import { clientIp, hitStatement, isOverLimit, type Limit } from "#workers/rate-limits.ts";
import { firstRow, rowsOf, translationJoin } from "#workers/sql.ts";
import { sha256Hex } from "#workers/tokens.ts";
import { confirmationMail } from "./decision-mail.ts";
import { readBookingRequest, refusal } from "./input.ts";
import { bookingMessage, partyMessage, peopleMessage } from "./messages.ts";
import {
  type CatalogueProduct,
  catalogueProductOf,
  checkTotal,
  linesIn,
  PRODUCTS_ORDER,
  PRODUCTS_SELECT,
  type PricedOrder,
  priceOrder,
  type StoredLine,
  vehicleProductOf,
} from "./order.ts";
import { isIdentifierCollision, newConfirmationId, withFreshReference } from "./reference.ts";
import { type BookingForMail, bookingRequestMails, operatorNotificationMail } from "./request-mail.ts";
import { tripOf } from "./trip.ts";

const BOOKINGS_PER_IP = 20;
const TEN_MINUTES = 10 * 60;

/** What the path names: an activity by its type and slug, or a vehicle by its id. */
export type BookingTarget = { kind: "activity"; typeSlug: string; slug: string } | { kind: "transport"; id: number };

export interface BookingAnswerLine {
  product_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

/** The 201 answer's `booking`: amounts in the booking's currency, rupiah or dollars with cents. */
export interface BookingAnswer {
  reference: string;
  status: BookingStatus;
  kind: BookingKind;
  item: { id: number; name: string; code?: string };
  date: string;
  currency: Currency;
  lines: BookingAnswerLine[];
  total: number;
  email: string;
  first_name: string;
  last_name: string;
  payment_method: PaymentMethod;
  pickup_location: string;
  /** The booking ID when the request was confirmed in its own write (instant confirmation); null for a request. */
  confirmation_id: string | null;
}

export interface BookingOutcome {
  booking: BookingAnswer;
  /** True when an earlier request with the same Idempotency-Key made this booking. */
  replayed: boolean;
}

export interface BookingCall {
  db: D1Database;
  env: Env;
  ctx: ExecutionContext;
  request: Request;
  locale: Locale;
  target: BookingTarget;
  input: unknown;
  idempotencyKey: string | null;
  /** The present; tests fix it to check rules that depend on Bali's clock. */
  now?: Date;
}

export interface ItemRow {
  id: number;
  code: string | null;
  name: string;
  start_time: string | null;
  duration_hours: number | null;
  cancelation_hours: number | null;
  /** The item's page on the site, e.g. "/transport/3". */
  path: string;
  /** A vehicle's own price; an activity's prices are its products'. */
  price_idr: number | null;
  price_usd_cents: number | null;
  /** A vehicle's trip form; null for an activity. */
  trip_form: TripForm | null;
  /** The ids of the activity's packages without a pickup, as a JSON array. */
  packages_without_pickup: string;
  /** The operator's settings for confirming at once (migration 0045), 0 or 1. */
  instant_confirmation: number;
  special_requests_need_person: number;
}

interface BookingRow {
  reference: string;
  status: BookingStatus;
  activity_id: number | null;
  transport_id: number | null;
  visit_date: string;
  currency: Currency;
  order_data: string;
  email: string;
  first_name: string;
  last_name: string;
  payment_method: PaymentMethod;
  pickup_location: string;
  request_hash: string | null;
  confirmation_id: string | null;
}

const BOOKING_COLUMNS = `reference, status, activity_id, transport_id, visit_date, currency, order_data, email,
  first_name, last_name, payment_method, pickup_location, request_hash, confirmation_id`;

const ACTIVITY_BY_PATH = `(SELECT a.id FROM activities a JOIN activity_types ty ON ty.id = a.type_id
  WHERE a.slug = ?2 AND ty.slug = ?3 AND ${PUBLISHED})`;

/** An item the back office names by its id, whatever its path (an operator's entry, issue 38). */
export type BookingTargetById = { kind: "activity"; id: number } | { kind: "transport"; id: number };

/** The booked item and (for an activity) its products, in the request's language (`?1`). */
export function catalogueStatements(
  db: D1Database,
  locale: Locale,
  target: BookingTarget | BookingTargetById,
): [item: D1PreparedStatement, products: D1PreparedStatement | null] {
  const activity = target.kind === "activity" && "slug" in target ? ACTIVITY_BY_PATH : "?2";
  const binds = target.kind === "activity" && "slug" in target ? [target.slug, target.typeSlug] : [target.id];
  if (target.kind === "transport") {
    return [
      db
        .prepare(
          `SELECT v.id, NULL AS code, v.manufacture || ' ' || v.vehicle_name AS name, NULL AS start_time,
             v.duration_hours, NULL AS cancelation_hours, '/transport/' || v.id AS path, v.price_idr, v.price_usd_cents,
             v.trip_form, '[]' AS packages_without_pickup, v.instant_confirmation, v.special_requests_need_person
           FROM transports v WHERE v.id = ?1 AND v.status = 'published'`,
        )
        .bind(target.id),
      null,
    ];
  }
  return [
    db
      .prepare(
        `SELECT a.id, a.code, t.name, a.start_time, a.duration_hours, a.cancelation_hours,
           '/activity/' || ty.slug || '/' || a.slug AS path, NULL AS price_idr, NULL AS price_usd_cents,
           NULL AS trip_form,
           (SELECT json_group_array(p.id) FROM packages p WHERE p.activity_id = a.id AND p.includes_pickup = 0)
             AS packages_without_pickup,
           a.instant_confirmation, a.special_requests_need_person
         FROM activities a JOIN activity_types ty ON ty.id = a.type_id
         ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
         WHERE a.id = ${activity}`,
      )
      .bind(locale, ...binds),
    db.prepare(`${PRODUCTS_SELECT} WHERE p.activity_id = ${activity} ${PRODUCTS_ORDER}`).bind(locale, ...binds),
  ];
}

/** The area the request names, for the activity the target names (pickupAreaSql); null when it names none. */
function pickupAreaStatement(
  db: D1Database,
  locale: Locale,
  target: BookingTarget,
  areaId: number | null,
): D1PreparedStatement | null {
  if (target.kind !== "activity" || areaId === null) return null;
  const [activity, binds] = [ACTIVITY_BY_PATH, [target.slug, target.typeSlug]];
  return db.prepare(pickupAreaSql(activity, binds.length + 2)).bind(locale, ...binds, areaId);
}

export function catalogueProducts(
  kind: BookingKind,
  item: ItemRow,
  products: D1Result | undefined,
): CatalogueProduct[] {
  if (kind === "transport") return [vehicleProductOf(item)];
  return rowsOf<ProductRow>(products).map(catalogueProductOf);
}

interface Catalogue {
  item: ItemRow;
  products: CatalogueProduct[];
  user: PublicUser | null;
  earlier: BookingRow | null;
  /** The item's availability on the requested date. */
  availability: AvailabilityFacts;
  /** The pickup area the body names, for this activity. */
  pickupArea: D1Result | undefined;
}

/** The date the body asks for, as sent: read before the body is checked, so one round trip reads its availability. */
function askedDate(input: unknown): string {
  const date = (input as { date?: unknown } | null)?.date;
  return typeof date === "string" ? date.trim() : "";
}

/**
 * One round trip for everything the request needs to read: the rate limit's count, the item and
 * its products, the signed-in user, a booking already made with the same Idempotency-Key, and the
 * item's availability on the requested date.
 */
async function readCatalogue(call: BookingCall): Promise<Catalogue> {
  const { db, env, request, locale, target, idempotencyKey } = call;
  const limit: Limit = {
    key: `booking:ip:${clientIp(request)}`,
    max: BOOKINGS_PER_IP * siteConfig(env).rateLimitScale,
    windowSeconds: TEN_MINUTES,
  };
  const earlier = idempotencyKey
    ? db.prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE idempotency_key = ?`).bind(idempotencyKey)
    : null;
  const date = askedDate(call.input);
  const [hits, item, products, user, earlierBooking, pickupArea, ...availability] = await batchOf(db, [
    hitStatement(db, limit),
    ...catalogueStatements(db, locale, target),
    await currentUserStatement(db, request),
    earlier,
    pickupAreaStatement(db, locale, target, askedArea(call.input)),
    ...availabilityStatements(db, target, date, date),
  ]);
  if (isOverLimit(hits, limit)) throw new HttpError(429, bookingMessage("tooManyBookings", locale));
  const itemRow = firstRow<ItemRow>(item);
  if (!itemRow) throw notFound(target.kind === "activity" ? "Activity" : "Transport");
  return {
    item: itemRow,
    products: catalogueProducts(target.kind, itemRow, products),
    user: firstRow<PublicUser>(user) ?? null,
    earlier: firstRow<BookingRow>(earlierBooking) ?? null,
    availability: availabilityFacts(availability),
    pickupArea,
  };
}

/** One batch of the statements that are there; an absent statement's result is undefined. */
async function batchOf(db: D1Database, statements: (D1PreparedStatement | null)[]): Promise<(D1Result | undefined)[]> {
  const results = await db.batch(statements.filter((statement) => statement !== null));
  let next = 0;
  return statements.map((statement) => (statement ? results[next++] : undefined));
}

function answerOf(row: BookingRow, item: ItemRow, kind: BookingKind): BookingAnswer {
  const lines = linesIn(JSON.parse(row.order_data) as StoredLine[], row.currency);
  return {
    reference: row.reference,
    status: row.status,
    kind,
    item: item.code ? { id: item.id, name: item.name, code: item.code } : { id: item.id, name: item.name },
    date: row.visit_date,
    currency: row.currency,
    lines: lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      unit_price: minorToAmount(line.unitMinor, row.currency),
      amount: minorToAmount(line.amountMinor, row.currency),
    })),
    total: minorToAmount(totalMinor(lines), row.currency),
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    payment_method: row.payment_method,
    pickup_location: row.pickup_location,
    confirmation_id: row.confirmation_id,
  };
}

/**
 * What an Idempotency-Key stands for: every field of the request as parsed (so a retry whose
 * e-mail differs only in case is the same request), on the same route of the same site.
 */
async function requestHashOf(call: BookingCall, request: BookingRequest): Promise<string> {
  const site = { host: new URL(call.request.url).host, locale: call.locale };
  const parsed = { ...request, email: request.email.toLowerCase() };
  return sha256Hex(JSON.stringify({ route: call.target, site, request: parsed }));
}

/**
 * The same Idempotency-Key again: the booking it made, if this is the same request (a double
 * click, a retry); with any other request the key is refused, as Stripe refuses it.
 */
function replay(row: BookingRow, requestHash: string, item: ItemRow, call: BookingCall): BookingOutcome {
  if (row.request_hash !== requestHash) {
    throw refusal("idempotency_key", bookingMessage("idempotencyKeyReused", call.locale));
  }
  return { booking: answerOf(row, item, call.target.kind), replayed: true };
}

/**
 * What the booking holds: the seats its order takes (persons from the products that are persons,
 * vehicles from the vehicle's quantity), if its date and start time fit the item's availability;
 * 422 under the field otherwise.
 */
function holdFor(
  request: BookingRequest,
  order: PricedOrder,
  availability: AvailabilityFacts,
  now: Date,
  locale: Locale,
): Hold {
  const { rule, factsOn } = availability;
  if (!rule) throw new HttpError(422, bookingMessage("invalidInput", locale));
  const { seats } = order.party;
  const fit = fitRequest(rule, request.date, factsOn(request.date), baliDateTime(now), {
    startTime: request.start_time,
    seats,
  });
  if (!fit.ok) throw refusal(fit.field, availabilityMessage(locale, fit, rule.noticeHours));
  return { startTime: fit.startTime, seats };
}

/**
 * What the booking's form asks: the vehicle's trip form, and whether the package of the products
 * the request orders includes a pickup. Read from the body before it is checked, so that every
 * problem is named at once; a package that does not fit is refused later, when the order is priced.
 */
function needsOf(item: ItemRow, products: CatalogueProduct[], input: unknown): TripNeeds {
  const withoutPickup = JSON.parse(item.packages_without_pickup) as number[];
  const packageId = orderedPackage(products, input);
  return tripNeedsOf(item.trip_form, packageId === null || !withoutPickup.includes(packageId));
}

/** The package of the first known product the body's order_data names; null when it names none. */
function orderedPackage(products: CatalogueProduct[], input: unknown): number | null {
  const order = (input as { order_data?: unknown } | null)?.order_data;
  if (typeof order !== "string") return null;
  let lines: unknown;
  try {
    lines = JSON.parse(order);
  } catch {
    return null;
  }
  if (!Array.isArray(lines)) return null;
  const ids = new Set(lines.map((line) => (line as { id?: unknown } | null)?.id));
  return products.find((product) => ids.has(product.id))?.packageId ?? null;
}

/** The request as the booking keeps it: what its form does not ask (a flight, a pickup address) is dropped. */
function withTripDetails(request: BookingRequest, needs: TripNeeds): BookingRequest {
  const pickedUp = needs.pickupAddress && request.pickup_area !== MEETING_POINT;
  return {
    ...request,
    ...keptTripDetails(request, needs),
    pickup_area: needs.pickupAddress ? request.pickup_area : null,
    pickup_location: pickedUp ? request.pickup_location : "",
  };
}

/**
 * The booking's pickup from the area it chose (issue 40): its time from the start, and the
 * area's surcharge added to the order, so the total checked and stored counts it. 422 under
 * `pickup_area` for an area not offered or outside the service area.
 */
function withPickup(
  request: BookingRequest,
  order: PricedOrder,
  area: D1Result | undefined,
  startTime: string | null,
  locale: Locale,
): { order: PricedOrder; pickup: BookedPickup } {
  const pickup = bookedPickup(request.pickup_area, area, startTime, locale);
  if (typeof pickup === "string") throw refusal("pickup_area", translate(locale, BOOKING_PROBLEM_MESSAGES[pickup]));
  if (!pickup.surcharge) return { order, pickup };
  const { surcharge } = pickup;
  return {
    pickup,
    order: {
      ...order,
      lines: [...order.lines, surcharge],
      totalIdr: order.totalIdr + surcharge.price_idr,
      totalUsdCents: order.totalUsdCents + surcharge.price_usd_cents,
    },
  };
}

/**
 * 422 unless the adults and kids the request names are the persons its order books, and the
 * people it names for the order's vehicles are at least one and fit in their seats.
 */
function checkParty(request: BookingRequest, { party }: PricedOrder, locale: Locale): void {
  if (request.adults !== party.adults) throw refusal("adults", partyMessage(locale, "adults", party));
  if (request.kids !== party.kids) throw refusal("kids", partyMessage(locale, "kids", party));
  const problem = peopleProblem(party, request.people);
  if (problem) throw refusal("people", peopleMessage(locale, problem, party));
}

export interface Hold {
  /** The start time booked, when the item has start times. */
  startTime: string | null;
  seats: number;
}

export interface NewBooking {
  request: BookingRequest;
  item: ItemRow;
  order: PricedOrder;
  user: PublicUser | null;
  requestHash: string;
  hold: Hold;
  /** Confirmed in its own write (instant confirmation), rather than left a request for the operator. */
  confirmsAtOnce: boolean;
  /** The pickup area the booking chose (issue 40); absent or null for none. */
  pickupAreaId?: number | null;
}

/** The e-mails' view of a booking about to be written, in the language of its site (`call.locale`). */
export function mailOf(
  call: Pick<BookingCall, "env" | "locale">,
  { request, item, order, hold }: NewBooking,
  reference: string,
): BookingForMail {
  const currency = currencyOf(call.locale);
  const lines = linesIn(order.lines, currency);
  const siteOrigin = siteConfig(call.env).siteOrigins[call.locale];
  return {
    reference,
    locale: call.locale,
    currency,
    kind: request.kind,
    item: { name: item.name, code: item.code, pageUrl: `${siteOrigin}${item.path}` },
    visitDate: request.date,
    startTime: hold.startTime ?? item.start_time,
    durationHours: item.duration_hours,
    freeCancellationHours: item.cancelation_hours,
    vehicles: order.party.vehicles,
    people: peopleOf(request, order),
    lines,
    totalMinor: totalMinor(lines),
    totalIdr: order.totalIdr,
    firstName: request.first_name,
    lastName: request.last_name,
    email: request.email,
    phoneNumber: request.phone_number,
    country: request.country,
    specialRequest: request.special_request,
    pickupLocation: request.pickup_location,
    trip: tripOf(request),
    paymentMethod: request.payment_method,
    siteOrigin,
  };
}

/** The booking's identifiers: its reference, and its booking ID when it is confirmed at once. */
export interface Identifiers {
  reference: string;
  confirmationId: string | null;
}

/**
 * The columns every new booking row is written with, whoever enters it (a tourist here, the
 * operator in operator-entry.ts), for `locale`'s site and currency; `now` dates a confirmation.
 */
export function bookingColumns(booking: NewBooking, locale: Locale, ids: Identifiers, now: string) {
  const { request, item, order, hold } = booking;
  return {
    reference: ids.reference,
    status: ids.confirmationId ? "confirmed" : "requested",
    activity_id: request.kind === "activity" ? item.id : null,
    transport_id: request.kind === "transport" ? item.id : null,
    package_id: order.packageId,
    locale,
    currency: currencyOf(locale),
    visit_date: request.date,
    adults: order.party.adults,
    kids: order.party.kids,
    first_name: request.first_name,
    last_name: request.last_name,
    email: request.email,
    phone_number: request.phone_number,
    country: request.country,
    special_request: request.special_request,
    pickup_location: request.pickup_location,
    payment_method: request.payment_method,
    order_data: JSON.stringify(order.lines),
    total_idr: order.totalIdr,
    total_usd_cents: order.totalUsdCents,
    // A walk-in may leave no e-mail, and then has no mailbox to count mails against.
    mailbox: request.email ? mailboxOf(request.email) : null,
    start_time: hold.startTime,
    seats: hold.seats,
    trip_direction: request.trip_direction,
    flight_number: request.flight_number,
    flight_time: request.flight_time,
    pickup_time: request.pickup_time,
    pickup_area_id: booking.pickupAreaId ?? null,
    vehicles: order.party.vehicles,
    people: peopleOf(request, order),
    confirmation_id: ids.confirmationId,
    decided_at: ids.confirmationId ? now : null,
  };
}

/**
 * `INSERT INTO bookings` of these columns, bound as ?1…?n. `tail` may add a WHERE or an ON CONFLICT
 * clause; its own values (`extra`) are bound after the columns', from the number it is given.
 */
export function insertBookingStatement(
  db: D1Database,
  columns: Record<string, unknown>,
  tail: (firstExtra: number) => string = () => "",
  extra: unknown[] = [],
): D1PreparedStatement {
  const names = Object.keys(columns);
  const numbers = names.map((_, index) => `?${index + 1}`).join(", ");
  return db
    .prepare(`INSERT INTO bookings (${names.join(", ")}) SELECT ${numbers} ${tail(names.length + 1)}`)
    .bind(...Object.values(columns), ...extra);
}

function insertStatement(call: BookingCall, booking: NewBooking, ids: Identifiers, now: Date): D1PreparedStatement {
  const cameFrom = cameFromOf(call.request);
  const columns = {
    ...bookingColumns(booking, call.locale, ids, now.toISOString()),
    user_id: booking.user?.id ?? null,
    idempotency_key: call.idempotencyKey,
    request_hash: booking.requestHash,
    utm_source: cameFrom.utmSource,
    referrer_host: cameFrom.referrerHost,
  };
  // A second request with the same key inserts nothing; a clash of references fails the batch.
  // Nor is anything inserted once the address has had its "request received" mails of the day:
  // counted here, in the write's own transaction, two requests at once cannot both slip under it.
  const mailbox = Object.keys(columns).indexOf("mailbox") + 1;
  return insertBookingStatement(
    call.db,
    columns,
    (first) => `WHERE ${budgetSpentSql(`?${mailbox}`, `?${first}`)} < ?${first + 1}
       ON CONFLICT (idempotency_key) DO NOTHING`,
    [baliDayStart(now), BOOKING_MAILS_PER_DAY],
  );
}

/**
 * The history row of a booking confirmed at once, written only if this write's insert was: by the
 * site on the operator's rule, not by a member of the team (so it stays out of the team's activity).
 */
function instantConfirmationEvent(db: D1Database, ids: Identifiers, operatorEmail: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO booking_events (booking_id, action, from_status, actor_role, user_id, actor_name, actor_email,
         confirmation_id, note)
       SELECT id, 'confirmed', 'requested', 'tourist', NULL, ?3, ?4, ?2, '' FROM bookings
       WHERE reference = ?1 AND confirmation_id = ?2`,
    )
    .bind(ids.reference, ids.confirmationId, SITE_NAME, operatorEmail);
}

/**
 * A request's mails: "request received" to the tourist and "new request" to the operator; once it
 * is confirmed at once, the operator's own confirmation (booking ID, voucher, how to pay) instead
 * of the first, and the operator's mail says it needs no answer.
 */
function mailsFor(call: BookingCall, booking: NewBooking, ids: Identifiers): OutboxMail[] {
  const { operatorEmail } = siteConfig(call.env);
  const mail = mailOf(call, booking, ids.reference);
  if (!ids.confirmationId) return bookingRequestMails(mail, operatorEmail);
  return [
    confirmationMail(mail, ids.confirmationId, "", operatorEmail),
    operatorNotificationMail(mail, operatorEmail, ids.confirmationId),
  ];
}

/** The people riding in the order's vehicles: none for an order without one, whatever the request says. */
export function peopleOf(request: BookingRequest, order: PricedOrder): number {
  return order.party.vehicles > 0 ? request.people : 0;
}

/**
 * One batch, one transaction: the seat guard (it fails the batch, a 422, when the seats are no
 * longer there), the booking, its e-mails in the outbox (written only if the booking row was), and
 * the booking now stored under the key or reference, which is someone else's when a concurrent
 * request with the same Idempotency-Key got there first. None at all means the address has had
 * its mails of the day: 429, nothing written.
 */
async function writeBooking(
  call: BookingCall,
  booking: NewBooking,
  now: Date,
): Promise<{ row: BookingRow; created: boolean }> {
  const { db, env, idempotencyKey } = call;
  return withFreshReference(
    async (reference) => {
      const ids = {
        reference,
        confirmationId: booking.confirmsAtOnce ? newConfirmationId(booking.request.date) : null,
      };
      const mails = mailsFor(call, booking, ids);
      const stored = idempotencyKey
        ? db.prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE idempotency_key = ?`).bind(idempotencyKey)
        : db.prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE reference = ?`).bind(reference);
      const { request, item, hold } = booking;
      const guards = holdGuards(db, { kind: request.kind, itemId: item.id, date: request.date, ...hold });
      const results = await db
        .batch([
          ...guards,
          insertStatement(call, booking, ids, now),
          ...(ids.confirmationId ? [instantConfirmationEvent(db, ids, siteConfig(env).operatorEmail)] : []),
          ...mails.map((mail) => outboxStatementForBooking(db, mail, reference)),
          stored,
        ])
        .catch((error: unknown) => {
          const refused = refusedHold(error);
          if (refused === "closed") throw refusal("date", closedMessage(call.locale));
          throw refused === "full" ? refusal("date", overbookedMessage(call.locale)) : error;
        });
      const row = firstRow<BookingRow>(results.at(-1));
      if (!row) throw new HttpError(429, bookingMessage("tooManyRequestsForEmail", call.locale));
      return { row, created: row.reference === reference };
    },
    undefined,
    isIdentifierCollision,
  );
}

/**
 * A tourist's booking request (spec section 3, the /api contract): checked, priced from D1,
 * stored with its e-mails in one transaction, at most once per Idempotency-Key.
 */
export async function requestBooking(call: BookingCall): Promise<BookingOutcome> {
  const { locale } = call;
  const now = call.now ?? new Date();
  // The item first, as Laravel's route model binding did: an unknown one is a 404 whatever the body.
  const { item, products, user, earlier, availability, pickupArea } = await readCatalogue(call);
  const needs = needsOf(item, products, call.input);
  const request = readBookingRequest(call.input, call.target.kind, locale, baliToday(now), needs);
  const requestHash = await requestHashOf(call, request);
  // A retry replays what the key made even when the clock has since passed the start.
  if (earlier) return replay(earlier, requestHash, item, call);
  if (request.item_id !== item.id) {
    const mismatch = request.kind === "activity" ? "activityMismatch" : "transportMismatch";
    throw refusal(ITEM_ID_FIELD[request.kind], bookingMessage(mismatch, locale));
  }
  const priced = priceOrder(request.order, products, locale);
  const trip = withTripDetails(request, needs);
  checkParty(request, priced, locale);
  const hold = holdFor(request, priced, availability, now, locale);
  const { order, pickup } = withPickup(trip, priced, pickupArea, hold.startTime ?? item.start_time, locale);
  const kept = pickup.areaId === null ? trip : { ...trip, pickup_time: pickup.pickupTime };
  checkTotal(request.total, order, currencyOf(locale), locale);
  const atOnce = confirmsAtOnce(
    { instant: item.instant_confirmation === 1, specialRequestsNeedPerson: item.special_requests_need_person === 1 },
    { visitDate: request.date, startTime: hold.startTime ?? item.start_time, specialRequest: request.special_request },
    now,
  );
  const booking = {
    request: kept,
    item,
    order,
    user,
    requestHash,
    hold,
    confirmsAtOnce: atOnce,
    pickupAreaId: pickup.areaId,
  };
  const { row, created } = await writeBooking(call, booking, now);
  if (!created) return replay(row, requestHash, item, call);
  deliverSoon(call.env, call.ctx, row.reference);
  return { booking: answerOf(row, item, request.kind), replayed: false };
}

/** 201 with the booking; a replay is the same answer, marked by a header as Stripe's API marks it. */
export function bookingResponse(outcome: BookingOutcome): Response {
  const headers: HeadersInit = outcome.replayed ? { "Idempotent-Replayed": "true" } : {};
  return Response.json({ booking: outcome.booking }, { status: 201, headers });
}

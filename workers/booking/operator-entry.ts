/**
 * A booking the operator enters in the back office (issue 38): a phone call, a WhatsApp message, a
 * walk-in, an agent or a marketplace. It is priced by the tourist's rules (priceOrder), fitted to the
 * availability by the tourist's rule (fitRequest) and written in one batch behind the same seat and
 * closed-date guards (holdGuards), with an audit row, so the calendar and the site see its seats at
 * once and a tourist racing for the last ones gets them or a 422, never both. The operator may
 * override the price and go past the capacity, each with a reason the audit keeps (decision 0063).
 */
import { msg } from "@lingui/core/macro";
import { type DayFacts, fitRequest, NO_START_TIME, type RequestFit } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { totalMinor } from "#domain/booking-rules.ts";
import { currencyOf, minorToAmount } from "#domain/format.ts";
import type { BookingRequest, OrderedProduct } from "#domain/inputs/booking.ts";
import {
  type OperatorBooking,
  type OperatorBookingProblem,
  parseOperatorBooking,
} from "#domain/inputs/operator-booking.ts";
import { OPERATOR_BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/operator-booking-messages.ts";
import {
  keptTripDetails,
  missingTripDetails,
  type TripForm,
  type TripNeeds,
  tripNeedsOf,
} from "#domain/inputs/trip-details.ts";
import type { Locale } from "#domain/locale.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import {
  type AvailabilityFacts,
  availabilityFacts,
  availabilityPath,
  availabilityStatementsById,
  holdGuards,
  refusedHold,
} from "#workers/availability/availability.ts";
import { availabilityMessage, closedMessage, overbookedMessage } from "#workers/availability/messages.ts";
import type { ProductRow } from "#workers/catalogue/activities.ts";
import { itemMatchesOf, itemMatchesStatement, itemOfValue, itemValue } from "#workers/catalogue/item-search.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { deliverSoon, type OutboxMail, outboxStatementForBooking } from "#workers/mail/outbox.ts";
import { firstRow, rowsOf, translationJoin } from "#workers/sql.ts";
import {
  type BookingTargetById,
  bookingColumns,
  catalogueProducts,
  catalogueStatements,
  type Hold,
  type Identifiers,
  type ItemRow,
  insertBookingStatement,
  mailOf,
  type NewBooking,
} from "./bookings.ts";
import { confirmationMail } from "./decision-mail.ts";
import { refusal } from "./input.ts";
import { type CatalogueProduct, linesIn, type PricedOrder, priceOrder, type StoredLine } from "./order.ts";
import { isIdentifierCollision, newConfirmationId, withFreshReference } from "./reference.ts";
import { bookingRequestMails } from "./request-mail.ts";

/**
 * The operator answers for the notice period: a walk-in books the hour it starts. A clock before any
 * date makes every departure far enough ahead; the date itself must still be today or later.
 */
const BEFORE_ANY_NOTICE = "0000-01-01T00:00";

/** An operator's order, priced and fitted: what the entry writes, and what a change (issue 38, item 3) will re-check. */
export interface OperatorOrder {
  item: ItemRow;
  order: PricedOrder;
  hold: Hold;
  /** The seats were already taken when read: the entry goes through only as an overbooking. */
  pastCapacity: boolean;
  /** The total computed from the catalogue, in the booking's currency's minor units. */
  computedMinor: number;
}

/** The 422 of an entry: each field's messages in the operator's language, the first as the headline. */
export function entryRefusal(locale: Locale, problems: readonly (readonly [string, OperatorBookingProblem])[]) {
  const errors: FieldErrors = {};
  for (const [field, problem] of problems) {
    errors[field] = [...(errors[field] ?? []), translate(locale, OPERATOR_BOOKING_PROBLEM_MESSAGES[problem])];
  }
  return new HttpError(422, Object.values(errors)[0]?.[0] ?? "", errors);
}

function capacityRefused(fit: RequestFit): boolean {
  return !fit.ok && (fit.problem === "full" || fit.problem === "tooMany");
}

/**
 * Where the order's seats go: the start time the availability gives it. Past the capacity it is
 * refused unless the operator overbooks; a closed day or an unknown start time is refused always.
 */
function holdOf(
  entry: OperatorBooking,
  order: PricedOrder,
  availability: AvailabilityFacts,
  locale: Locale,
  released: ReleasedSeats | null,
  overbookable: boolean,
) {
  const { seats } = order.party;
  const { rule, factsOn } = availability;
  if (!rule) return { hold: { startTime: entry.startTime, seats }, pastCapacity: false };
  const facts = withoutReleased(factsOn(entry.date), entry.date, released);
  const fit = fitRequest(rule, entry.date, facts, BEFORE_ANY_NOTICE, { startTime: entry.startTime, seats });
  if (fit.ok) return { hold: { startTime: fit.startTime, seats }, pastCapacity: false };
  if (!capacityRefused(fit)) throw refusal(fit.field, availabilityMessage(locale, fit, rule.noticeHours));
  if (!overbookable) throw refusal(fit.field, availabilityMessage(locale, fit, rule.noticeHours));
  if (!entry.overbook) {
    const why = availabilityMessage(locale, fit, rule.noticeHours);
    const how = translate(locale, msg`Tick "Overbook" and write the reason to take this booking past the capacity.`);
    throw refusal("overbook", `${why} ${how}`);
  }
  // The start time the day would give the order were its seats free.
  const free = fitRequest(rule, entry.date, { closed: facts.closed, held: {} }, BEFORE_ANY_NOTICE, {
    startTime: entry.startTime,
    seats: 0,
  });
  return { hold: { startTime: free.ok ? free.startTime : entry.startTime, seats }, pastCapacity: true };
}

/** The seats a changed booking holds now: the change gives them back as it takes its new ones. */
export interface ReleasedSeats {
  date: string;
  startTime: string | null;
  seats: number;
}

/** The day's facts without the seats a change releases, so a booking never competes with itself. */
function withoutReleased(facts: DayFacts, date: string, released: ReleasedSeats | null): DayFacts {
  if (!released || released.date !== date) return facts;
  const key = released.startTime ?? NO_START_TIME;
  const held = { ...facts.held, [key]: Math.max(0, (facts.held[key] ?? 0) - released.seats) };
  return { ...facts, held };
}

/** The quantities of the chosen package's products (a vehicle is a package of one); 422 without a package. */
function orderedLines(entry: OperatorBooking, products: CatalogueProduct[], locale: Locale): OrderedProduct[] {
  const packageId = entry.kind === "transport" ? null : entry.packageId;
  const offered = products.filter((product) => product.packageId === packageId);
  if (offered.length === 0) throw entryRefusal(locale, [["package_id", "packageRequired"]]);
  return offered.map((product) => ({ id: product.id, ordered: entry.quantities[product.id] ?? 0 }));
}

/**
 * Prices the operator's order from D1 by the tourist's rules and fits it to the day's availability:
 * one round trip. 404 for an unknown item, 422 per field (in `locale`) otherwise. A change passes the
 * seats its booking holds now (`released`), which the new ones may take again; a tourist's change
 * cannot overbook (`overbookable` false), so its refusal does not offer it.
 */
export async function operatorOrder(
  db: D1Database,
  entry: OperatorBooking,
  locale: Locale,
  released: ReleasedSeats | null = null,
  overbookable = true,
): Promise<OperatorOrder> {
  const target: BookingTargetById = { kind: entry.kind, id: entry.itemId };
  const [item, products, ...availability] = await batchOf(db, [
    ...catalogueStatements(db, entry.locale, target),
    ...availabilityStatementsById(db, entry.kind, entry.itemId, entry.date, entry.date),
  ]);
  const itemRow = firstRow<ItemRow>(item);
  if (!itemRow) throw entryRefusal(locale, [["item", "itemRequired"]]);
  const catalogue = catalogueProducts(entry.kind, itemRow, products);
  const order = priceOrder(orderedLines(entry, catalogue, locale), catalogue, locale);
  const { hold, pastCapacity } = holdOf(entry, order, availabilityFacts(availability), locale, released, overbookable);
  const computedMinor = totalMinor(linesIn(order.lines, currencyOf(entry.locale)));
  return { item: itemRow, order, hold, pastCapacity, computedMinor };
}

async function batchOf(db: D1Database, statements: (D1PreparedStatement | null)[]): Promise<(D1Result | undefined)[]> {
  const results = await db.batch(statements.filter((statement) => statement !== null));
  let next = 0;
  return statements.map((statement) => (statement ? results[next++] : undefined));
}

/**
 * The order with the operator's price: an adjustment line of the difference, so every total counted
 * from the lines (the record, the mails, the manifest, a cancellation's fee) is the agreed one. The
 * other currency moves in proportion.
 */
export function withOverride(priced: OperatorOrder, entry: OperatorBooking, name: string): PricedOrder {
  const { order } = priced;
  if (entry.priceOverride === null) return order;
  const currency = currencyOf(entry.locale);
  const agreedMinor = currency === "IDR" ? Math.round(entry.priceOverride) : Math.round(entry.priceOverride * 100);
  const ratio = priced.computedMinor === 0 ? 1 : agreedMinor / priced.computedMinor;
  const totalIdr = currency === "IDR" ? agreedMinor : Math.round(order.totalIdr * ratio);
  const totalUsdCents = currency === "USD" ? agreedMinor : Math.round(order.totalUsdCents * ratio);
  if (totalIdr === order.totalIdr && totalUsdCents === order.totalUsdCents) return order;
  const adjustment: StoredLine = {
    product_id: 0,
    name,
    quantity: 1,
    price_idr: totalIdr - order.totalIdr,
    price_usd_cents: totalUsdCents - order.totalUsdCents,
  };
  return { ...order, lines: [...order.lines, adjustment], totalIdr, totalUsdCents };
}

/** What the tourist's form asks for this item and package: the vehicle's trip form, the package's pickup. */
function tripNeedsOfEntry(item: ItemRow, entry: OperatorBooking): TripNeeds {
  const withoutPickup = JSON.parse(item.packages_without_pickup) as number[];
  return tripNeedsOf(item.trip_form, entry.packageId === null || !withoutPickup.includes(entry.packageId));
}

/** The entry as a booking request, so the tourist's mails and insert read it as they read theirs. */
function requestOf(entry: OperatorBooking, order: PricedOrder, needs: TripNeeds): BookingRequest {
  return {
    kind: entry.kind,
    item_id: entry.itemId,
    date: entry.date,
    start_time: entry.startTime,
    // The operator and the channels give the address as text; areas are the tourist's form's (issue 40).
    pickup_area: null,
    adults: order.party.adults,
    kids: order.party.kids,
    people: entry.people,
    first_name: entry.firstName,
    last_name: entry.lastName,
    email: entry.email,
    phone_number: entry.phoneNumber,
    country: entry.country,
    special_request: entry.specialRequest,
    pickup_location: entry.pickupLocation,
    payment_method: entry.paymentMethod,
    order: order.lines.map((line) => ({ id: line.product_id, ordered: line.quantity })),
    total: 0,
    ...keptTripDetails(entry.trip, needs),
  };
}

function insertStatement(db: D1Database, entry: OperatorBooking, booking: NewBooking, ids: Identifiers, now: string) {
  return insertBookingStatement(db, {
    ...bookingColumns(booking, entry.locale, ids, now),
    source: entry.source,
    source_name: entry.sourceName,
    source_reference: entry.sourceReference,
  });
}

/** What the entry's audit row keeps: where it came from, and every reason the operator gave. */
function auditAfter(entry: OperatorBooking, priced: OperatorOrder, order: PricedOrder, confirmationId: string | null) {
  const currency = currencyOf(entry.locale);
  return {
    source: entry.source,
    source_name: entry.sourceName,
    source_reference: entry.sourceReference,
    status: confirmationId ? "confirmed" : "requested",
    confirmation_id: confirmationId,
    seats: order.party.seats,
    currency,
    computed_total: minorToAmount(priced.computedMinor, currency),
    total: minorToAmount(currency === "IDR" ? order.totalIdr : order.totalUsdCents, currency),
    ...(entry.priceOverride === null
      ? {}
      : { price_override: entry.priceOverride, override_reason: entry.overrideReason }),
    ...(entry.overbook
      ? { overbook: true, past_capacity: priced.pastCapacity, overbook_reason: entry.overbookReason }
      : {}),
    mail_sent: entry.sendMail,
  };
}

export type EntryOutcome = { reference: string; purge: string[] };

/**
 * Enters the booking the form describes, as `scope.operator`: one batch of the guards, the booking,
 * its "confirmed" event when it is confirmed at once, the audit row and the guest's mail if asked.
 * 422 per field in the operator's language when anything is wrong, and then nothing is written.
 */
export async function enterBooking(
  scope: OperatorScope,
  fields: Readonly<Record<string, unknown>>,
  clock = new Date(),
): Promise<EntryOutcome> {
  const { db, locale, operator } = scope;
  const parsed = parseOperatorBooking(fields, baliToday(clock));
  if (!parsed.ok) throw entryRefusal(locale, parsed.problems);
  const entry = parsed.value;
  const priced = await operatorOrder(db, entry, locale);
  const needs = tripNeedsOfEntry(priced.item, entry);
  const missing = missingTripDetails(entry.trip, needs);
  if (missing.length > 0) throw entryRefusal(locale, missing);
  const order = withOverride(priced, entry, translate(entry.locale, msg`Price agreed with us`));
  const request = requestOf(entry, order, needs);
  const booking: NewBooking = {
    request,
    item: priced.item,
    order,
    user: null,
    requestHash: "",
    hold: priced.hold,
    confirmsAtOnce: entry.confirm,
  };
  const now = clock.toISOString();
  const written = await withFreshReference(
    async (reference) => {
      const confirmationId = entry.confirm ? newConfirmationId(entry.date) : null;
      const mails = entry.sendMail ? guestMails(scope, entry, booking, reference, confirmationId) : [];
      const statements = [
        ...holdGuards(db, { kind: entry.kind, itemId: entry.itemId, date: entry.date, ...priced.hold }, entry),
        insertStatement(db, entry, booking, { reference, confirmationId }, now),
        ...(confirmationId ? [confirmedEvent(scope, reference, confirmationId, now)] : []),
        auditStatement(db, {
          actor: operator,
          action: "create",
          entity: "bookings",
          entityId: reference,
          before: null,
          after: auditAfter(entry, priced, order, confirmationId),
        }),
        ...mails.map((mail) => outboxStatementForBooking(db, mail, reference)),
      ];
      await db.batch(statements).catch((error: unknown) => {
        const refused = refusedHold(error);
        if (refused === "closed") throw refusal("date", closedMessage(locale));
        throw refused === "full" ? refusal("date", overbookedMessage(locale)) : error;
      });
      return reference;
    },
    undefined,
    isIdentifierCollision,
  );
  if (entry.sendMail) deliverSoon(scope.env, scope.ctx, written);
  return { reference: written, purge: [availabilityPath(priced.item.path)] };
}

/** The guest's mail in their language: the confirmation with its voucher, or the "request received" one. */
function guestMails(
  scope: OperatorScope,
  entry: OperatorBooking,
  booking: NewBooking,
  reference: string,
  confirmationId: string | null,
): OutboxMail[] {
  const mail = mailOf({ env: scope.env, locale: entry.locale }, booking, reference);
  const operatorEmail = scope.config.operatorEmail;
  if (confirmationId) return [confirmationMail(mail, confirmationId, "", operatorEmail)];
  const [guestMail] = bookingRequestMails(mail, operatorEmail);
  return guestMail ? [guestMail] : [];
}

function confirmedEvent(scope: OperatorScope, reference: string, confirmationId: string, now: string) {
  const { db, operator } = scope;
  return db
    .prepare(
      `INSERT INTO booking_events (booking_id, action, user_id, actor_name, actor_email, confirmation_id, note, created_at)
       SELECT id, 'confirmed', ?2, ?3, ?4, ?5, '', ?6 FROM bookings WHERE reference = ?1`,
    )
    .bind(reference, operator.id, operator.name, operator.email, confirmationId, now);
}

/** What the entry form offers: the matches of the operator's search, and the chosen item's packages and start times. */
export interface EntryChoices {
  /** At most a page of the items whose names match the search (none without a search). */
  matches: { value: string; name: string }[];
  /** Whether more items matched than `matches` holds. */
  more: boolean;
  chosen: {
    value: string;
    name: string;
    kind: "activity" | "transport";
    /** A vehicle's trip form: which of the driver's fields the form asks (null for an activity). */
    tripForm: TripForm | null;
    startTimes: string[];
    packages: { id: number | null; name: string; products: { id: number; name: string; minimal: number }[] }[];
  } | null;
}

/** The chosen item alone, if it is not archived (?2 its id, ?3 its kind), named in `locale`. */
function chosenItemStatement(db: D1Database, locale: Locale, chosen: { id: number; kind: string }) {
  return db
    .prepare(
      `SELECT 'activity-' || a.id AS value, t.name FROM activities a
       ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
       WHERE a.status != 'archived' AND a.id = ?2 AND ?3 = 'activity'
       UNION ALL SELECT 'transport-' || v.id, v.manufacture || ' ' || v.vehicle_name FROM transports v
       WHERE v.status != 'archived' AND v.id = ?2 AND ?3 = 'transport'`,
    )
    .bind(locale, chosen.id, chosen.kind);
}

/**
 * One round trip: the chosen item ("activity-12") with its packages, and with `search` the items
 * whose names match it, a page at most (workers/catalogue/item-search.ts). Never the whole
 * catalogue: a large operator's runs to thousands of rows (decision 0081).
 */
export async function entryChoices(
  db: D1Database,
  locale: Locale,
  chosen: string | null,
  { search = "" }: { search?: string } = {},
): Promise<EntryChoices> {
  const item = itemOfValue(chosen);
  const kind = item?.kind;
  const id = item?.id ?? 0;
  const matching = itemMatchesStatement(db, locale, search, "bookable");
  const [named, packages, products, rule, vehicle, matches] = await db.batch([
    chosenItemStatement(db, locale, { id, kind: kind ?? "" }),
    db
      .prepare(
        `SELECT p.id, t.name FROM packages p ${translationJoin("package_translations", "package_id", "p.id", "t")}
         WHERE p.activity_id = ?2 ORDER BY p.position, p.id`,
      )
      .bind(locale, kind === "activity" ? id : 0),
    catalogueStatements(db, locale, { kind: "activity", id: kind === "activity" ? id : 0 })[1] as D1PreparedStatement,
    db
      .prepare(
        `SELECT start_times FROM availability_rules WHERE ${kind === "transport" ? "transport_id" : "activity_id"} = ?1`,
      )
      .bind(id),
    db.prepare("SELECT trip_form FROM transports WHERE id = ?1").bind(kind === "transport" ? id : 0),
    ...(matching ? [matching] : []),
  ]);
  const { matches: matched, more } = itemMatchesOf(matches);
  const found = matched.map((match) => ({ value: itemValue(match), name: match.name }));
  const chosenItem = firstRow<{ value: string; name: string }>(named);
  if (!kind || !chosenItem) return { matches: found, more, chosen: null };
  const productRows = kind === "activity" ? rowsOf<ProductRow>(products) : [];
  const startTimes = JSON.parse(firstRow<{ start_times: string }>(rule)?.start_times ?? "[]") as string[];
  const choices =
    kind === "activity"
      ? rowsOf<{ id: number; name: string }>(packages).map((row) => ({
          id: row.id,
          name: row.name,
          products: productRows.filter((product) => product.package_id === row.id).map(productChoice),
        }))
      : [{ id: null, name: chosenItem.name, products: [{ id, name: chosenItem.name, minimal: 1 }] }];
  const tripForm = firstRow<{ trip_form: TripForm }>(vehicle)?.trip_form ?? null;
  return {
    matches: found,
    more,
    chosen: { value: chosenItem.value, name: chosenItem.name, kind, tripForm, startTimes, packages: choices },
  };
}

function productChoice(row: ProductRow) {
  return { id: row.id, name: row.name, minimal: row.minimal };
}

/**
 * A tourist's trip plan sent as a request (issue 19, POST /api/trip): checked, priced with the
 * booking's rules from D1, stored with its quote lines and its two e-mails in one transaction, at
 * most once per Idempotency-Key. One round trip reads, one writes.
 */
import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { baliDayStart, baliToday } from "#domain/bali-time.ts";
import { mailboxOf } from "#domain/email.ts";
import { type Currency, currencyOf, minorToAmount } from "#domain/format.ts";
import { objectBody } from "#domain/inputs/fields.ts";
import { parseTripRequest, type TripRequest } from "#domain/inputs/trip-request.ts";
import { TRIP_REQUEST_PROBLEM_MESSAGES } from "#domain/inputs/trip-request-messages.ts";
import type { Locale } from "#domain/locale.ts";
import { RECEIVED_MAILS_PER_DAY } from "#domain/mail-budget.ts";
import type { TripItem } from "#domain/trip.ts";
import type { TripStatus } from "#domain/trip-quote.ts";
import { currentUserStatement, type PublicUser } from "#workers/accounts/sessions.ts";
import { refusal } from "#workers/booking/input.ts";
import { bookingMessage } from "#workers/booking/messages.ts";
import { checkTotal } from "#workers/booking/order.ts";
import { newTripReference, withFreshReference } from "#workers/booking/reference.ts";
import { siteConfig } from "#workers/config.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { budgetSpentSql, MAIL_BUDGET_SPENT } from "#workers/mail/budget.ts";
import { deliverSoon, outboxStatementForTrip } from "#workers/mail/outbox.ts";
import { clientIp, hitStatement, isOverLimit, type Limit } from "#workers/rate-limits.ts";
import { firstRow } from "#workers/sql.ts";
import { sha256Hex } from "#workers/tokens.ts";
import { type PricedTrip, priceTrip, tripCatalogueOf, tripCatalogueStatements } from "./pricing.ts";
import { tripRequestMails } from "./request-mail.ts";

const TRIPS_PER_IP = 20;
const TEN_MINUTES = 10 * 60;

/** The 201 answer's `trip`: the estimate in the page's currency (rupiah, or dollars with cents). */
export interface TripAnswer {
  reference: string;
  status: TripStatus;
  currency: Currency;
  days: { date: string; total: number }[];
  total: number;
}

export interface TripOutcome {
  trip: TripAnswer;
  replayed: boolean;
}

export interface TripCall {
  db: D1Database;
  env: Env;
  ctx: ExecutionContext;
  request: Request;
  locale: Locale;
  input: unknown;
  idempotencyKey: string | null;
  now?: Date;
}

interface TripRow {
  reference: string;
  status: TripStatus;
  currency: Currency;
  estimate_idr: number;
  estimate_usd_cents: number;
  request_hash: string | null;
  /** Per day: [date, rupiah, cents], from the stored quote lines. */
  day_totals: string;
}

const TRIP_ANSWER_SELECT = `SELECT t.reference, t.status, t.currency, t.estimate_idr, t.estimate_usd_cents, t.request_hash,
  (SELECT json_group_array(json_array(day_date, idr, cents)) FROM (
     SELECT l.day_date, sum(l.price_idr) AS idr, sum(l.price_usd_cents) AS cents FROM trip_quote_lines l
     WHERE l.trip_id = t.id GROUP BY l.day_date ORDER BY l.day_date)) AS day_totals
  FROM trips t`;

const MESSAGES = {
  tooManyTrips: msg`Too many trip plans sent. Please wait a few minutes and try again.`,
  tooManyForEmail: MAIL_BUDGET_SPENT,
  keyReused: msg`This Idempotency-Key was already used for another trip plan.`,
};

/** The plan's fields, checked; 422 with a message per field in the page's language. */
function readTripRequest(input: unknown, locale: Locale, today: string): TripRequest {
  const fields = objectBody(input);
  if (fields instanceof type.errors) throw new HttpError(422, bookingMessage("invalidInput", locale));
  const parsed = parseTripRequest(fields, today);
  if (parsed.ok) return parsed.value;
  const errors: FieldErrors = {};
  for (const [field, problem] of parsed.problems) {
    errors[field] = [translate(locale, TRIP_REQUEST_PROBLEM_MESSAGES[problem])];
  }
  throw new HttpError(422, Object.values(errors)[0]?.[0] ?? bookingMessage("invalidInput", locale), errors);
}

/** What an Idempotency-Key stands for: the request as parsed, on the same site. */
async function requestHashOf(call: TripCall, request: TripRequest): Promise<string> {
  const site = { host: new URL(call.request.url).host, locale: call.locale };
  const parsed = { ...request, email: request.email.toLowerCase() };
  return sha256Hex(JSON.stringify({ route: "trip", site, request: parsed }));
}

function answerOf(row: TripRow): TripAnswer {
  const { currency } = row;
  const inCurrency = (idr: number, cents: number) => minorToAmount(currency === "IDR" ? idr : cents, currency);
  const days = JSON.parse(row.day_totals) as [string, number, number][];
  return {
    reference: row.reference,
    status: row.status,
    currency,
    days: days.map(([date, idr, cents]) => ({ date, total: inCurrency(idr, cents) })),
    total: inCurrency(row.estimate_idr, row.estimate_usd_cents),
  };
}

function replay(row: TripRow, requestHash: string, locale: Locale): TripOutcome {
  if (row.request_hash !== requestHash) throw refusal("idempotency_key", translate(locale, MESSAGES.keyReused));
  return { trip: answerOf(row), replayed: true };
}

/** One round trip: the rate limit's count, the signed-in user, a trip already sent with the key, the plan's items. */
async function readAll(call: TripCall) {
  const { db, request, locale, idempotencyKey } = call;
  const limit: Limit = { key: `trip:ip:${clientIp(request)}`, max: TRIPS_PER_IP, windowSeconds: TEN_MINUTES };
  const userStatement = await currentUserStatement(db, request);
  const earlierStatement = db.prepare(`${TRIP_ANSWER_SELECT} WHERE t.idempotency_key = ?`).bind(idempotencyKey);
  const statements = [hitStatement(db, limit), earlierStatement, ...tripCatalogueStatements(db, locale, call.input)];
  const [hits, earlier, ...rest] = await db.batch(userStatement ? [...statements, userStatement] : statements);
  if (isOverLimit(hits, limit)) throw new HttpError(429, translate(locale, MESSAGES.tooManyTrips));
  const catalogue = tripCatalogueOf(rest.slice(0, 4));
  const user = userStatement ? (firstRow<PublicUser>(rest[4]) ?? null) : null;
  return { earlier: firstRow<TripRow>(earlier) ?? null, catalogue, user };
}

interface NewTrip {
  request: TripRequest;
  priced: PricedTrip;
  user: PublicUser | null;
  requestHash: string;
}

function insertTrip(call: TripCall, trip: NewTrip, reference: string, now: Date): D1PreparedStatement {
  const { request, priced } = trip;
  const { plan } = request;
  // Nothing is inserted with a key already used, nor once the address has had its mails of the
  // day: counted in the write's own transaction, two requests at once cannot both slip under it.
  return call.db
    .prepare(
      `INSERT INTO trips (reference, user_id, locale, currency, arrival, departure, adults, kids, first_name, last_name,
         email, mailbox, phone_number, country, special_request, pickup_location, payment_method, plan, estimate_idr,
         estimate_usd_cents, idempotency_key, request_hash)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22
       WHERE ${budgetSpentSql("?12", "?23")} < ?24
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      reference,
      trip.user?.id ?? null,
      call.locale,
      currencyOf(call.locale),
      plan.arrival,
      plan.departure,
      plan.adults,
      plan.kids,
      request.first_name,
      request.last_name,
      request.email,
      mailboxOf(request.email),
      request.phone_number,
      request.country,
      request.special_request,
      request.pickup_location,
      request.payment_method,
      JSON.stringify(plan),
      priced.totalIdr,
      priced.totalUsdCents,
      call.idempotencyKey,
      trip.requestHash,
      baliDayStart(now),
      RECEIVED_MAILS_PER_DAY,
    );
}

function itemIds(item: TripItem) {
  return {
    kind: item.kind,
    activity: item.kind === "activity" ? item.activityId : null,
    package: item.kind === "activity" ? item.packageId : null,
    transport: item.kind === "driver" || item.kind === "transfer" ? item.transportId : null,
    destination: item.kind === "destination" ? item.destinationId : null,
  };
}

/** Every line in one statement, written only when the trip row was. */
function insertLines(db: D1Database, priced: PricedTrip, reference: string): D1PreparedStatement {
  const lines = priced.days.flatMap((day) =>
    day.lines.map((line) => ({
      ...itemIds(line.item),
      day: line.dayDate,
      position: line.position,
      description: line.description,
      idr: line.priceIdr,
      cents: line.priceUsdCents,
      start: line.startTime,
    })),
  );
  return db
    .prepare(
      `INSERT INTO trip_quote_lines (trip_id, day_date, position, item_kind, activity_id, package_id, transport_id,
         destination_id, description, price_idr, price_usd_cents, start_time)
       SELECT t.id, j.value ->> 'day', j.value ->> 'position', j.value ->> 'kind', j.value ->> 'activity',
         j.value ->> 'package', j.value ->> 'transport', j.value ->> 'destination', j.value ->> 'description',
         j.value ->> 'idr', j.value ->> 'cents', j.value ->> 'start'
       FROM trips t, json_each(?2) j WHERE t.reference = ?1`,
    )
    .bind(reference, JSON.stringify(lines));
}

/**
 * One batch, one transaction: the trip, its quote lines and its two e-mails (each written only if
 * the trip row was), and the trip now stored under the key or reference, which is someone else's
 * when a concurrent request with the same key got there first. None means the address has had its
 * mails of the day: 429, nothing written.
 */
async function writeTrip(call: TripCall, trip: NewTrip, now: Date): Promise<{ row: TripRow; created: boolean }> {
  const { db, env, idempotencyKey, locale } = call;
  return withFreshReference(async (reference) => {
    const { request, priced } = trip;
    const mails = tripRequestMails(
      {
        reference,
        locale,
        currency: currencyOf(locale),
        arrival: request.plan.arrival,
        departure: request.plan.departure,
        adults: request.plan.adults,
        kids: request.plan.kids,
        priced,
        firstName: request.first_name,
        lastName: request.last_name,
        email: request.email,
        phoneNumber: request.phone_number,
        country: request.country,
        specialRequest: request.special_request,
        pickupLocation: request.pickup_location,
        paymentMethod: request.payment_method,
        siteOrigin: siteConfig(env).siteOrigins[locale],
      },
      siteConfig(env).operatorEmail,
    );
    const stored = idempotencyKey
      ? db.prepare(`${TRIP_ANSWER_SELECT} WHERE t.idempotency_key = ?`).bind(idempotencyKey)
      : db.prepare(`${TRIP_ANSWER_SELECT} WHERE t.reference = ?`).bind(reference);
    const results = await db.batch([
      insertTrip(call, trip, reference, now),
      insertLines(db, priced, reference),
      ...mails.map((mail) => outboxStatementForTrip(db, mail, reference)),
      stored,
    ]);
    const row = firstRow<TripRow>(results.at(-1));
    if (!row) throw new HttpError(429, translate(locale, MESSAGES.tooManyForEmail));
    return { row, created: row.reference === reference };
  }, newTripReference);
}

/** A tourist's trip plan: checked, priced by the server, stored with its mails, at most once per key. */
export async function requestTrip(call: TripCall): Promise<TripOutcome> {
  const { locale } = call;
  const now = call.now ?? new Date();
  const { earlier, catalogue, user } = await readAll(call);
  const request = readTripRequest(call.input, locale, baliToday(now));
  const requestHash = await requestHashOf(call, request);
  if (earlier) return replay(earlier, requestHash, locale);
  const priced = priceTrip(request.plan, catalogue, locale);
  if (request.total !== null) checkTotal(request.total, priced, currencyOf(locale), locale);
  const { row, created } = await writeTrip(call, { request, priced, user, requestHash }, now);
  if (!created) return replay(row, requestHash, locale);
  deliverSoon(call.env, call.ctx, row.reference);
  return { trip: answerOf(row), replayed: false };
}

/** 201 with the trip; a replay is the same answer, marked as a booking's replay is. */
export function tripResponse(outcome: TripOutcome): Response {
  const headers: HeadersInit = outcome.replayed ? { "Idempotent-Replayed": "true" } : {};
  return Response.json({ trip: outcome.trip }, { status: 201, headers });
}

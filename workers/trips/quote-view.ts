/**
 * A trip with its quote's lines as the back office, the tourist's quote page, the itinerary and the
 * mails show it: two reads for one batch, selecting the trip (alias `t`) as the caller says.
 */
import type { BookingStatus } from "#domain/booking.ts";
import type { PaymentMethod } from "#domain/booking-rules.ts";
import type { Currency } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import {
  collectsAtAirport,
  type QuoteLineKind,
  type QuoteLineView,
  quoteDays,
  type TripQuoteView,
  type TripStatus,
} from "#domain/trip-quote.ts";
import { firstRow, rowsOf, translationJoin } from "#workers/sql.ts";
import { airportMeetingPoint } from "./airport-pickup.ts";

interface TripRow {
  id: number;
  reference: string;
  status: TripStatus;
  locale: Locale;
  currency: Currency;
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  special_request: string;
  pickup_location: string;
  payment_method: PaymentMethod;
  quote_notes: string;
  valid_until: string | null;
  quoted_at: string | null;
  created_at: string;
  version: number;
}

export interface LineRow {
  id: number;
  day_date: string;
  position: number;
  item_kind: QuoteLineKind;
  activity_id: number | null;
  package_id: number | null;
  transport_id: number | null;
  description: string;
  price_idr: number;
  price_usd_cents: number;
  start_time: string | null;
  booking_reference: string | null;
  booking_status: BookingStatus | null;
  confirmation_id: string | null;
  pickup_text: string | null;
}

/** The trip and its lines; `where` is over `t`, its parameters are `binds`. */
export function tripViewStatements(
  db: D1Database,
  where: string,
  binds: readonly (string | number)[],
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT t.id, t.reference, t.status, t.locale, t.currency, t.arrival, t.departure, t.adults, t.kids, t.first_name,
           t.last_name, t.email, t.phone_number, t.country, t.special_request, t.pickup_location, t.payment_method,
           t.quote_notes, t.valid_until, t.quoted_at, t.created_at, t.version
         FROM trips t WHERE ${where}`,
      )
      .bind(...binds),
    db
      .prepare(
        `SELECT l.id, l.day_date, l.position, l.item_kind, l.activity_id, l.package_id, l.transport_id, l.description,
           l.price_idr, l.price_usd_cents, l.start_time, b.reference AS booking_reference, b.status AS booking_status,
           b.confirmation_id,
           (SELECT x.pickup_time FROM activity_translations x WHERE x.activity_id = l.activity_id
              ORDER BY x.locale = t.locale DESC, x.locale = 'id' DESC LIMIT 1) AS pickup_text
         FROM trip_quote_lines l JOIN trips t ON t.id = l.trip_id LEFT JOIN bookings b ON b.id = l.booking_id
         WHERE ${where} ORDER BY l.day_date, l.position`,
      )
      .bind(...binds),
  ];
}

function lineViewOf(row: LineRow, trip: TripRow): QuoteLineView {
  return {
    id: row.id,
    dayDate: row.day_date,
    position: row.position,
    kind: row.item_kind,
    description: row.description,
    priceIdr: row.price_idr,
    priceUsdCents: row.price_usd_cents,
    startTime: row.start_time,
    booking:
      row.booking_reference && row.booking_status
        ? { reference: row.booking_reference, status: row.booking_status, confirmationId: row.confirmation_id }
        : null,
    pickupText: collectsAtAirport(row.item_kind, row.day_date, trip)
      ? airportMeetingPoint(trip.locale)
      : row.pickup_text?.trim() || null,
  };
}

/** The trip the reads found, or null. */
export function tripViewOf([trip, lines]: (D1Result | undefined)[]): TripQuoteView | null {
  const row = firstRow<TripRow>(trip);
  if (!row) return null;
  const lineViews = rowsOf<LineRow>(lines).map((line) => lineViewOf(line, row));
  const days = quoteDays(row.arrival, row.departure, lineViews);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    locale: row.locale,
    currency: row.currency,
    arrival: row.arrival,
    departure: row.departure,
    adults: row.adults,
    kids: row.kids,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    country: row.country,
    specialRequest: row.special_request,
    pickupLocation: row.pickup_location,
    paymentMethod: row.payment_method,
    notes: row.quote_notes,
    validUntil: row.valid_until,
    quotedAt: row.quoted_at,
    createdAt: row.created_at,
    version: row.version,
    days,
    totalIdr: days.reduce((sum, day) => sum + day.totalIdr, 0),
    totalUsdCents: days.reduce((sum, day) => sum + day.totalUsdCents, 0),
  };
}

/** The lines as stored, with the ids of what they book. */
export function lineRowsOf(lines: D1Result | undefined): LineRow[] {
  return rowsOf<LineRow>(lines);
}

/** The trip with `reference`, for the back office. */
export const BY_REFERENCE = "t.reference = ?1";
/** The trip with `reference` and the e-mail it was sent with (any case), for the tourist. */
export const BY_REFERENCE_AND_EMAIL = "t.reference = ?1 AND t.email = ?2 COLLATE NOCASE";

/** What the operator can add to a quote: a published activity's package, or a published vehicle. */
export interface QuoteChoices {
  packages: { id: number; name: string }[];
  vehicles: { id: number; name: string }[];
}

/** The choices' reads, names in the operator's language `locale`. */
export function quoteChoiceStatements(db: D1Database, locale: Locale): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT p.id, t.name || ': ' || pt.name AS name
         FROM packages p JOIN activities a ON a.id = p.activity_id
         ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
         ${translationJoin("package_translations", "package_id", "p.id", "pt")}
         WHERE a.status = 'published' ORDER BY t.name, p.position, p.id`,
      )
      .bind(locale),
    db.prepare(
      `SELECT v.id, v.manufacture || ' ' || v.vehicle_name AS name FROM transports v
       WHERE v.status = 'published' ORDER BY name, v.id`,
    ),
  ];
}

export function quoteChoicesOf([packages, vehicles]: (D1Result | undefined)[]): QuoteChoices {
  return {
    packages: rowsOf<{ id: number; name: string }>(packages),
    vehicles: rowsOf<{ id: number; name: string }>(vehicles),
  };
}

/** The tourist's latest request for changes, as its audit row keeps it. */
export interface ChangeRequest {
  message: string;
  at: string;
}

function changeRequestStatement(db: D1Database, reference: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT json_extract(after_json, '$.message') AS message, created_at AS at FROM audit_log
       WHERE entity = 'trips' AND entity_id = ?1 AND json_extract(after_json, '$.status') = 'changes_requested'
       ORDER BY id DESC LIMIT 1`,
    )
    .bind(reference);
}

/**
 * The trip with `reference` for the back office, with the tourist's latest request for changes and
 * what can be added to its quote: one round trip.
 */
export async function tripForOperator(
  db: D1Database,
  locale: Locale,
  reference: string,
): Promise<{ trip: TripQuoteView | null; changeRequest: ChangeRequest | null; choices: QuoteChoices }> {
  const [trip, lines, changeRequest, ...choices] = await db.batch([
    ...tripViewStatements(db, BY_REFERENCE, [reference]),
    changeRequestStatement(db, reference),
    ...quoteChoiceStatements(db, locale),
  ]);
  return {
    trip: tripViewOf([trip, lines]),
    changeRequest: firstRow<ChangeRequest>(changeRequest) ?? null,
    choices: quoteChoicesOf(choices),
  };
}

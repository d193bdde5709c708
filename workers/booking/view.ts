import type { BookingKind, BookingStatus, BookingView } from "#domain/booking.ts";
import { type PaymentMethod, totalMinor } from "#domain/booking-rules.ts";
import type { CancellationKind } from "#domain/cancellation.ts";
import type { Currency } from "#domain/format.ts";
import type { BookingSource } from "#domain/inputs/operator-booking.ts";
import type { TripDirection } from "#domain/inputs/trip-details.ts";
/**
 * A stored booking as the operator's inbox, the decisions and the tourist's lookup read it: every
 * field the tourist sent, the booked item's name and facts in one language, and the priced lines.
 */
import type { Locale } from "#domain/locale.ts";
import { linesIn, type StoredLine } from "./order.ts";
import { tripOf } from "./trip.ts";

export interface BookingViewRow {
  id: number;
  trip_reference: string | null;
  reference: string;
  status: BookingStatus;
  locale: Locale;
  currency: Currency;
  kind: BookingKind;
  item_name: string;
  item_code: string | null;
  item_path: string;
  package_name: string | null;
  start_time: string | null;
  duration_hours: number | null;
  cancelation_hours: number | null;
  change_window_hours: number | null;
  visit_date: string;
  adults: number;
  kids: number;
  vehicles: number;
  people: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  special_request: string;
  pickup_location: string;
  trip_direction: TripDirection | null;
  flight_number: string | null;
  flight_time: string | null;
  pickup_time: string | null;
  payment_method: PaymentMethod;
  order_data: string;
  total_idr: number;
  account_name: string | null;
  account_email: string | null;
  confirmation_id: string | null;
  decision_note: string | null;
  decided_at: string | null;
  created_at: string;
  cancelled_at: string | null;
  cancellation_kind: CancellationKind | null;
  cancellation_fee_percent: number | null;
  cancellation_fee_minor: number | null;
  source: BookingSource;
  source_name: string;
  source_reference: string;
  utm_source: string;
  referrer_host: string;
}

/** A translation in `?1`'s language, else the booking's own language, else Indonesian. */
function translated(table: string, column: string, key: string, owner: string): string {
  return `(SELECT x.${column} FROM ${table} x WHERE x.${key} = ${owner}
    ORDER BY x.locale = coalesce(?1, b.locale) DESC, x.locale = b.locale DESC, x.locale = 'id' DESC LIMIT 1)`;
}

/**
 * How long booking `b` lasts, in hours (`a` its activity, `v` its vehicle): the activity's duration,
 * or the vehicle's own; but a trip's car with driver lasts the hours its plan asked for (else the
 * vehicle's, which the plan offers by default), and a trip's airport transfer has no end we know.
 */
export const BOOKED_HOURS_SQL = `CASE
    WHEN b.activity_id IS NOT NULL THEN a.duration_hours
    WHEN b.trip_id IS NULL THEN v.duration_hours
    ELSE (SELECT CASE ql.item_kind WHEN 'driver' THEN coalesce(
        (SELECT json_extract(item.value, '$.hours')
         FROM trips tp, json_each(tp.plan, '$.days') plan_day, json_each(plan_day.value, '$.items') item
         WHERE tp.id = ql.trip_id AND json_extract(plan_day.value, '$.date') = ql.day_date AND item.key = ql.position
           AND json_extract(item.value, '$.kind') = 'driver' AND json_extract(item.value, '$.transportId') = ql.transport_id),
        v.duration_hours) END
      FROM trip_quote_lines ql WHERE ql.trip_id = b.trip_id AND ql.booking_id = b.id)
  END`;

/**
 * The SELECT of bookings `b` with their item, names in the language `?1` (NULL: the language the
 * tourist booked in, as their e-mails need). `where` filters on `b` with parameters from `?2`.
 */
export function bookingViewSql(where: string): string {
  return `SELECT b.id, b.reference, b.status, b.locale, b.currency,
      CASE WHEN b.activity_id IS NOT NULL THEN 'activity' ELSE 'transport' END AS kind,
      coalesce(${translated("activity_translations", "name", "activity_id", "b.activity_id")},
        v.manufacture || ' ' || v.vehicle_name) AS item_name,
      a.code AS item_code,
      CASE WHEN a.id IS NOT NULL THEN '/activity/' || ty.slug || '/' || a.slug ELSE '/transport/' || v.id END AS item_path,
      ${translated("package_translations", "name", "package_id", "b.package_id")} AS package_name,
      coalesce(b.start_time, a.start_time) AS start_time, ${BOOKED_HOURS_SQL} AS duration_hours,
      a.cancelation_hours, coalesce(a.change_window_hours, v.change_window_hours) AS change_window_hours,
      b.visit_date, b.adults, b.kids, b.vehicles, b.people, b.first_name, b.last_name, b.email, b.phone_number, b.country,
      b.special_request, b.pickup_location, b.trip_direction, b.flight_number, b.flight_time, b.pickup_time,
      b.payment_method, b.order_data, b.total_idr,
      u.name AS account_name, u.email AS account_email,
      b.confirmation_id, b.decision_note, b.decided_at, b.created_at,
      b.cancelled_at, b.cancellation_kind, b.cancellation_fee_percent,
      CASE b.currency WHEN 'IDR' THEN b.cancellation_fee_idr ELSE b.cancellation_fee_usd_cents END AS cancellation_fee_minor,
      (SELECT x.reference FROM trips x WHERE x.id = b.trip_id) AS trip_reference,
      b.source, b.source_name, b.source_reference, b.utm_source, b.referrer_host
    FROM bookings b
    LEFT JOIN activities a ON a.id = b.activity_id
    LEFT JOIN activity_types ty ON ty.id = a.type_id
    LEFT JOIN transports v ON v.id = b.transport_id
    LEFT JOIN users u ON u.id = b.user_id
    WHERE ${where}`;
}

export function bookingViewOf(row: BookingViewRow): BookingView {
  const lines = linesIn(JSON.parse(row.order_data) as StoredLine[], row.currency);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    locale: row.locale,
    currency: row.currency,
    kind: row.kind,
    item: { name: row.item_name, code: row.item_code, path: row.item_path },
    packageName: row.package_name,
    startTime: row.start_time,
    durationHours: row.duration_hours,
    freeCancellationHours: row.cancelation_hours,
    changeWindowHours: row.change_window_hours,
    visitDate: row.visit_date,
    adults: row.adults,
    kids: row.kids,
    vehicles: row.vehicles,
    people: row.people,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    country: row.country,
    specialRequest: row.special_request,
    pickupLocation: row.pickup_location,
    trip: tripOf(row),
    paymentMethod: row.payment_method,
    lines,
    totalMinor: totalMinor(lines),
    totalIdr: row.total_idr,
    account: row.account_email ? { name: row.account_name ?? "", email: row.account_email } : null,
    confirmationId: row.confirmation_id,
    decisionNote: row.decision_note,
    decidedAt: row.decided_at,
    createdAt: row.created_at,
    cancellation:
      row.cancelled_at && row.cancellation_kind
        ? {
            kind: row.cancellation_kind,
            percent: row.cancellation_fee_percent ?? 0,
            feeMinor: row.cancellation_fee_minor ?? 0,
            at: row.cancelled_at,
          }
        : null,
    tripReference: row.trip_reference,
    source: row.source,
    sourceName: row.source_name,
    sourceReference: row.source_reference,
    utmSource: row.utm_source,
    referrerHost: row.referrer_host,
  };
}

/** The statement that reads one booking by its reference (`?2`), names in `locale` or the booking's own. */
export function bookingByReference(db: D1Database, reference: string, locale: Locale | null): D1PreparedStatement {
  return db.prepare(bookingViewSql("b.reference = ?2")).bind(locale, reference);
}

/** The activity's texts for the day of a booking, beside its view: what reminders and the voucher add. */
export interface DayTextsRow {
  id: number;
  pickup_time: string | null;
  meeting_point: string | null;
  whattobring: string | null;
}

export interface DayTexts {
  /** The activity's pickup time text; null for a vehicle, whose pickup is agreed with the tourist. */
  pickupTime: string | null;
  /** The activity's meeting point: where a tourist without a pickup goes; null for a vehicle. */
  meetingPoint: string | null;
  whatToBring: string[];
}

/** The day texts of bookings `b`, in the language `?1` (NULL: the booking's own); `where` as bookingViewSql's. */
export function dayTextsSql(where: string): string {
  return `SELECT b.id, ${translated("activity_translations", "pickup_time", "activity_id", "b.activity_id")} AS pickup_time,
      ${translated("activity_translations", "meeting_point", "activity_id", "b.activity_id")} AS meeting_point,
      ${translated("activity_translations", "whattobring", "activity_id", "b.activity_id")} AS whattobring
    FROM bookings b WHERE ${where}`;
}

export function dayTextsOf(row: DayTextsRow | undefined): DayTexts {
  return {
    pickupTime: row?.pickup_time?.trim() || null,
    meetingPoint: row?.meeting_point?.trim() || null,
    whatToBring: row?.whattobring ? (JSON.parse(row.whattobring) as string[]) : [],
  };
}

/**
 * A booking made under a trip's quote stays its quote's line (issue 38; decision 0068): when the
 * booking is changed, its line follows (date, start time, what is booked and the price), so the
 * quote page, its itinerary and its mails show the booking as it now stands. The booking moves only
 * within the trip's days: the quote shows no other day, and the guest is in Bali only then.
 */
import { msg } from "@lingui/core/macro";
import type { Locale } from "#domain/locale.ts";
import type { HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { visitDay } from "#workers/mail/format.ts";
import { refusal } from "./input.ts";

/** The trip a booking belongs to: its first and last day, or nulls for a booking of its own. */
export interface TripDays {
  trip_arrival: string | null;
  trip_departure: string | null;
}

/** The columns of a booking's row that name its trip's days, for the SELECT over `bookings`. */
export const TRIP_DAYS_SQL = `(SELECT arrival FROM trips WHERE id = bookings.trip_id) AS trip_arrival,
  (SELECT departure FROM trips WHERE id = bookings.trip_id) AS trip_departure`;

/** 422 on the date, in `locale`, when a trip's booking would leave the trip's days; null otherwise. */
export function outsideTripDays(days: TripDays, date: string, locale: Locale): HttpError | null {
  const { trip_arrival: arrival, trip_departure: departure } = days;
  if (arrival === null || departure === null || (date >= arrival && date <= departure)) return null;
  const first = visitDay(locale, arrival);
  const last = visitDay(locale, departure);
  return refusal(
    "date",
    translate(locale, msg`This booking is part of a trip from ${first} to ${last}. Choose a date within the trip.`),
  );
}

/** What the booking's quote line becomes: its day and time, its text and its price. */
export interface LineAfterChange {
  bookingId: number;
  date: string;
  startTime: string | null;
  /** Null keeps the line's text: the order did not change. */
  description: string | null;
  priceIdr: number;
  priceUsdCents: number;
}

/**
 * The UPDATE of the booking's quote line, if it has one: moved to another day, it goes last on that
 * day (a day's positions are unique). For the change's batch.
 */
export function quoteLineFollows(db: D1Database, line: LineAfterChange): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE trip_quote_lines SET
         position = CASE WHEN day_date = ?2 THEN position ELSE
           (SELECT coalesce(max(o.position) + 1, 0) FROM trip_quote_lines o
            WHERE o.trip_id = trip_quote_lines.trip_id AND o.day_date = ?2) END,
         day_date = ?2, start_time = ?3, description = coalesce(?4, description), price_idr = ?5, price_usd_cents = ?6
       WHERE booking_id = ?1`,
    )
    .bind(line.bookingId, line.date, line.startTime, line.description, line.priceIdr, line.priceUsdCents);
}

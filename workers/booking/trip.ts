/**
 * What the tourist told the driver (issue 35, item 6), as the mails, the back office, the day's
 * manifest and its CSV show it: the airport transfer's direction and flight, the pickup time.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookingTrip } from "#domain/booking.ts";
import type { TripDetails } from "#domain/inputs/trip-details.ts";
import type { Fact } from "#workers/mail/document.ts";

/** The stored trip columns (or a request's fields) as a booking's trip. */
export function tripOf(details: TripDetails): BookingTrip {
  return {
    direction: details.trip_direction,
    flightNumber: details.flight_number,
    flightTime: details.flight_time,
    pickupTime: details.pickup_time,
  };
}

/** The trip's facts in `i18n`'s language, none for a booking whose form asked nothing of them. */
export function tripFacts(i18n: I18n, trip: BookingTrip): Fact[] {
  const facts: Fact[] = [];
  if (trip.direction) facts.push({ label: i18n._(msg`Transfer`), value: directionText(i18n, trip) });
  if (trip.flightNumber) facts.push({ label: i18n._(msg`Flight number`), value: trip.flightNumber });
  if (trip.flightTime) facts.push({ label: i18n._(msg`Flight time`), value: trip.flightTime });
  if (trip.pickupTime) facts.push({ label: i18n._(msg`Pickup time`), value: trip.pickupTime });
  return facts;
}

/** "Arrival: from the airport" or "Departure: to the airport", in `i18n`'s language. */
export function directionText(i18n: I18n, trip: Pick<BookingTrip, "direction">): string {
  if (trip.direction === "arrival") return i18n._(msg`Arrival: pickup at the airport`);
  if (trip.direction === "departure") return i18n._(msg`Departure: drop-off at the airport`);
  return "";
}

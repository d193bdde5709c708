/**
 * "Add to calendar" for an accepted trip: one .ics with an event per booked line, each the same
 * event (same UID) as its booking's own file, in the tourist's language. Looked up by reference and
 * e-mail as the quote page does (counted, the same limits): one round trip.
 */
import { msg } from "@lingui/core/macro";
import type { BookingStatus } from "#domain/booking.ts";
import { type CalendarEvent, calendarFile } from "#domain/ical.ts";
import type { QuoteDay, QuoteLineView, TripQuoteView } from "#domain/trip-quote.ts";
import { BOOKED_HOURS_SQL } from "#workers/booking/view.ts";
import { type BookedDay, bookedDayEvent } from "#workers/booking/voucher.ts";
import { translator } from "#workers/i18n.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { rowsOf } from "#workers/sql.ts";
import { lookUp, type TripQuoteOutcome } from "./quote-answer.ts";
import { BY_REFERENCE_AND_EMAIL } from "./quote-view.ts";

export type TripCalendarOutcome =
  | Exclude<TripQuoteOutcome, { kind: "found" }>
  | { kind: "notAccepted" }
  | { kind: "calendar"; reference: string; file: string };

/** A declined or cancelled booking is no longer part of the day. */
const LIVE: ReadonlySet<BookingStatus> = new Set(["requested", "confirmed"]);

interface BookedTimesRow {
  line_id: number;
  start_time: string | null;
  duration_hours: number | null;
}

/** When each booked line starts (the booking's start time, else the activity's) and how long it lasts. */
function bookedTimesStatement(db: D1Database, binds: string[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT l.id AS line_id, coalesce(b.start_time, a.start_time) AS start_time, ${BOOKED_HOURS_SQL} AS duration_hours
       FROM trip_quote_lines l JOIN trips t ON t.id = l.trip_id JOIN bookings b ON b.id = l.booking_id
       LEFT JOIN activities a ON a.id = b.activity_id LEFT JOIN transports v ON v.id = b.transport_id
       WHERE ${BY_REFERENCE_AND_EMAIL}`,
    )
    .bind(...binds);
}

interface EventContext {
  scope: RequestScope;
  trip: TripQuoteView;
  times: Map<number, BookedTimesRow>;
  host: string;
}

type BookedLine = QuoteLineView & { booking: NonNullable<QuoteLineView["booking"]> };

const isBooked = (line: QuoteLineView): line is BookedLine => line.booking !== null && LIVE.has(line.booking.status);

const withTime = (line: QuoteLineView) => (line.startTime ? `${line.startTime} ${line.description}` : line.description);

/**
 * The day's events, one per booked line. A place to visit or an extra is not booked and has no
 * event of its own (it has no booking to share a UID with): it is named, with its time if it has
 * one, in the event of the booked line before it that day (before the first, in the first), as the
 * itinerary reads. A day with nothing booked has no event.
 */
function dayEvents(day: QuoteDay, context: EventContext): CalendarEvent[] {
  const booked = day.lines.filter(isBooked);
  const alsoPlanned = new Map(booked.map((line) => [line.id, [] as string[]]));
  let holder = booked[0];
  for (const line of day.lines) {
    if (isBooked(line)) holder = line;
    else if (holder) alsoPlanned.get(holder.id)?.push(withTime(line));
  }
  return booked.map((line) => lineEvent(line, alsoPlanned.get(line.id) ?? [], context));
}

function lineEvent(line: BookedLine, places: string[], { scope, trip, times, host }: EventContext): CalendarEvent {
  const i18n = translator(scope.locale);
  const { booking } = line;
  const tripReference = trip.reference;
  const placeList = places.join(", ");
  const notes = [
    ...(places.length > 0 ? [i18n._(msg`Also planned on this day: ${placeList}.`)] : []),
    i18n._(msg`Part of your trip ${tripReference}.`),
  ];
  const day: BookedDay = {
    reference: booking.reference,
    confirmationId: booking.status === "confirmed" ? booking.confirmationId : null,
    date: line.dayDate,
    startTime: times.get(line.id)?.start_time ?? line.startTime,
    pickupTime: line.pickupText,
    durationHours: times.get(line.id)?.duration_hours ?? null,
    summary: line.description,
    location: trip.pickupLocation,
    notes,
  };
  return bookedDayEvent(day, scope.locale, host, scope.config.whatsappNumber);
}

/** The accepted trip's .ics for whoever has its reference and e-mail; `host` makes the UIDs. */
export async function tripCalendar(
  scope: RequestScope,
  fields: Record<string, string>,
  host: string,
  now = new Date(),
): Promise<TripCalendarOutcome> {
  const looked = await lookUp(scope, fields, (binds) => [bookedTimesStatement(scope.db, binds)]);
  if ("kind" in looked) return looked;
  const { trip } = looked;
  if (trip.status !== "accepted") return { kind: "notAccepted" };
  const times = new Map(rowsOf<BookedTimesRow>(looked.extra[0]).map((row) => [row.line_id, row]));
  const events = trip.days.flatMap((day) => dayEvents(day, { scope, trip, times, host }));
  return { kind: "calendar", reference: trip.reference, file: calendarFile(events, now) };
}

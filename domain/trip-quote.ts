/**
 * A trip's quote (issue 19): the operator prices the sent plan line by line, adds notes and a
 * last day to accept it, and sends it; the tourist accepts it (every bookable line becomes a
 * booking under the trip) or asks for changes. The shapes the back office, the tourist's quote
 * page, the itinerary and the mails share, and the rules of when a quote can be edited, sent and
 * accepted.
 */
import { datesBetween } from "./availability.ts";
import type { BookingStatus } from "./booking.ts";
import type { PaymentMethod } from "./booking-rules.ts";
import type { Currency } from "./format.ts";
import type { TripQuoteRefusal } from "./inputs/trip-quote-messages.ts";
import type { Locale } from "./locale.ts";
import { transferDirection } from "./trip.ts";

export const TRIP_STATUSES = ["requested", "quoted", "changes_requested", "accepted", "expired", "cancelled"] as const;

export type TripStatus = (typeof TRIP_STATUSES)[number];

/** What a quote's line is: an item of the plan, or an extra the operator typed with its price. */
export type QuoteLineKind = "activity" | "destination" | "driver" | "transfer" | "extra";

/** The lines that become bookings on acceptance: an activity's package, or a vehicle. */
export function isBookableKind(kind: QuoteLineKind): boolean {
  return kind === "activity" || kind === "driver" || kind === "transfer";
}

/** Whether a line of `kind` on `date` is a transfer from the airport (the driver meets the party there, not at the hotel). */
export function collectsAtAirport(
  kind: QuoteLineKind,
  date: string,
  stay: { arrival: string; departure: string },
): boolean {
  return kind === "transfer" && transferDirection(date, stay.arrival, stay.departure) === "arrival";
}

export interface QuoteLineView {
  id: number;
  dayDate: string;
  position: number;
  kind: QuoteLineKind;
  description: string;
  priceIdr: number;
  priceUsdCents: number;
  /** "HH:MM" in Bali time, when the line has one. */
  startTime: string | null;
  /** The booking the line became on acceptance. */
  booking: { reference: string; status: BookingStatus; confirmationId: string | null } | null;
  /** The activity's pickup note in the trip's language ("07:30 from your hotel"), or an arrival transfer's meeting point, if any. */
  pickupText: string | null;
}

export interface QuoteDay {
  date: string;
  lines: QuoteLineView[];
  totalIdr: number;
  totalUsdCents: number;
}

export interface TripQuoteView {
  id: number;
  reference: string;
  /** As stored; `quoteState` tells a quote past its last day. */
  status: TripStatus;
  locale: Locale;
  currency: Currency;
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  specialRequest: string;
  pickupLocation: string;
  paymentMethod: PaymentMethod;
  notes: string;
  /** The last day (Bali's calendar) the quote can be accepted. */
  validUntil: string | null;
  quotedAt: string | null;
  createdAt: string;
  version: number;
  /** Every day of the stay, arrival to departure, with its lines in order (a free day has none). */
  days: QuoteDay[];
  totalIdr: number;
  totalUsdCents: number;
}

/** Where an accepted trip's "Add to calendar" posts its reference and e-mail. */
export const TRIP_CALENDAR_PATH = "/trip/quote/calendar.ics";

/** The longest note to the tourist, message of the tourist and line text. */
export const MAX_QUOTE_NOTES = 2000;
export const MAX_CHANGE_MESSAGE = 2000;
export const MAX_LINE_DESCRIPTION = 200;
/** A quote is valid for at most this many days from the day it is sent. */
export const MAX_QUOTE_VALID_DAYS = 90;
/** The most lines one day of a quote holds. */
export const MAX_QUOTE_LINES_PER_DAY = 12;

/** Whether the quote is past its last day: its status then reads "expired". */
export function isExpired(trip: Pick<TripQuoteView, "status" | "validUntil">, today: string): boolean {
  return trip.status === "quoted" && trip.validUntil !== null && trip.validUntil < today;
}

/** The status as the tourist and the operator see it today. */
export function quoteState(trip: Pick<TripQuoteView, "status" | "validUntil">, today: string): TripStatus {
  return isExpired(trip, today) ? "expired" : trip.status;
}

/** The operator may change the lines and send the quote (again) until it is accepted or cancelled. */
export function isQuoteEditable(status: TripStatus): boolean {
  return status === "requested" || status === "quoted" || status === "changes_requested" || status === "expired";
}

/** The amount of a line or total in `currency`, in minor units (rupiah, or cents). */
export function inCurrency(currency: Currency, prices: { priceIdr: number; priceUsdCents: number }): number {
  return currency === "IDR" ? prices.priceIdr : prices.priceUsdCents;
}

/** A day's or the trip's total in `currency`, in minor units. */
export function totalInCurrency(currency: Currency, totals: { totalIdr: number; totalUsdCents: number }): number {
  return currency === "IDR" ? totals.totalIdr : totals.totalUsdCents;
}

/** The days of the stay with their lines, each day's and the trip's totals. */
export function quoteDays(arrival: string, departure: string, lines: readonly QuoteLineView[]): QuoteDay[] {
  return datesBetween(arrival, departure).map((date) => {
    const ofDay = lines.filter((line) => line.dayDate === date).sort((a, b) => a.position - b.position);
    return {
      date,
      lines: ofDay,
      totalIdr: ofDay.reduce((sum, line) => sum + line.priceIdr, 0),
      totalUsdCents: ofDay.reduce((sum, line) => sum + line.priceUsdCents, 0),
    };
  });
}

/** A line that cannot be booked now, said in the page's language: "Tue, 5 May 2026, Ubud tour: fully booked". */
export interface RefusedLine {
  lineId: number;
  message: string;
}

/** What the tourist's quote page answers a post with. */
export type TripLookupAnswer =
  | { kind: "missing"; fields: ("reference" | "email")[] }
  | { kind: "notFound" }
  | { kind: "tooMany" }
  | { kind: "csrf" }
  | {
      kind: "found";
      trip: TripQuoteView;
      /** Today in Bali, for the quote's state. */
      today: string;
      /** The e-mail it was found with, which the page's forms carry. */
      email: string;
      csrfToken: string;
      done?: "accepted" | "changesRequested";
      /** The printable itinerary rather than the quote. */
      itinerary?: boolean;
      refusal?: { problem: TripQuoteRefusal | "messageRequired" | "messageTooLong"; lines?: RefusedLine[] };
    };

/** The operator's list of trips: its filters, one page of it and how many there are. */
export interface TripListQuery {
  status: TripStatus | null;
  search: string;
}

export interface TripListItem {
  reference: string;
  status: TripStatus;
  createdAt: string;
  arrival: string;
  departure: string;
  name: string;
  email: string;
  currency: Currency;
  totalMinor: number;
}

export interface TripList {
  query: TripListQuery;
  items: TripListItem[];
  /** The links to the pages either side (null at an end). */
  previous: string | null;
  next: string | null;
}

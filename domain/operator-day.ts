/**
 * The operator's day: a month of headcounts, and one day's manifest (who, on which trip, picked
 * up where and when). Shapes shared by the back office's pages and workers/booking/operator-day.ts,
 * and the pure rules of their URLs' months and dates.
 */
import { addDays } from "./availability.ts";
import type { BookingKind, BookingTrip } from "./booking.ts";
import type { PaymentMethod } from "./booking-rules.ts";
import type { BookingSource } from "./inputs/operator-booking.ts";

/** One day of the month that has bookings holding places (requested or confirmed). */
export interface CalendarDay {
  /** YYYY-MM-DD, Bali's calendar. */
  date: string;
  /** Persons: adults, children and the people riding in vehicles; vehicles counted apart (decision 0049). */
  confirmedPersons: number;
  requestedPersons: number;
  confirmedVehicles: number;
  requestedVehicles: number;
  /** Distinct activities and vehicles at a start time: the manifest's groups. */
  trips: number;
  /** Seats that sales channels hold and have not confirmed yet (taken until the hold expires). */
  heldSeats: number;
}

export interface CalendarMonth {
  /** YYYY-MM */
  month: string;
  previous: string;
  next: string;
  /** Today in Bali, so the page can mark it. */
  today: string;
  /** Only the days with bookings, in date order. */
  days: CalendarDay[];
}

export type ManifestStatus = "requested" | "confirmed";

export interface ManifestBooking {
  reference: string;
  status: ManifestStatus;
  name: string;
  /** Adults, children and the people riding in the booking's vehicles. */
  persons: number;
  /** The vehicles booked, apart from the persons. */
  vehicles: number;
  /** The products ordered, with their quantities ("2 × Adult"), in the language the tourist booked in. */
  products: { name: string; quantity: number }[];
  /** Empty for a package without a pickup. */
  pickupPlace: string;
  /** The airport transfer's flight and the driver's pickup time, where the form asked them. */
  trip: BookingTrip;
  phone: string;
  specialRequest: string;
  /** The trip the booking was made under (an accepted quote), if any. */
  tripReference: string | null;
  source: BookingSource;
  sourceName: string;
  sourceReference: string;
  /** What a sales channel pays for the booking (retail less its commission), in rupiah; null for other bookings. */
  netIdr: number | null;
  /**
   * What is left to collect on the day, in rupiah (the payment terms take cash in rupiah only), a
   * card's surcharge included.
   */
  toCollectIdr: number;
  /** The part of `toCollectIdr` that is the surcharge of a card at the office; 0 for other methods. */
  cardSurchargeIdr: number;
  /** How the tourist said they would pay. */
  paymentMethod: PaymentMethod;
}

/** One activity or vehicle at one start time: a page of the printed manifest. */
export interface ManifestTrip {
  kind: BookingKind;
  itemName: string;
  /** HH:MM, or null for a vehicle whose pickup is agreed with the tourist. */
  startTime: string | null;
  /** The activity's pickup time text in the operator's language, else the start time; null when neither. */
  pickupTime: string | null;
  persons: number;
  vehicles: number;
  bookings: ManifestBooking[];
}

/**
 * A line of an accepted trip quote that books nothing of the catalogue (an extra such as entrance
 * tickets, or a place to visit) but happens on the day, so the driver plans around it.
 */
export interface ManifestQuoteLine {
  id: number;
  kind: "extra" | "destination";
  description: string;
  /** HH:MM as the operator set it on the quote, or null when the line has no time. */
  startTime: string | null;
  tripReference: string;
  /** The trip's party: its contact and how many they are. */
  name: string;
  persons: number;
  phone: string;
}

/** A day with more bookings than this shows its departures first, and one departure's people at a time. */
export const MANIFEST_AT_ONCE = 100;

/** One departure of a busy day: an activity or vehicle at a start time, with its counts. */
export interface ManifestDeparture {
  key: string;
  itemName: string;
  startTime: string | null;
  bookings: number;
  persons: number;
  vehicles: number;
}

/** A departure's key as a page's `?departure=` names it: `a12@09:00` (activity 12 at 9:00), `t3@` (vehicle 3). */
export function departureParam(
  value: string | null,
): { kind: "activity" | "transport"; id: number; key: string } | null {
  const match = /^([at])([1-9]\d{0,8})@((?:[0-2]\d:[0-5]\d)?)$/.exec(value ?? "");
  if (!match) return null;
  return { kind: match[1] === "a" ? "activity" : "transport", id: Number(match[2]), key: match[0] };
}

export interface Manifest {
  date: string;
  /**
   * On a day with more than MANIFEST_AT_ONCE bookings and no departure chosen: a page of its
   * departures (DEPARTURES_AT_ONCE at most, earliest first), and no trips.
   */
  departures: ManifestDeparture[];
  /** The key of the page's last departure when later ones follow (the next page's `?after=`), else null. */
  next: string | null;
  /** Whether the page starts after an earlier one. */
  paged: boolean;
  /** The bookings of the whole day holding places, when its departures are listed; else 0. */
  dayBookings: number;
  /** The departure the page shows alone, or null for the whole day. */
  departure: string | null;
  trips: ManifestTrip[];
  /** The day's lines of accepted trip quotes that are no booking, earliest first, untimed last. */
  quoteLines: ManifestQuoteLine[];
  /** Cancelled and declined bookings of the day: left out of the trips, counted in a note. */
  leftOut: number;
  /** Seats that sales channels hold on the day and have not confirmed yet: taken, but on no booking. */
  heldSeats: number;
}

export type ManifestEntry = { kind: "trip"; trip: ManifestTrip } | { kind: "quoteLine"; line: ManifestQuoteLine };

/** The day in the order it happens: trips and quote lines by start time, the untimed last, each list's own order kept. */
export function manifestInTimeOrder(manifest: Pick<Manifest, "trips" | "quoteLines">): ManifestEntry[] {
  const entries: ManifestEntry[] = [
    ...manifest.trips.map((trip): ManifestEntry => ({ kind: "trip", trip })),
    ...manifest.quoteLines.map((line): ManifestEntry => ({ kind: "quoteLine", line })),
  ];
  const timeOf = (entry: ManifestEntry) =>
    (entry.kind === "trip" ? entry.trip.startTime : entry.line.startTime) ?? "99:99";
  // Compared as the database compares the trips' times (byte order), so their order stays.
  return entries.sort((a, b) => (timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0));
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The month `?month=` names, or null when it names none. */
export function monthParam(value: string | null): string | null {
  return value && MONTH.test(value) ? value : null;
}

/** A real calendar date as YYYY-MM-DD (2026-02-30 is none), or null. */
export function dateParam(value: string | undefined): string | null {
  if (!value || !DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, index - 1 + count, 1)).toISOString().slice(0, 7);
}

/** The first and last date of `month`. */
export function monthRange(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/**
 * A trip plan (issue 19): the tourist's days in Bali between arrival and departure, each with
 * activities (a package at a start time), destinations to visit and transport (a car with driver
 * for some hours, or an airport transfer). The plan is the browser's until it is sent: it lives in
 * the URL and in local storage, and the server prices it with the booking's own rules when it
 * comes (never trusting a total from the browser). Ids are the catalogue's.
 */

export type TripItem =
  | { kind: "activity"; activityId: number; packageId: number; startTime: string | null }
  | { kind: "destination"; destinationId: number }
  /** A car with driver (a vehicle of the catalogue) for `hours` hours of that day. */
  | { kind: "driver"; transportId: number; hours: number }
  /** An airport transfer with a vehicle of the catalogue, to or from the airport. */
  | { kind: "transfer"; transportId: number; direction: "arrival" | "departure" };

export interface TripDay {
  /** YYYY-MM-DD, Bali's calendar, between arrival and departure (both included). */
  date: string;
  items: TripItem[];
}

export interface TripPlan {
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  days: TripDay[];
}

/**
 * Which way a transfer on `date` goes: to the airport on the departure day of a stay of more than
 * one day, from it otherwise. A quote's lines keep only their day, so this is how they know.
 */
export function transferDirection(date: string, arrival: string, departure: string): "arrival" | "departure" {
  return date === departure && departure !== arrival ? "departure" : "arrival";
}

/** The longest stay a plan takes, in days (arrival and departure included). */
export const MAX_TRIP_DAYS = 21;
/** A car with driver is booked for 1 to this many hours of a day. */
export const MAX_DRIVER_HOURS = 12;
/** The most items one day holds. */
export const MAX_ITEMS_PER_DAY = 8;

/** The longest text the trip builder's activity picker searches. */
export const MAX_PICKER_QUERY = 100;

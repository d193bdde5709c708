/**
 * What a driver needs to know beyond the tourist's contact (issue 35, item 6), free of arktype so
 * the booking form checks it in the browser with the server's own rules: an airport transfer's
 * direction, flight number and flight time, a driver's pickup time, and whether a pickup address
 * is asked at all. What is asked follows from the item: the vehicle's trip form and the package's
 * pickup, both set by the operator (migration 0033).
 */
import { trimmedTextOf } from "./text-rules.ts";

/** Which form a vehicle books with: an airport transfer, a vehicle with driver, or a rental. */
export const TRIP_FORMS = ["airport_transfer", "with_driver", "rental"] as const;
export type TripForm = (typeof TRIP_FORMS)[number];

/** An arrival is a pickup at the airport; a departure a drop-off there. */
export const TRIP_DIRECTIONS = ["arrival", "departure"] as const;
export type TripDirection = (typeof TRIP_DIRECTIONS)[number];

/** What the booking form asks for its item. */
export interface TripNeeds {
  /** Direction, flight number and flight time (an airport transfer). */
  flight: boolean;
  /** The time the driver picks the tourist up (a vehicle with driver). */
  pickupTime: boolean;
  /** A hotel or address to fetch the tourist from; a ticket-only package has none. */
  pickupAddress: boolean;
}

/** What a booking of a vehicle with `tripForm` (null for an activity) in a package with or without pickup asks. */
export function tripNeedsOf(tripForm: TripForm | null, includesPickup: boolean): TripNeeds {
  return {
    flight: tripForm === "airport_transfer",
    pickupTime: tripForm === "with_driver",
    pickupAddress: includesPickup,
  };
}

/** The longest flight number, as stored: "GA 404", "QZ 7510", "JT 1234A". */
export const FLIGHT_NUMBER_MAX_LENGTH = 10;

// An airline's two-character code (letters, or a letter and a digit), then 1 to 4 digits and an
// optional suffix letter; a space between them or not.
const FLIGHT_NUMBER = /^([A-Z]\d|\d[A-Z]|[A-Z]{2})\s?(\d{1,4}[A-Z]?)$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A flight number written as the airlines print it ("GA 404"), or null when it is none. */
export function flightNumberOf(value: string): string | null {
  const match = FLIGHT_NUMBER.exec(value.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

export type TripDetailsProblem =
  | "directionRequired"
  | "directionInvalid"
  | "flightNumberRequired"
  | "flightNumberInvalid"
  | "flightTimeRequired"
  | "flightTimeInvalid"
  | "pickupTimeRequired"
  | "pickupTimeInvalid";

/** The trip fields under their names in the booking request. */
export interface TripDetails {
  trip_direction: TripDirection | null;
  flight_number: string | null;
  flight_time: string | null;
  pickup_time: string | null;
}

export type TripField = keyof TripDetails;

/** The form of each trip field, whether or not it is asked: an empty one is absent. */
export function tripFieldProblem(field: TripField, value: unknown): TripDetailsProblem | null {
  if (value !== null && value !== undefined && typeof value !== "string") return invalidOf(field);
  const text = trimmedTextOf(value);
  if (text === "") return null;
  switch (field) {
    case "trip_direction":
      return (TRIP_DIRECTIONS as readonly string[]).includes(text) ? null : "directionInvalid";
    case "flight_number":
      return flightNumberOf(text) ? null : "flightNumberInvalid";
    case "flight_time":
      return isClockTime(text) ? null : "flightTimeInvalid";
    case "pickup_time":
      return isClockTime(text) ? null : "pickupTimeInvalid";
  }
}

function invalidOf(field: TripField): TripDetailsProblem {
  const invalid = {
    trip_direction: "directionInvalid",
    flight_number: "flightNumberInvalid",
    flight_time: "flightTimeInvalid",
    pickup_time: "pickupTimeInvalid",
  } as const;
  return invalid[field];
}

/** The trip fields `needs` asks for that are missing, in the form's order. */
export function missingTripDetails(details: TripDetails, needs: TripNeeds): [TripField, TripDetailsProblem][] {
  const missing: [TripField, TripDetailsProblem][] = [];
  if (needs.flight) {
    if (!details.trip_direction) missing.push(["trip_direction", "directionRequired"]);
    if (!details.flight_number) missing.push(["flight_number", "flightNumberRequired"]);
    if (!details.flight_time) missing.push(["flight_time", "flightTimeRequired"]);
  }
  if (needs.pickupTime && !details.pickup_time) missing.push(["pickup_time", "pickupTimeRequired"]);
  return missing;
}

/** The details a booking keeps: only what its form asked, the rest dropped. */
export function keptTripDetails(details: TripDetails, needs: TripNeeds): TripDetails {
  return {
    trip_direction: needs.flight ? details.trip_direction : null,
    flight_number: needs.flight ? details.flight_number : null,
    flight_time: needs.flight ? details.flight_time : null,
    pickup_time: needs.pickupTime ? details.pickup_time : null,
  };
}

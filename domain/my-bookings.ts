/**
 * The signed-in tourist's bookings and trips as /profile lists them, and the claim that adds one
 * made as a guest (its reference and the account's own verified e-mail) to the list.
 */
import type { LookedUpBooking } from "./booking.ts";
import type { TouristChangeWindow } from "./booking-change.ts";
import type { CancellationTerms } from "./cancellation.ts";
import type { TripStatus } from "./trip-quote.ts";

export interface MyTrip {
  reference: string;
  status: TripStatus;
  arrival: string;
  departure: string;
}

export type MyEntry =
  | { kind: "booking"; booking: LookedUpBooking; cancellation: CancellationTerms; change: TouristChangeWindow }
  | { kind: "trip"; trip: MyTrip };

/** The first and last day of an entry, in Bali's calendar. */
function daysOf(entry: MyEntry): { first: string; last: string } {
  return entry.kind === "trip"
    ? { first: entry.trip.arrival, last: entry.trip.departure }
    : { first: entry.booking.visitDate, last: entry.booking.visitDate };
}

/**
 * The list's order on Bali's `today`: what is still ahead (or under way) first, the next first;
 * then what is over, the latest first.
 */
export function inListOrder(entries: readonly MyEntry[], today: string): MyEntry[] {
  const ahead = (entry: MyEntry) => daysOf(entry).last >= today;
  const byFirstDay = (one: MyEntry, other: MyEntry) => daysOf(one).first.localeCompare(daysOf(other).first);
  return [
    ...entries.filter(ahead).sort(byFirstDay),
    ...entries.filter((entry) => !ahead(entry)).sort((one, other) => byFirstDay(other, one)),
  ];
}

/** Why a claim changed nothing. */
export type ClaimProblem =
  | "referenceRequired"
  | "emailRequired"
  | "unverified"
  | "notYourEmail"
  | "notFound"
  | "tooMany"
  | "claimedByOther";

/** The field a claim's problem is shown under. */
export const CLAIM_PROBLEM_FIELD: Readonly<Record<ClaimProblem, "reference" | "email">> = {
  referenceRequired: "reference",
  emailRequired: "email",
  unverified: "email",
  notYourEmail: "email",
  notFound: "reference",
  tooMany: "reference",
  claimedByOther: "reference",
};

/** What the profile's claim form answers: the list holds it now (or held it already), or why not. */
export type ClaimAnswer =
  | { kind: "done"; done: "claimed" | "alreadyYours"; reference: string }
  | { kind: "refused"; problems: ClaimProblem[]; reference: string; email: string }
  | { kind: "csrf"; reference: string; email: string };

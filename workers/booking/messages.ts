import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_QUANTITY, type Party, type PeopleProblem } from "#domain/booking-rules.ts";
import { BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/booking-messages.ts";
import type { Locale } from "#domain/locale.ts";
import { translate } from "#workers/i18n.ts";
import { MAIL_BUDGET_SPENT } from "#workers/mail/budget.ts";

/**
 * What a booking request can be refused for beyond the form of its fields, in both languages:
 * its order against the catalogue, its key and the limits (spec section 5's wording where it has one).
 */
export const BOOKING_MESSAGES = {
  invalidInput: msg`Please fill in all data.`,
  orderUnreadable: BOOKING_PROBLEM_MESSAGES.orderUnreadable,
  orderNotOffered: msg`The order holds products that are not offered here. Please reload the page.`,
  orderMixesPackages: msg`Please choose the products of one package.`,
  orderEmpty: msg`Please fill in the participant quantity.`,
  activityMismatch: BOOKING_PROBLEM_MESSAGES.activityMismatch,
  transportMismatch: BOOKING_PROBLEM_MESSAGES.transportMismatch,
  pricesChanged: msg`The prices have changed. Please reload the page to see the current prices.`,
  idempotencyKeyInvalid: msg`The Idempotency-Key header must be 16 to 100 letters, digits, - or _.`,
  idempotencyKeyReused: msg`This Idempotency-Key was already used for another booking.`,
  tooManyRequestsForEmail: MAIL_BUDGET_SPENT,
  tooManyBookings: msg`Too many booking requests. Please wait a few minutes and try again.`,
} satisfies Record<string, MessageDescriptor>;

export type BookingMessage = keyof typeof BOOKING_MESSAGES;

export function bookingMessage(key: BookingMessage, locale: Locale): string {
  return translate(locale, BOOKING_MESSAGES[key]);
}

/** The visit is today and the activity's start time has passed in Bali. */
export function startedMessage(locale: Locale, startTime: string): string {
  return translate(
    locale,
    msg`This activity starts at ${startTime} Bali time, which has passed today. Please choose another date.`,
  );
}

export function quantityMessage(locale: Locale, product: string, minimal: number): string {
  return translate(locale, msg`The quantity of ${product} must be a whole number from ${minimal} to ${MAX_QUANTITY}.`);
}

/** The adults or kids a request names are not the persons its order books: the order's count, which the form sends. */
export function partyMessage(locale: Locale, field: "adults" | "kids", party: Party): string {
  const { adults, kids } = party;
  return field === "adults"
    ? translate(locale, msg`The number of adults must match the order: ${adults}. Please reload the page.`)
    : translate(locale, msg`The number of children must match the order: ${kids}. Please reload the page.`);
}

/** The people a vehicle order names: none, or more than its vehicles' seats. */
export function peopleMessage(locale: Locale, problem: PeopleProblem, party: Pick<Party, "passengerSeats">): string {
  const seats = party.passengerSeats;
  return problem === "peopleRequired"
    ? translate(locale, msg`Please enter how many people ride in the vehicle.`)
    : translate(locale, msg`At most ${seats} people fit in the vehicles you chose. Please book another vehicle.`);
}

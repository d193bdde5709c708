/**
 * Sends a booking request the way the web app does (CSRF first, an Idempotency-Key so that a
 * retried request books once) and checks the answer before the thank-you dialog shows it.
 */
import {
  type BookingFailure,
  type BookingField,
  type BookingReceipt,
  CONTACT_FIELDS,
} from "#machines/booking.machine.ts";
import { expectAnswer, isFilledString, isString, nullable, oneOf, shape } from "./answer-shape.ts";
import { postWithCsrf } from "./auth-client.ts";
import { formRefusalOf } from "./form-refusal.ts";

const isBookingAnswer = shape({
  booking: shape({
    reference: isFilledString,
    status: oneOf("requested", "confirmed"),
    email: isString,
    confirmation_id: nullable(isFilledString),
  }),
});

/** The /api's field names (spec section 3) and where step 1 shows their messages. */
const FORM_FIELDS: Record<string, BookingField> = {
  date: "date",
  start_time: "startTime",
  adults: "quantities",
  kids: "quantities",
  people: "people",
  order_data: "quantities",
  trip_direction: "tripDirection",
  flight_number: "flightNumber",
  flight_time: "flightTime",
  pickup_time: "pickupTime",
  pickup_area: "pickupArea",
  ...CONTACT_FIELDS,
};

/** A refusal as step 1 shows it: its fields' messages under them, else the server's message. */
export function bookingFailureOf(error: unknown): BookingFailure {
  return formRefusalOf(error, (name) => FORM_FIELDS[name]);
}

export async function sendBookingRequest(
  endpoint: string,
  payload: Record<string, unknown>,
  idempotencyKey: string,
): Promise<BookingReceipt> {
  let body: unknown;
  try {
    body = await postWithCsrf(endpoint, payload, { "Idempotency-Key": idempotencyKey });
  } catch (error) {
    throw bookingFailureOf(error);
  }
  const answer = expectAnswer(body, isBookingAnswer, endpoint);
  const { reference, email, status } = answer.booking;
  // Only a confirmed booking has a booking ID to show; a request's is null whatever a server says.
  return { reference, email, confirmationId: status === "confirmed" ? answer.booking.confirmation_id : null };
}

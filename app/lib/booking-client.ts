/**
 * Sends a booking request the way the web app does (CSRF first, an Idempotency-Key so that a
 * retried request books once) and checks the answer before the thank-you dialog shows it.
 */
import { type BookingFailure, type BookingField, CONTACT_FIELDS } from "#machines/booking.machine.ts";
import { expectAnswer, isFilledString, isString, oneOf, shape } from "./answer-shape.ts";
import { postWithCsrf } from "./auth-client.ts";
import { formRefusalOf } from "./form-refusal.ts";

const isBookingAnswer = shape({
  booking: shape({ reference: isFilledString, status: oneOf("requested"), email: isString }),
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
  ...CONTACT_FIELDS,
};

export interface BookingAnswer {
  reference: string;
  email: string;
}

/** A refusal as step 1 shows it: its fields' messages under them, else the server's message. */
export function bookingFailureOf(error: unknown): BookingFailure {
  return formRefusalOf(error, (name) => FORM_FIELDS[name]);
}

export async function sendBookingRequest(
  endpoint: string,
  payload: Record<string, unknown>,
  idempotencyKey: string,
): Promise<BookingAnswer> {
  let body: unknown;
  try {
    body = await postWithCsrf(endpoint, payload, { "Idempotency-Key": idempotencyKey });
  } catch (error) {
    throw bookingFailureOf(error);
  }
  const answer = expectAnswer(body, isBookingAnswer, endpoint);
  return { reference: answer.booking.reference, email: answer.booking.email };
}

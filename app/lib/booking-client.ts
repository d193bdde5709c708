/**
 * Sends a booking request the way the web app does (CSRF first, an Idempotency-Key so that a
 * retried request books once) and checks the answer before the thank-you dialog shows it.
 */
import { type } from "arktype";
import { FetchError } from "ofetch";
import {
  type BookingFailure,
  type BookingField,
  CONTACT_FIELDS,
  type FieldMessages,
} from "#machines/booking.machine.ts";
import { postWithCsrf } from "./auth-client.ts";

const bookingAnswer = type({
  booking: { reference: "string > 0", status: "'requested'", email: "string" },
});

const refusalAnswer = type({ errors: "Record<string, string[]>" });
const limitAnswer = type({ message: "string > 0" });

/** The /api's field names (spec section 3) and where step 1 shows their messages. */
const FORM_FIELDS: Record<string, BookingField> = {
  date: "date",
  start_time: "startTime",
  adults: "quantities",
  kids: "quantities",
  order_data: "quantities",
  ...CONTACT_FIELDS,
};

export interface BookingAnswer {
  reference: string;
  email: string;
}

/**
 * A 422's messages for the fields of step 1, the first for each, and a 429's message, which says
 * what to do; anything else (no answer, a 5xx, a refusal of the total or the key) names no field,
 * and the form shows its general message.
 */
export function bookingFailureOf(error: unknown): BookingFailure {
  const fields: FieldMessages = {};
  if (!(error instanceof FetchError)) return { fields };
  if (error.status === 429) {
    const answer = limitAnswer(error.data);
    return answer instanceof type.errors ? { fields } : { fields, message: answer.message };
  }
  if (error.status !== 422) return { fields };
  const answer = refusalAnswer(error.data);
  if (answer instanceof type.errors) return { fields };
  for (const [name, messages] of Object.entries(answer.errors)) {
    const field = FORM_FIELDS[name];
    const [message] = messages;
    if (field && message && !fields[field]) fields[field] = message;
  }
  return { fields };
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
  const answer = bookingAnswer(body);
  if (answer instanceof type.errors) throw new Error(`Unexpected booking answer: ${answer.summary}`);
  return { reference: answer.booking.reference, email: answer.booking.email };
}

/**
 * Sends a booking request the way the web app does (CSRF first, an Idempotency-Key so that a
 * retried request books once) and checks the answer before the thank-you dialog shows it.
 */
import { type } from "arktype";
import { postWithCsrf } from "./auth-client.ts";

const bookingAnswer = type({
  booking: { reference: "string > 0", status: "'requested'", email: "string" },
});

export interface BookingAnswer {
  reference: string;
  email: string;
}

export async function sendBookingRequest(
  endpoint: string,
  payload: Record<string, unknown>,
  idempotencyKey: string,
): Promise<BookingAnswer> {
  const body = await postWithCsrf(endpoint, payload, { "Idempotency-Key": idempotencyKey });
  const answer = bookingAnswer(body);
  if (answer instanceof type.errors) throw new Error(`Unexpected booking answer: ${answer.summary}`);
  return { reference: answer.booking.reference, email: answer.booking.email };
}

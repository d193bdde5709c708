/**
 * Sends a trip plan as a request (POST /api/trip) the way the booking form sends a booking: CSRF
 * first, the attempt's Idempotency-Key, and the answer checked before the page shows it.
 */
import { CONTACT_FIELDS, contactOf } from "#machines/booking.machine.ts";
import type { SubmitTripInput, TripReceipt, TripSendFailure, TripSendField } from "#machines/trip-send.machine.ts";
import { expectAnswer, isFilledString, shape } from "./answer-shape.ts";
import { postWithCsrf } from "./auth-client.ts";
import { formRefusalOf } from "./form-refusal.ts";

const isTripAnswer = shape({ trip: shape({ reference: isFilledString, status: isFilledString }) });

/** Where the form shows each field of the answer: the contact fields under theirs, the plan's (and the total's) under the plan. */
function formFieldOf(name: string): TripSendField | undefined {
  if (name === "plan" || name.startsWith("plan.") || name === "total") return "plan";
  return (CONTACT_FIELDS as Record<string, TripSendField>)[name];
}

/** A refusal as the send form shows it: the plan's problems under the plan, the contact's under theirs. */
export function tripFailureOf(error: unknown): TripSendFailure {
  return formRefusalOf(error, formFieldOf);
}

export async function sendTripRequest(input: SubmitTripInput): Promise<TripReceipt> {
  const payload = {
    plan: input.plan,
    ...contactOf(input.form),
    payment_method: input.form.paymentMethod,
    total: input.total,
  };
  let body: unknown;
  try {
    body = await postWithCsrf("/api/trip", payload, { "Idempotency-Key": input.idempotencyKey });
  } catch (error) {
    throw tripFailureOf(error);
  }
  const answer = expectAnswer(body, isTripAnswer, "/api/trip");
  return { reference: answer.trip.reference };
}

/**
 * Sends a trip plan as a request (POST /api/trip) the way the booking form sends a booking: CSRF
 * first, the attempt's Idempotency-Key, and the answer checked before the page shows it.
 */
import { type } from "arktype";
import { FetchError } from "ofetch";
import { CONTACT_FIELDS, contactOf } from "#machines/booking.machine.ts";
import type {
  SubmitTripInput,
  TripReceipt,
  TripSendFailure,
  TripSendField,
  TripSendMessages,
} from "#machines/trip-send.machine.ts";
import { postWithCsrf } from "./auth-client.ts";

const tripAnswer = type({ trip: { reference: "string > 0", status: "string > 0" } });
const refusalAnswer = type({ "message?": "string", errors: "Record<string, string[]>" });
const limitAnswer = type({ message: "string > 0" });

/** Where the form shows each field of the answer: the contact fields under theirs, the plan's (and the total's) under the plan. */
function formFieldOf(name: string): TripSendField | undefined {
  if (name === "plan" || name.startsWith("plan.") || name === "total") return "plan";
  return (CONTACT_FIELDS as Record<string, TripSendField>)[name];
}

/**
 * A 422's messages under the form's fields, the first for each; what names no field of the form
 * (a 429, a refused key) as a message of its own; nothing for the rest (no answer, a 5xx).
 */
export function tripFailureOf(error: unknown): TripSendFailure {
  const fields: TripSendMessages = {};
  if (!(error instanceof FetchError)) return { fields };
  if (error.status === 429) {
    const answer = limitAnswer(error.data);
    return answer instanceof type.errors ? { fields } : { fields, message: answer.message };
  }
  if (error.status !== 422) return { fields };
  const answer = refusalAnswer(error.data);
  if (answer instanceof type.errors) return { fields };
  for (const [name, messages] of Object.entries(answer.errors)) {
    const field = formFieldOf(name);
    const [message] = messages;
    if (field && message && !fields[field]) fields[field] = message;
  }
  if (Object.keys(fields).length > 0 || !answer.message) return { fields };
  return { fields, message: answer.message };
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
  const answer = tripAnswer(body);
  if (answer instanceof type.errors) throw new Error(`Unexpected trip answer: ${answer.summary}`);
  return { reference: answer.trip.reference };
}

import { type } from "arktype";
import type { BookingKind } from "#domain/booking.ts";
import { type BookingRequest, parseBookingRequest } from "#domain/inputs/booking.ts";
import { BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/booking-messages.ts";
import { objectBody } from "#domain/inputs/fields.ts";
import type { TripNeeds } from "#domain/inputs/trip-details.ts";
import type { Locale } from "#domain/locale.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { bookingMessage } from "./messages.ts";

const idempotencyKey = type(/^[A-Za-z0-9_-]{16,100}$/);

/** The 422 of a booking request refused for one field. */
export function refusal(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/**
 * The booking payload, each field checked for its form by the booking schema
 * (domain/inputs/booking.ts). `today` is Bali's date. 422 with a message per field in the site's
 * language, the first one also as the headline the form shows.
 */
export function readBookingRequest(
  input: unknown,
  kind: BookingKind,
  locale: Locale,
  today: string,
  needs?: TripNeeds,
): BookingRequest {
  const fields = objectBody(input);
  if (fields instanceof type.errors) throw new HttpError(422, bookingMessage("invalidInput", locale));
  const parsed = parseBookingRequest(fields, kind, today, needs);
  if (parsed.ok) return parsed.value;
  const errors: FieldErrors = {};
  for (const [field, problem] of parsed.problems)
    errors[field] = [translate(locale, BOOKING_PROBLEM_MESSAGES[problem])];
  throw new HttpError(422, Object.values(errors)[0]?.[0] ?? bookingMessage("invalidInput", locale), errors);
}

/** The optional Idempotency-Key header: null without one, 422 when it is not a key. */
export function readIdempotencyKey(request: Request, locale: Locale): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (idempotencyKey(key) instanceof type.errors) {
    throw refusal("idempotency_key", bookingMessage("idempotencyKeyInvalid", locale));
  }
  return key;
}

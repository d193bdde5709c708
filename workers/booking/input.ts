import { type } from "arktype";
import type { BookingKind } from "#domain/booking.ts";
import type { PaymentMethod } from "#domain/booking-rules.ts";
import {
  isPhoneNumber,
  latestVisitDate,
  MAX_QUANTITY,
  NAME_MAX_LENGTH,
  PAYMENT_METHODS,
  PICKUP_MAX_LENGTH,
  SPECIAL_REQUEST_MAX_LENGTH,
  splitTitle,
} from "#domain/booking-rules.ts";
import { isOfferedCountry } from "#domain/countries.ts";
import { looksLikeEmail } from "#domain/email.ts";
import type { Locale } from "#domain/locale.ts";
import { isSingleLineName } from "#domain/plain-text.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";
import { type BookingMessage, bookingMessage } from "./messages.ts";

/** The id field that names the booked item, as the contract spells it per kind. */
export const ITEM_ID_FIELD = { activity: "activity_id", transport: "transport_id" } as const satisfies Record<
  BookingKind,
  string
>;

/** A product and its quantity as the client sent them; its name and prices are the server's business. */
export interface OrderedProduct {
  id: number;
  ordered: number;
}

/** A booking request whose fields each have the right form; whether it fits the catalogue is checked later. */
export interface BookingRequest {
  kind: BookingKind;
  item_id: number | null;
  date: string;
  adults: number;
  kids: number;
  /** With the title in front: "Mr. Made". */
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  special_request: string;
  pickup_location: string;
  payment_method: PaymentMethod;
  order: OrderedProduct[];
  /** In the site's currency: rupiah, or dollars with cents. */
  total: number;
}

const bookingBody = type({ "[string]": "unknown" });
const itemId = type("number.integer > 0");
const isoDate = type(/^\d{4}-\d{2}-\d{2}$/);
const personCount = type("number.integer").atLeast(0).atMost(MAX_QUANTITY);
const paymentMethod = type.enumerated(...PAYMENT_METHODS);
const amount = type("number >= 0");

// The client sends each product of the package as the activity page gave it; only id and ordered
// count, the rest is checked for form and dropped.
const orderLine = type({
  id: "number.integer > 0",
  ordered: "number",
  "name?": "string",
  "price_idr?": "number",
  "price_usd?": "number",
  "minimal?": "number",
  "+": "delete",
});
const MAX_ORDER_CHARS = 20_000;
const orderData = type("string.json.parse").to(orderLine.array().atMostLength(50));
const idempotencyKey = type(/^[A-Za-z0-9_-]{16,100}$/);

class Problems {
  readonly errors: FieldErrors = {};
  constructor(private readonly locale: Locale) {}

  add(field: string, key: BookingMessage) {
    this.addText(field, bookingMessage(key, this.locale));
  }

  addText(field: string, message: string) {
    this.errors[field] = [...(this.errors[field] ?? []), message];
  }

  /** 422 with a message per field; the first one also as the headline the form shows. */
  throwIfAny() {
    const first = Object.values(this.errors)[0]?.[0];
    if (first) throw new HttpError(422, first, this.errors);
  }
}

/** The 422 of a booking request refused for one field. */
export function refusal(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function readDate(problems: Problems, value: unknown, today: string): string {
  const date = text(value);
  if (!date) problems.add("date", "dateRequired");
  else if (isoDate(date) instanceof type.errors || !isCalendarDate(date)) problems.add("date", "dateInvalid");
  else if (date < today) problems.add("date", "dateInPast");
  else if (date > latestVisitDate(today)) problems.add("date", "dateTooFar");
  return date;
}

interface TextMessages {
  required: BookingMessage;
  tooLong: BookingMessage;
  notOneLine: BookingMessage;
}
const LAST_NAME_MESSAGES: TextMessages = {
  required: "lastNameRequired",
  tooLong: "lastNameTooLong",
  notOneLine: "lastNameNotOneLine",
};
const PICKUP_MESSAGES: TextMessages = {
  required: "pickupRequired",
  tooLong: "pickupTooLong",
  notOneLine: "pickupNotOneLine",
};

/** Names and the pickup place reach the mails: one line of visible text, so they cannot pose as our own lines. */
function readOneLine(problems: Problems, input: unknown, field: string, max: number, messages: TextMessages) {
  const value = text(input);
  if (!value) problems.add(field, messages.required);
  else if (!isSingleLineName(value)) problems.add(field, messages.notOneLine);
  else if (value.length > max) problems.add(field, messages.tooLong);
  return value;
}

/** The form sends the title in front ("Mr. Made"); the length limit is the name's, as the form counts it. */
function readFirstName(problems: Problems, value: unknown): string {
  const firstName = text(value);
  const titled = splitTitle(firstName);
  if (!firstName) problems.add("first_name", "firstNameRequired");
  else if (!titled) problems.add("first_name", "titleRequired");
  else if (!titled.name) problems.add("first_name", "firstNameRequired");
  else if (!isSingleLineName(titled.name)) problems.add("first_name", "firstNameNotOneLine");
  else if (titled.name.length > NAME_MAX_LENGTH) problems.add("first_name", "firstNameTooLong");
  return titled ? `${titled.title} ${titled.name}` : firstName;
}

function readEmail(problems: Problems, value: unknown): string {
  const email = text(value);
  if (!email) problems.add("email", "emailRequired");
  else if (!looksLikeEmail(email)) problems.add("email", "emailInvalid");
  return email;
}

function readPhone(problems: Problems, value: unknown): string {
  const phone = text(value);
  if (!phone) problems.add("phone_number", "phoneRequired");
  else if (!isPhoneNumber(phone)) problems.add("phone_number", "phoneInvalid");
  return phone;
}

function readCountry(problems: Problems, value: unknown): string {
  const country = text(value);
  if (!isOfferedCountry(country)) problems.add("country", "countryRequired");
  return country;
}

function readOrder(problems: Problems, value: unknown): OrderedProduct[] {
  const parsed = typeof value === "string" && value.length <= MAX_ORDER_CHARS ? orderData(value) : null;
  if (!parsed || parsed instanceof type.errors) {
    problems.add("order_data", "orderUnreadable");
    return [];
  }
  return parsed.map(({ id, ordered }) => ({ id, ordered }));
}

function readChecked<T>(
  problems: Problems,
  field: string,
  check: (value: unknown) => T | type.errors,
  value: unknown,
  message: BookingMessage,
): T | null {
  const result = check(value);
  if (result instanceof type.errors) {
    problems.add(field, message);
    return null;
  }
  return result;
}

function readSpecialRequest(problems: Problems, value: unknown): string {
  if (value != null && typeof value !== "string") problems.add("special_request", "specialRequestInvalid");
  const request = text(value);
  if (request.length > SPECIAL_REQUEST_MAX_LENGTH) problems.add("special_request", "specialRequestTooLong");
  return request;
}

/**
 * The booking payload, each field checked for its form (spec section 5, the /api contract).
 * `today` is Bali's date. 422 with a message per field in the site's language.
 */
export function readBookingRequest(input: unknown, kind: BookingKind, locale: Locale, today: string): BookingRequest {
  const fields = bookingBody(input);
  if (fields instanceof type.errors) throw new HttpError(422, bookingMessage("invalidInput", locale));
  const problems = new Problems(locale);
  const idField = ITEM_ID_FIELD[kind];
  const mismatch = kind === "activity" ? "activityMismatch" : "transportMismatch";
  const request: BookingRequest = {
    kind,
    // The fallbacks after ?? never leave this function: a field that needs one is a problem, and
    // problems throw below.
    item_id: readChecked(problems, idField, itemId, fields[idField], mismatch) ?? 0,
    date: readDate(problems, fields.date, today),
    adults: readChecked(problems, "adults", personCount, fields.adults, "adultsInvalid") ?? 0,
    kids: readChecked(problems, "kids", personCount, fields.kids, "kidsInvalid") ?? 0,
    first_name: readFirstName(problems, fields.first_name),
    last_name: readOneLine(problems, fields.last_name, "last_name", NAME_MAX_LENGTH, LAST_NAME_MESSAGES),
    email: readEmail(problems, fields.email),
    phone_number: readPhone(problems, fields.phone_number),
    country: readCountry(problems, fields.country),
    special_request: readSpecialRequest(problems, fields.special_request),
    pickup_location: readOneLine(
      problems,
      fields.pickup_location,
      "pickup_location",
      PICKUP_MAX_LENGTH,
      PICKUP_MESSAGES,
    ),
    payment_method:
      readChecked(problems, "payment_method", paymentMethod, fields.payment_method, "paymentMethodInvalid") ?? "cash",
    order: readOrder(problems, fields.order_data),
    total: readChecked(problems, "total", amount, fields.total, "totalInvalid") ?? 0,
  };
  problems.throwIfAny();
  return request;
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

/**
 * The booking request as the form sends it and the server reads it (spec section 5, the /api
 * contract): one schema, with a named problem per field. The form checks the tourist's contact
 * fields with it (bookingContactProblems) and the server the whole request (parseBookingRequest).
 */
import { type } from "arktype";
import type { BookingKind } from "../booking.ts";
import {
  isPhoneNumber,
  latestVisitDate,
  MAX_QUANTITY,
  NAME_MAX_LENGTH,
  PAYMENT_METHODS,
  type PaymentMethod,
  PHONE_MAX_LENGTH,
  PICKUP_MAX_LENGTH,
  SPECIAL_REQUEST_MAX_LENGTH,
  splitTitle,
} from "../booking-rules.ts";
import { isOfferedCountry } from "../countries.ts";
import { EMAIL_MAX_LENGTH, looksLikeEmail } from "../email.ts";
import { isSingleLineName } from "../plain-text.ts";
import {
  atMost,
  type FieldProblems,
  filled,
  isCalendarDate,
  type Parsed,
  parseFields,
  refusedAs,
  textField,
} from "./fields.ts";

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

/** The longest each text field may be, for the form's maxLength and the checks below. */
export const BOOKING_TEXT_LIMITS = {
  first_name: NAME_MAX_LENGTH,
  last_name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone_number: PHONE_MAX_LENGTH,
  special_request: SPECIAL_REQUEST_MAX_LENGTH,
  pickup_location: PICKUP_MAX_LENGTH,
} as const;

const oneLine = (value: string) => isSingleLineName(value);

// Names and the pickup place reach the mails: one line of visible text, so they cannot pose as our own lines.
const lastName = textField([
  ["lastNameRequired", filled],
  ["lastNameNotOneLine", oneLine],
  ["lastNameTooLong", atMost(BOOKING_TEXT_LIMITS.last_name)],
] as const);

const pickupLocation = textField([
  ["pickupRequired", filled],
  ["pickupNotOneLine", oneLine],
  ["pickupTooLong", atMost(BOOKING_TEXT_LIMITS.pickup_location)],
] as const);

/** The form sends the title in front ("Mr. Made"); the length limit is the name's, as the form counts it. */
const firstName = textField([
  ["firstNameRequired", filled],
  ["titleRequired", (value) => splitTitle(value) !== null],
  ["firstNameRequired", (value) => splitTitle(value)?.name !== ""],
  ["firstNameNotOneLine", (value) => oneLine(splitTitle(value)?.name ?? "")],
  ["firstNameTooLong", (value) => atMost(BOOKING_TEXT_LIMITS.first_name)(splitTitle(value)?.name ?? "")],
] as const).pipe((value) => {
  const titled = splitTitle(value);
  return titled ? `${titled.title} ${titled.name}` : value;
});

const email = textField([
  ["emailRequired", filled],
  ["emailInvalid", looksLikeEmail],
] as const);

const phoneNumber = textField([
  ["phoneRequired", filled],
  ["phoneInvalid", isPhoneNumber],
] as const);

const country = textField([["countryRequired", isOfferedCountry]] as const);

const specialRequest = refusedAs("specialRequestInvalid", type("string | null | undefined"))
  .pipe((value) => (value ?? "").trim())
  .narrow(
    (value, ctx) =>
      value.length <= BOOKING_TEXT_LIMITS.special_request || ctx.reject({ message: "specialRequestTooLong" }),
  );

/** The date's form; whether it can still be booked depends on the day (visitDateProblem). */
const visitDate = textField([
  ["dateRequired", filled],
  ["dateInvalid", isCalendarDate],
] as const);

const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The start time chosen among the activity's ("HH:MM", Bali time); absent or empty when it has one
 * or none. Whether it is one of the activity's is checked against its availability.
 */
const startTime = refusedAs("startTimeInvalid", type("string | null | undefined"))
  .pipe((value) => (value ?? "").trim())
  .narrow((value, ctx) => value === "" || START_TIME.test(value) || ctx.reject({ message: "startTimeInvalid" }))
  .pipe((value) => (value === "" ? null : value));

const personCount = (problem: string) => refusedAs(problem, type("number.integer").atLeast(0).atMost(MAX_QUANTITY));

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
const orderData = refusedAs(
  "orderUnreadable",
  type("string")
    .atMostLength(MAX_ORDER_CHARS)
    .pipe(type("string.json.parse").to(orderLine.array().atMostLength(50))),
).pipe((lines): OrderedProduct[] => lines.map(({ id, ordered }) => ({ id, ordered })));

/** The tourist's contact fields, as the booking form and the trip request (trip-request.ts) both send them. */
export const contactShape = {
  first_name: firstName,
  last_name: lastName,
  email,
  phone_number: phoneNumber,
  country,
  special_request: specialRequest,
  pickup_location: pickupLocation,
};

/** The whole request of a kind, and its fields in the order their problems are listed (the first is the headline). */
function requestSchema(kind: BookingKind) {
  const shape = {
    [ITEM_ID_FIELD[kind]]: refusedAs(
      kind === "activity" ? "activityMismatch" : "transportMismatch",
      type("number.integer > 0"),
    ),
    date: visitDate,
    start_time: startTime,
    adults: personCount("adultsInvalid"),
    kids: personCount("kidsInvalid"),
    ...contactShape,
    payment_method: refusedAs("paymentMethodInvalid", type.enumerated(...PAYMENT_METHODS)),
    order_data: orderData,
    total: refusedAs("totalInvalid", type("number >= 0")),
  };
  return { schema: type(shape), fields: Object.keys(shape) };
}

const REQUEST_SCHEMAS = { activity: requestSchema("activity"), transport: requestSchema("transport") };
const CONTACT_SCHEMA = type(contactShape);
const CONTACT_FIELDS = Object.keys(contactShape);

/** The named problems a booking request can have, one per field. */
export type BookingProblem =
  | "activityMismatch"
  | "transportMismatch"
  | "dateRequired"
  | "dateInvalid"
  | "dateInPast"
  | "dateTooFar"
  | "startTimeInvalid"
  | "adultsInvalid"
  | "kidsInvalid"
  | "titleRequired"
  | "firstNameRequired"
  | "firstNameTooLong"
  | "firstNameNotOneLine"
  | "lastNameRequired"
  | "lastNameTooLong"
  | "lastNameNotOneLine"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "countryRequired"
  | "specialRequestInvalid"
  | "specialRequestTooLong"
  | "pickupRequired"
  | "pickupTooLong"
  | "pickupNotOneLine"
  | "paymentMethodInvalid"
  | "orderUnreadable"
  | "totalInvalid";

/** A booking request whose fields each have the right form; whether it fits the catalogue is checked later. */
export interface BookingRequest {
  kind: BookingKind;
  item_id: number;
  date: string;
  /** The chosen start time, "HH:MM"; null when none was named. */
  start_time: string | null;
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

/** Whether a well-formed visit date ("YYYY-MM-DD") can be booked on `today` in Bali. */
export function visitDateProblem(date: string, today: string): "dateInPast" | "dateTooFar" | null {
  if (date < today) return "dateInPast";
  if (date > latestVisitDate(today)) return "dateTooFar";
  return null;
}

/** The contact fields of a booking request (names, e-mail, phone, country, special request, pickup). */
export type BookingContact = Record<keyof typeof contactShape, unknown>;

/** What the form checks before sending: the problems of the tourist's contact fields. */
export function bookingContactProblems(contact: BookingContact): FieldProblems<BookingProblem> {
  const parsed = parseFields<unknown, BookingProblem>(CONTACT_SCHEMA, CONTACT_FIELDS, contact);
  return parsed.ok ? [] : parsed.problems;
}

/** A booking request of `kind` on Bali's `today`, field by field. */
export function parseBookingRequest(
  fields: Readonly<Record<string, unknown>>,
  kind: BookingKind,
  today: string,
): Parsed<BookingRequest, BookingProblem> {
  const { schema, fields: names } = REQUEST_SCHEMAS[kind];
  const parsed = parseFields<Record<string, unknown>, BookingProblem>(schema, names, fields);
  const problems = parsed.ok ? [] : [...parsed.problems];
  if (!problems.some(([field]) => field === "date")) {
    const dateProblem = visitDateProblem(String(fields.date).trim(), today);
    if (dateProblem) problems.push(["date", dateProblem]);
  }
  if (parsed.ok && problems.length === 0) return { ok: true, value: toRequest(kind, parsed.value) };
  return { ok: false, problems: names.flatMap((name) => problems.filter(([field]) => field === name)) };
}

function toRequest(kind: BookingKind, value: Record<string, unknown>): BookingRequest {
  const { order_data, [ITEM_ID_FIELD[kind]]: itemId, ...rest } = value;
  return { kind, item_id: itemId, ...rest, order: order_data } as BookingRequest;
}

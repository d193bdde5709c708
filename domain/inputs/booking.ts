/**
 * The booking request as the form sends it and the server reads it (spec section 5, the /api
 * contract): one schema, with a named problem per field. The contact fields' rules are in
 * booking-contact.ts, which the form checks in the browser; the server reads the whole request
 * here (parseBookingRequest).
 */
import { type } from "arktype";
import type { BookingKind } from "../booking.ts";
import {
  latestVisitDate,
  MAX_PEOPLE,
  MAX_QUANTITY,
  PAYMENT_METHODS,
  type PaymentMethod,
  splitTitle,
} from "../booking-rules.ts";
import { MEETING_POINT } from "../pickup.ts";
import {
  COUNTRY_RULES,
  type ContactProblem,
  EMAIL_RULES,
  FIRST_NAME_RULES,
  LAST_NAME_RULES,
  PHONE_RULES,
  PICKUP_RULES,
  specialRequestProblem,
} from "./booking-contact.ts";
import { checkedBy, filled, isCalendarDate, type Parsed, parseFields, refusedAs, textField } from "./fields.ts";
import { trimmedTextOf } from "./text-rules.ts";
import {
  flightNumberOf,
  missingTripDetails,
  type TripDetails,
  type TripDetailsProblem,
  type TripField,
  type TripNeeds,
  tripFieldProblem,
  tripNeedsOf,
} from "./trip-details.ts";

export { BOOKING_TEXT_LIMITS, type BookingContact } from "./booking-contact.ts";

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

const firstName = textField(FIRST_NAME_RULES).pipe((value) => {
  const { title, name } = splitTitle(value);
  return title ? `${title} ${name}` : name;
});

const specialRequest = checkedBy(specialRequestProblem).pipe((value) =>
  typeof value === "string" ? value.trim() : "",
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

/** The people riding in the order's vehicles; absent (0) for an order without one. Whether they fit is checked once the order is priced. */
const peopleCount = refusedAs(
  "peopleInvalid",
  type("number.integer").atLeast(0).atMost(MAX_PEOPLE).or("undefined"),
).pipe((value) => value ?? 0);

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

/** A trip field in its stored form (a flight number as airlines print it), or null when empty; asked or not is checked later. */
const tripField = (field: TripField, normal: (text: string) => string | null = (text) => text) =>
  checkedBy((value) => tripFieldProblem(field, value)).pipe((value) => {
    const text = typeof value === "string" ? value.trim() : "";
    return text === "" ? null : normal(text);
  });

/** The trip fields as the tourist's form and the operator's entry (operator-booking.ts) both read them. */
export const tripShape = {
  trip_direction: tripField("trip_direction"),
  flight_number: tripField("flight_number", flightNumberOf),
  flight_time: tripField("flight_time"),
  pickup_time: tripField("pickup_time"),
};

/** A booking's pickup may be empty here: whether its package asks for one is checked once the package is known. */
const optionalPickup = textField(PICKUP_RULES.filter(([problem]) => problem !== "pickupRequired"));

/**
 * The pickup area chosen on the form (issue 40): an area's id, or "meeting_point" for a guest who
 * comes to the meeting point; absent or empty (an older client) leaves only the address. Whether
 * the area exists and is inside the service area is checked against D1.
 */
const pickupArea = refusedAs("pickupAreaInvalid", type("string | number | null | undefined")).pipe((value, ctx) => {
  const text = String(value ?? "").trim();
  if (text === "") return null;
  if (text === MEETING_POINT) return MEETING_POINT;
  const id = Number(text);
  return /^\d{1,9}$/.test(text) && id > 0 ? id : ctx.error({ message: "pickupAreaInvalid" });
});

/** The tourist's contact fields, as the booking form and the trip request (trip-request.ts) both send them. */
export const contactShape = {
  first_name: firstName,
  last_name: textField(LAST_NAME_RULES),
  email: textField(EMAIL_RULES),
  phone_number: textField(PHONE_RULES),
  country: textField(COUNTRY_RULES),
  special_request: specialRequest,
  pickup_location: textField(PICKUP_RULES),
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
    ...tripShape,
    adults: personCount("adultsInvalid"),
    kids: personCount("kidsInvalid"),
    people: peopleCount,
    ...contactShape,
    pickup_area: pickupArea,
    pickup_location: optionalPickup,
    payment_method: refusedAs("paymentMethodInvalid", type.enumerated(...PAYMENT_METHODS)),
    order_data: orderData,
    total: refusedAs("totalInvalid", type("number >= 0")),
  };
  return { schema: type(shape), fields: Object.keys(shape) };
}

const REQUEST_SCHEMAS = { activity: requestSchema("activity"), transport: requestSchema("transport") };

/** The named problems a booking request can have, one per field. */
export type BookingProblem =
  | "activityMismatch"
  | "transportMismatch"
  | "dateRequired"
  | "dateInvalid"
  | "dateInPast"
  | "dateTooFar"
  | "startTimeInvalid"
  | TripDetailsProblem
  | "adultsInvalid"
  | "kidsInvalid"
  | "peopleInvalid"
  | ContactProblem
  | "pickupAreaInvalid"
  | "pickupAreaOutside"
  | "pickupAreaTooEarly"
  | "paymentMethodInvalid"
  | "orderUnreadable"
  | "totalInvalid";

/** A booking request whose fields each have the right form; whether it fits the catalogue is checked later. */
export interface BookingRequest extends TripDetails {
  kind: BookingKind;
  item_id: number;
  date: string;
  /** The chosen start time, "HH:MM"; null when none was named. */
  start_time: string | null;
  adults: number;
  kids: number;
  /** The people riding in the order's vehicles; 0 when it names none. */
  people: number;
  /** With the title in front: "Mr. Made". */
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  special_request: string;
  /** An area's id, the meeting point, or null when the form named neither. */
  pickup_area: number | typeof MEETING_POINT | null;
  /** Empty when the tourist gave none; required only where the package includes a pickup. */
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

/**
 * A booking request of `kind` on Bali's `today`, field by field; `needs` says which trip fields
 * and whether a pickup address its item and package ask (an activity's usual form by default).
 */
export function parseBookingRequest(
  fields: Readonly<Record<string, unknown>>,
  kind: BookingKind,
  today: string,
  needs: TripNeeds = tripNeedsOf(null, true),
): Parsed<BookingRequest, BookingProblem> {
  const { schema, fields: names } = REQUEST_SCHEMAS[kind];
  const parsed = parseFields<Record<string, unknown>, BookingProblem>(schema, names, fields);
  const problems = parsed.ok ? [] : [...parsed.problems];
  if (!problems.some(([field]) => field === "date")) {
    const dateProblem = visitDateProblem(String(fields.date).trim(), today);
    if (dateProblem) problems.push(["date", dateProblem]);
  }
  for (const [field, problem] of missingFields(fields, needs)) {
    if (!problems.some(([named]) => named === field)) problems.push([field, problem]);
  }
  if (parsed.ok && problems.length === 0) return { ok: true, value: toRequest(kind, parsed.value) };
  return { ok: false, problems: names.flatMap((name) => problems.filter(([field]) => field === name)) };
}

/** The fields `needs` asks that were sent empty or not at all. */
function missingFields(fields: Readonly<Record<string, unknown>>, needs: TripNeeds): [string, BookingProblem][] {
  const given = (name: keyof TripDetails) => trimmedTextOf(fields[name]) || null;
  const details: TripDetails = {
    trip_direction: given("trip_direction") as TripDetails["trip_direction"],
    flight_number: given("flight_number"),
    flight_time: given("flight_time"),
    pickup_time: given("pickup_time"),
  };
  const missing: [string, BookingProblem][] = missingTripDetails(details, needs);
  const atMeetingPoint = trimmedTextOf(fields.pickup_area) === MEETING_POINT;
  if (needs.pickupAddress && !atMeetingPoint && trimmedTextOf(fields.pickup_location) === "")
    missing.push(["pickup_location", "pickupRequired"]);
  return missing;
}

function toRequest(kind: BookingKind, value: Record<string, unknown>): BookingRequest {
  const { order_data, [ITEM_ID_FIELD[kind]]: itemId, ...rest } = value;
  return { kind, item_id: itemId, ...rest, order: order_data } as BookingRequest;
}

/**
 * A booking the operator enters in the back office (issue 38): taken on the phone, on WhatsApp, at
 * the desk, from an agent or a marketplace. The guest's fields follow the tourist's form's rules,
 * except that an e-mail is optional (a walk-in may have none); the source says where it came from;
 * a price override and an overbooking each need a reason, which the audit keeps.
 */
import { type } from "arktype";
import { MAX_PEOPLE, MAX_QUANTITY, PAYMENT_METHODS, type PaymentMethod, splitTitle } from "../booking-rules.ts";
import { LOCALES, type Locale } from "../locale.ts";
import { type BookingProblem, contactShape, tripShape, visitDateProblem } from "./booking.ts";
import { EMAIL_RULES, PHONE_RULES, PICKUP_RULES } from "./booking-contact.ts";
import {
  atMost,
  filled,
  isCalendarDate,
  meeting,
  type Parsed,
  parseFields,
  refusedAs,
  textField,
  trimmedText,
} from "./fields.ts";
import type { TripDetails } from "./trip-details.ts";

/** Where a booking came from: the site's own, or one of the ways the operator takes them. */
export const BOOKING_SOURCES = ["website", "phone", "whatsapp", "walk_in", "email", "agent", "marketplace"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
/** The sources the operator enters by hand: the site's own bookings are made on the site. */
export const ENTERED_SOURCES = BOOKING_SOURCES.filter((source) => source !== "website");
/** The marketplaces the form suggests; another one may be typed. */
export const MARKETPLACES = ["GetYourGuide", "Klook", "Viator", "Traveloka", "Tiket.com"] as const;

export const SOURCE_NAME_MAX_LENGTH = 100;
export const SOURCE_REFERENCE_MAX_LENGTH = 60;
export const ENTRY_REASON_MAX_LENGTH = 500;

export type OperatorBookingProblem =
  | Exclude<BookingProblem, "emailRequired">
  | "itemRequired"
  | "localeInvalid"
  | "packageRequired"
  | "quantityInvalid"
  | "sourceInvalid"
  | "sourceNameRequired"
  | "sourceNameTooLong"
  | "sourceReferenceRequired"
  | "sourceReferenceTooLong"
  | "overrideInvalid"
  | "overrideReasonRequired"
  | "overbookReasonRequired"
  | "reasonTooLong"
  | "mailNeedsEmail";

/** The item the form books: "activity-12" or "transport-3". */
const ITEM = /^(activity|transport)-([1-9]\d{0,9})$/;

export interface OperatorBooking {
  kind: "activity" | "transport";
  itemId: number;
  /** The guest's language: their e-mails' and the booking's currency (rupiah for id, dollars for en). */
  locale: Locale;
  date: string;
  startTime: string | null;
  /** The package chosen; null for a vehicle (a package of one). */
  packageId: number | null;
  /** Each product's quantity as typed, by product id. */
  quantities: Record<number, number>;
  people: number;
  firstName: string;
  lastName: string;
  /** Empty for a guest without one. */
  email: string;
  phoneNumber: string;
  country: string;
  specialRequest: string;
  pickupLocation: string;
  /**
   * What the driver needs, as the tourist's vehicle form asks it (an airport transfer's flight, a
   * driver's pickup time): each checked for its form here, whether it is asked once the item is known.
   */
  trip: TripDetails;
  paymentMethod: PaymentMethod;
  source: Exclude<BookingSource, "website">;
  /** The agent's or hotel desk's name, or the marketplace's; empty for other sources. */
  sourceName: string;
  /** The marketplace's own reference of the booking; empty for other sources. */
  sourceReference: string;
  /** The total the operator agreed, in the booking's currency (rupiah, or dollars with cents); null keeps the computed one. */
  priceOverride: number | null;
  overrideReason: string;
  /** Take the seats past the capacity. */
  overbook: boolean;
  overbookReason: string;
  confirm: boolean;
  sendMail: boolean;
}

const yes = type("unknown").pipe((value) => value === "yes" || value === "true" || value === "on");
const reason = trimmedText.narrow(meeting([["reasonTooLong", atMost(ENTRY_REASON_MAX_LENGTH)]]));
const optionalEmail = textField(
  EMAIL_RULES.filter(([problem]) => problem !== "emailRequired").map(
    ([problem, rule]) => [problem, (value: string) => value === "" || rule(value)] as const,
  ),
);

/** A change of a booking that came without a phone (a channel's may) need not add one. */
const phoneIfGiven = textField(
  PHONE_RULES.filter(([problem]) => problem !== "phoneRequired").map(
    ([problem, rule]) => [problem, (value: string) => value === "" || rule(value)] as const,
  ),
);

const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isCount = (max: number) => (value: string) => value === "" || (/^\d{1,5}$/.test(value) && Number(value) <= max);

const shape = {
  item: textField([["itemRequired", (value: string) => ITEM.test(value)]]),
  locale: refusedAs("localeInvalid", type.enumerated(...LOCALES)),
  date: textField([
    ["dateRequired", filled],
    ["dateInvalid", isCalendarDate],
  ]),
  start_time: textField([["startTimeInvalid", (value: string) => value === "" || START_TIME.test(value)]]),
  package_id: trimmedText,
  people: textField([["peopleInvalid", isCount(MAX_PEOPLE)]]),
  first_name: contactShape.first_name,
  last_name: contactShape.last_name,
  email: optionalEmail,
  phone_number: contactShape.phone_number,
  country: contactShape.country,
  special_request: contactShape.special_request,
  pickup_location: textField(PICKUP_RULES.filter(([problem]) => problem !== "pickupRequired")),
  ...tripShape,
  payment_method: refusedAs("paymentMethodInvalid", type.enumerated(...PAYMENT_METHODS)),
  source: refusedAs("sourceInvalid", type.enumerated(...ENTERED_SOURCES)),
  source_name: textField([["sourceNameTooLong", atMost(SOURCE_NAME_MAX_LENGTH)]]),
  source_reference: textField([["sourceReferenceTooLong", atMost(SOURCE_REFERENCE_MAX_LENGTH)]]),
  price_override: textField([
    ["overrideInvalid", (value: string) => value === "" || /^\d{1,12}(\.\d{1,2})?$/.test(value)],
  ]),
  override_reason: reason,
  overbook: yes,
  overbook_reason: reason,
  confirm: yes,
  send_mail: yes,
};
const schema = type(shape);
const schemaWithoutPhone = type({ ...shape, phone_number: phoneIfGiven });
const FIELDS = Object.keys(shape);

type Fields = typeof schema.infer;
type Problems = [string, OperatorBookingProblem][];

/** The quantities typed, `quantity_<product id>`: whole numbers up to the stepper's limit, an empty one 0. */
function quantitiesOf(fields: Readonly<Record<string, unknown>>): Record<number, number> | null {
  const quantities: Record<number, number> = {};
  for (const [name, value] of Object.entries(fields)) {
    const id = /^quantity_([1-9]\d{0,9})$/.exec(name)?.[1];
    if (!id) continue;
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "x";
    if (text === "") continue;
    if (!isCount(MAX_QUANTITY)(text)) return null;
    quantities[Number(id)] = Number(text);
  }
  return quantities;
}

/** The checks between fields: what a source, an override, an overbooking and a mail each need with them. */
function crossProblems(value: Fields, today: string): Problems {
  const problems: Problems = [];
  const dated = visitDateProblem(value.date, today);
  if (dated) problems.push(["date", dated]);
  const named = value.source === "agent" || value.source === "marketplace";
  if (named && value.source_name === "") problems.push(["source_name", "sourceNameRequired"]);
  if (value.source === "marketplace" && value.source_reference === "") {
    problems.push(["source_reference", "sourceReferenceRequired"]);
  }
  if (value.price_override !== "" && value.override_reason === "") {
    problems.push(["override_reason", "overrideReasonRequired"]);
  }
  if (value.overbook && value.overbook_reason === "") problems.push(["overbook_reason", "overbookReasonRequired"]);
  if (value.send_mail && value.email === "") problems.push(["email", "mailNeedsEmail"]);
  return problems;
}

function bookingOf(value: Fields, quantities: Record<number, number>): OperatorBooking {
  const [, kind, id] = ITEM.exec(value.item) as RegExpExecArray;
  const named = value.source === "agent" || value.source === "marketplace";
  const { title, name } = splitTitle(value.first_name);
  return {
    kind: kind as OperatorBooking["kind"],
    itemId: Number(id),
    locale: value.locale,
    date: value.date,
    startTime: value.start_time || null,
    packageId: /^[1-9]\d{0,9}$/.test(value.package_id) ? Number(value.package_id) : null,
    quantities,
    people: Number(value.people || 0),
    firstName: title ? `${title} ${name}` : name,
    lastName: value.last_name,
    email: value.email,
    phoneNumber: value.phone_number,
    country: value.country,
    specialRequest: value.special_request,
    pickupLocation: value.pickup_location,
    trip: {
      trip_direction: value.trip_direction as TripDetails["trip_direction"],
      flight_number: value.flight_number,
      flight_time: value.flight_time,
      pickup_time: value.pickup_time,
    },
    paymentMethod: value.payment_method,
    source: value.source,
    sourceName: named ? value.source_name : "",
    sourceReference: value.source === "marketplace" ? value.source_reference : "",
    priceOverride: value.price_override === "" ? null : Number(value.price_override),
    overrideReason: value.price_override === "" ? "" : value.override_reason,
    overbook: value.overbook,
    overbookReason: value.overbook ? value.overbook_reason : "",
    confirm: value.confirm,
    sendMail: value.send_mail,
  };
}

/** The entry's fields on Bali's `today`; every field's first problem, in the form's order. */
export function parseOperatorBooking(
  fields: Readonly<Record<string, unknown>>,
  today: string,
  { phoneRequired = true }: { phoneRequired?: boolean } = {},
): Parsed<OperatorBooking, OperatorBookingProblem> {
  const parsed = parseFields<Fields, OperatorBookingProblem>(
    phoneRequired ? schema : schemaWithoutPhone,
    FIELDS,
    fields,
  );
  const quantities = quantitiesOf(fields);
  const problems: Problems = parsed.ok ? crossProblems(parsed.value, today) : [...parsed.problems];
  if (quantities === null) problems.push(["order_data", "quantityInvalid"]);
  if (!parsed.ok || problems.length > 0 || quantities === null) return { ok: false, problems };
  return { ok: true, value: bookingOf(parsed.value, quantities) };
}

/**
 * A trip plan sent as a request (issue 19, POST /api/trip): the plan (domain/trip.ts) and the
 * tourist's contact fields, checked with the booking form's own schema pieces. One named problem
 * per field; the plan's problems are all under "plan". Whether its items are in the catalogue is
 * the server's to check (workers/trips/pricing.ts).
 */
import { type } from "arktype";
import { latestVisitDate, MAX_QUANTITY, PAYMENT_METHODS, type PaymentMethod } from "../booking-rules.ts";
import { MAX_DRIVER_HOURS, MAX_ITEMS_PER_DAY, MAX_TRIP_DAYS, type TripPlan } from "../trip.ts";
import { type BookingProblem, contactShape } from "./booking.ts";
import { isCalendarDate, type Parsed, parseFields, refusedAs } from "./fields.ts";

const calendarDate = type("string").narrow((value) => isCalendarDate(value));
const clockTime = type(/^([01]\d|2[0-3]):[0-5]\d$/);
const catalogueId = type("number.integer > 0");

const item = type({
  kind: "'activity'",
  activityId: catalogueId,
  packageId: catalogueId,
  startTime: clockTime.or("null"),
})
  .or({ kind: "'destination'", destinationId: catalogueId })
  .or({ kind: "'driver'", transportId: catalogueId, hours: `1 <= number.integer <= ${MAX_DRIVER_HOURS}` })
  .or({ kind: "'transfer'", transportId: catalogueId, direction: "'arrival' | 'departure'" });

const plan = type({
  arrival: calendarDate,
  departure: calendarDate,
  adults: type("number.integer").atLeast(1).atMost(MAX_QUANTITY),
  kids: type("number.integer").atLeast(0).atMost(MAX_QUANTITY),
  days: type({ date: calendarDate, items: item.array().atMostLength(MAX_ITEMS_PER_DAY) })
    .array()
    .atMostLength(MAX_TRIP_DAYS),
});

export type TripPlanProblem =
  | "planUnreadable"
  | "planDeparturesBeforeArrival"
  | "planInPast"
  | "planTooFar"
  | "planTooLong"
  | "planDayOutsideStay"
  | "planDayTwice"
  | "planEmpty";

export type TripRequestProblem = TripPlanProblem | BookingProblem;

/** A trip request whose fields each have the right form. */
export interface TripRequest {
  plan: TripPlan;
  /** With the title in front: "Mr. Made". */
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  special_request: string;
  pickup_location: string;
  /** How the tourist means to pay; cash (on the day) when the plan leaves it out. */
  payment_method: PaymentMethod;
  /** The total the page showed, in its currency; null when it sent none (then nothing is compared). */
  total: number | null;
}

const shape = {
  plan: refusedAs("planUnreadable", plan),
  ...contactShape,
  payment_method: refusedAs("paymentMethodInvalid", type.enumerated(...PAYMENT_METHODS, undefined)).pipe(
    (value): PaymentMethod => value ?? "cash",
  ),
  total: refusedAs("totalInvalid", type("number >= 0 | null | undefined")).pipe((value) => value ?? null),
};
const schema = type(shape);
const FIELDS = Object.keys(shape);

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** What is wrong with a well-formed plan on Bali's `today`, or null. */
export function tripPlanProblem(value: TripPlan, today: string): TripPlanProblem | null {
  if (value.departure < value.arrival) return "planDeparturesBeforeArrival";
  if (value.arrival < today) return "planInPast";
  if (value.departure > latestVisitDate(today)) return "planTooFar";
  if (daysBetween(value.arrival, value.departure) + 1 > MAX_TRIP_DAYS) return "planTooLong";
  const dates = value.days.map((day) => day.date);
  if (dates.some((date) => date < value.arrival || date > value.departure)) return "planDayOutsideStay";
  if (new Set(dates).size !== dates.length) return "planDayTwice";
  if (value.days.every((day) => day.items.length === 0)) return "planEmpty";
  return null;
}

/** A trip request on Bali's `today`, field by field, the plan's problem first. */
export function parseTripRequest(
  fields: Readonly<Record<string, unknown>>,
  today: string,
): Parsed<TripRequest, TripRequestProblem> {
  const parsed = parseFields<TripRequest, TripRequestProblem>(schema, FIELDS, fields);
  const problems = parsed.ok ? [] : [...parsed.problems];
  const wellFormed = plan(fields.plan);
  if (!(wellFormed instanceof type.errors)) {
    const planProblem = tripPlanProblem(wellFormed, today);
    if (planProblem) problems.unshift(["plan", planProblem]);
  }
  return problems.length === 0 ? parsed : { ok: false, problems };
}

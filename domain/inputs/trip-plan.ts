/**
 * A trip plan as the URL and local storage keep it: compact JSON (days as offsets from arrival,
 * items as short tuples) in base64url. Decoding takes anything a tourist or a script may put in a
 * link: a string that is too long, tampered with or out of bounds decodes to null, never throws.
 */
import { type } from "arktype";
import { addDays, daysSpanned } from "../availability.ts";
import { MAX_QUANTITY } from "../booking-rules.ts";
import { MAX_DRIVER_HOURS, MAX_ITEMS_PER_DAY, MAX_TRIP_DAYS, type TripItem, type TripPlan } from "../trip.ts";
import { isStay, withStay } from "../trip-rules.ts";
import { isCalendarDate } from "./fields.ts";

/** The version of the compact form, first in it, so a later shape can still read older links. */
const VERSION = 1;

/** Far above the longest plan (every day full); anything longer is not ours. */
export const MAX_ENCODED_PLAN_LENGTH = 8000;

const id = type("1 <= number.integer <= 2147483647");
const startTime = type("string").narrow((value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value));
const compactItem = type(["'a'", id, id, startTime])
  .or(type(["'d'", id]))
  .or(type(["'r'", id, `1 <= number.integer <= ${MAX_DRIVER_HOURS}`]))
  .or(type(["'t'", id, "'a' | 'd'"]));
const compactDay = type([`${-MAX_TRIP_DAYS} <= number.integer <= ${2 * MAX_TRIP_DAYS}`, compactItem.array()]).narrow(
  ([, items]) => items.length >= 1 && items.length <= MAX_ITEMS_PER_DAY,
);
const compactPlan = type([
  `${VERSION}`,
  "string",
  "string",
  `1 <= number.integer <= ${MAX_QUANTITY}`,
  `0 <= number.integer <= ${MAX_QUANTITY}`,
  compactDay.array().atMostLength(MAX_TRIP_DAYS),
]);

type CompactItem = typeof compactItem.infer;

function compactOf(item: TripItem): CompactItem {
  switch (item.kind) {
    case "activity":
      return ["a", item.activityId, item.packageId, item.startTime ?? ""];
    case "destination":
      return ["d", item.destinationId];
    case "driver":
      return ["r", item.transportId, item.hours];
    case "transfer":
      return ["t", item.transportId, item.direction === "arrival" ? "a" : "d"];
  }
}

function itemOf(compact: CompactItem): TripItem {
  switch (compact[0]) {
    case "a":
      return { kind: "activity", activityId: compact[1], packageId: compact[2], startTime: compact[3] || null };
    case "d":
      return { kind: "destination", destinationId: compact[1] };
    case "r":
      return { kind: "driver", transportId: compact[1], hours: compact[2] };
    case "t":
      return { kind: "transfer", transportId: compact[1], direction: compact[2] === "a" ? "arrival" : "departure" };
  }
}

function toBase64Url(text: string): string {
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  return atob(text.replaceAll("-", "+").replaceAll("_", "/"));
}

/** The plan as a URL-safe string; only days with items are written. */
export function encodePlan(plan: TripPlan): string {
  const days = plan.days
    .filter((day) => day.items.length > 0)
    .map((day) => [daysSpanned(plan.arrival, day.date) - 1, day.items.map(compactOf)]);
  return toBase64Url(JSON.stringify([VERSION, plan.arrival, plan.departure, plan.adults, plan.kids, days]));
}

function parseCompact(text: string): unknown {
  if (text.length === 0 || text.length > MAX_ENCODED_PLAN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
}

/** The plan an encoded string holds, or null when it is not one this site wrote. */
export function decodePlan(text: string): TripPlan | null {
  const compact = compactPlan(parseCompact(text));
  if (compact instanceof type.errors) return null;
  const [, arrival, departure, adults, kids, compactDays] = compact;
  if (!isCalendarDate(arrival) || !isCalendarDate(departure) || !isStay(arrival, departure)) return null;
  const offsets = compactDays.map(([offset]) => offset);
  if (new Set(offsets).size !== offsets.length) return null;
  const days = compactDays.map(([offset, items]) => ({ date: addDays(arrival, offset), items: items.map(itemOf) }));
  return withStay({ arrival, departure, adults, kids, days }, arrival, departure);
}

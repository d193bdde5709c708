/**
 * A trip plan as the URL and local storage keep it: compact JSON (days as offsets from arrival,
 * items as short tuples) in base64url. Decoding takes anything a tourist or a script may put in a
 * link: a string that is too long, tampered with or out of bounds decodes to null, never throws.
 */
import { addDays, daysSpanned } from "../availability.ts";
import { MAX_QUANTITY } from "../booking-rules.ts";
import { MAX_DRIVER_HOURS, MAX_ITEMS_PER_DAY, MAX_TRIP_DAYS, type TripItem, type TripPlan } from "../trip.ts";
import { isStay, withStay } from "../trip-rules.ts";
import { isCalendarDate } from "./text-rules.ts";

/** The version of the compact form, first in it, so a later shape can still read older links. */
const VERSION = 1;

/** Far above the longest plan (every day full); anything longer is not ours. */
export const MAX_ENCODED_PLAN_LENGTH = 8000;

type CompactItem =
  | ["a", activityId: number, packageId: number, startTime: string]
  | ["d", destinationId: number]
  | ["r", transportId: number, hours: number]
  | ["t", transportId: number, direction: "a" | "d"];
type CompactDay = [offset: number, items: CompactItem[]];
type CompactPlan = [typeof VERSION, arrival: string, departure: string, adults: number, kids: number, CompactDay[]];

// Plain checks, not arktype: the trip builder decodes a plan in the browser, where arktype's
// start-up would block the page (docs/decisions/0023-browser-answer-checks.md).
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isId = (value: unknown): value is number => isWhole(value, 1, 2_147_483_647);
const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isStartTime = (value: unknown) => typeof value === "string" && (value === "" || START_TIME.test(value));

function isCompactItem(value: unknown): value is CompactItem {
  if (!Array.isArray(value)) return false;
  const [kind, first, second, third] = value;
  switch (kind) {
    case "a":
      return value.length === 4 && isId(first) && isId(second) && isStartTime(third);
    case "d":
      return value.length === 2 && isId(first);
    case "r":
      return value.length === 3 && isId(first) && isWhole(second, 1, MAX_DRIVER_HOURS);
    case "t":
      return value.length === 3 && isId(first) && (second === "a" || second === "d");
    default:
      return false;
  }
}

function isCompactDay(value: unknown): value is CompactDay {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [offset, items] = value;
  return (
    isWhole(offset, -MAX_TRIP_DAYS, 2 * MAX_TRIP_DAYS) &&
    Array.isArray(items) &&
    items.length >= 1 &&
    items.length <= MAX_ITEMS_PER_DAY &&
    items.every(isCompactItem)
  );
}

function isCompactPlan(value: unknown): value is CompactPlan {
  if (!Array.isArray(value) || value.length !== 6) return false;
  const [version, arrival, departure, adults, kids, days] = value;
  return (
    version === VERSION &&
    typeof arrival === "string" &&
    typeof departure === "string" &&
    isWhole(adults, 1, MAX_QUANTITY) &&
    isWhole(kids, 0, MAX_QUANTITY) &&
    Array.isArray(days) &&
    days.length <= MAX_TRIP_DAYS &&
    days.every(isCompactDay)
  );
}

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
  const compact = parseCompact(text);
  if (!isCompactPlan(compact)) return null;
  const [, arrival, departure, adults, kids, compactDays] = compact;
  if (!isCalendarDate(arrival) || !isCalendarDate(departure) || !isStay(arrival, departure)) return null;
  const offsets = compactDays.map(([offset]) => offset);
  if (new Set(offsets).size !== offsets.length) return null;
  const days = compactDays.map(([offset, items]) => ({ date: addDays(arrival, offset), items: items.map(itemOf) }));
  return withStay({ arrival, departure, adults, kids, days }, arrival, departure);
}

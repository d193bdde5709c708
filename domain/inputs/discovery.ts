/**
 * Sort and filters of the activity lists and search (issue 42): the URL parameters of the pages and
 * of the /api lists, checked by one schema. An empty value is no filter (a GET form sends its empty
 * fields); any other value that is not one of the accepted ones is refused, naming the parameter.
 */
import { type } from "arktype";
import { daysSpanned } from "../availability.ts";
import { isCalendarDate } from "./text-rules.ts";

export const SORTS = ["recommended", "price_asc", "price_desc", "rating", "duration", "newest"] as const;
export type Sort = (typeof SORTS)[number];

/**
 * Duration buckets, in hours: up to 3 h; a half day, more than 3 and up to 6; a full day, more than
 * 6 and less than 24; several days, 24 and more.
 */
export const DURATIONS = ["up_to_3h", "half_day", "full_day", "multi_day"] as const;
export type DurationBucket = (typeof DURATIONS)[number];
export const DURATION_HOURS: Record<DurationBucket, { above: number; upTo: number | null }> = {
  up_to_3h: { above: 0, upTo: 3 },
  half_day: { above: 3, upTo: 6 },
  full_day: { above: 6, upTo: 23.99 },
  multi_day: { above: 23.99, upTo: null },
};

/** Times of day by a departure's start (Bali time, "HH:MM"): from `from`, before `before`. */
export const TIMES_OF_DAY = ["morning", "afternoon", "evening"] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const TIME_OF_DAY_STARTS: Record<TimeOfDay, { from: string; before: string }> = {
  morning: { from: "00:00", before: "12:00" },
  afternoon: { from: "12:00", before: "17:00" },
  evening: { from: "17:00", before: "24:00" },
};

export const MIN_RATINGS = ["4", "4.5"] as const;

/** The longest "open on a date" range, both days included: each day is a probe per activity. */
export const MAX_DATE_RANGE_DAYS = 14;

export interface Discovery {
  sort: Sort;
  /** In the page's currency: rupiah on the Indonesian site, US dollars on the English one. */
  minPrice: number | null;
  maxPrice: number | null;
  durationMax: number | null;
  duration: DurationBucket | null;
  minRating: number | null;
  timeOfDay: TimeOfDay | null;
  freeCancellation: boolean;
  instant: boolean;
  pickup: boolean;
  /** A regency's slug. */
  regency: string | null;
  /** Open on this day (YYYY-MM-DD, Bali's calendar), or on one day up to `dateTo`. */
  date: string | null;
  dateTo: string | null;
}

export const NO_DISCOVERY: Discovery = {
  sort: "recommended",
  minPrice: null,
  maxPrice: null,
  durationMax: null,
  duration: null,
  minRating: null,
  timeOfDay: null,
  freeCancellation: false,
  instant: false,
  pickup: false,
  regency: null,
  date: null,
  dateTo: null,
};

/** The URL parameters, in the order a link writes them. */
export const DISCOVERY_PARAMETERS = [
  "sort",
  "min_price",
  "max_price",
  "duration",
  "duration_max",
  "min_rating",
  "time_of_day",
  "free_cancellation",
  "instant",
  "pickup",
  "regency",
  "date",
  "date_to",
] as const;

const amount = type(/^\d{1,10}(\.\d{1,2})?$/).pipe(Number);
const hours = type(/^\d{1,3}(\.\d{1,2})?$/)
  .pipe(Number)
  .narrow((value) => value > 0 && value <= 720);
const flag = type("'1' | 'true' | '0' | 'false'").pipe((value) => value === "1" || value === "true");
const calendarDate = type("string").narrow((value) => isCalendarDate(value));

const discoveryQuery = type({
  "sort?": type.enumerated(...SORTS),
  "min_price?": amount,
  "max_price?": amount,
  "duration?": type.enumerated(...DURATIONS),
  "duration_max?": hours,
  "min_rating?": type.enumerated(...MIN_RATINGS).pipe(Number),
  "time_of_day?": type.enumerated(...TIMES_OF_DAY),
  "free_cancellation?": flag,
  "instant?": flag,
  "pickup?": flag,
  "regency?": /^[a-z0-9]+(-[a-z0-9]+)*$/,
  "date?": calendarDate,
  "date_to?": calendarDate,
});

export type DiscoveryParsed = { ok: true; value: Discovery } | { ok: false; parameter: string };

/** The parameters of `query` this schema reads, without the empty ones (a form's untouched fields). */
function filledDiscoveryParameters(query: Readonly<Record<string, string>>): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const name of DISCOVERY_PARAMETERS) {
    const value = query[name]?.trim();
    if (value) filled[name] = value;
  }
  return filled;
}

/** The sort and filters of a list's query; the first refused parameter otherwise. */
export function parseDiscovery(query: Readonly<Record<string, string>>): DiscoveryParsed {
  const parsed = discoveryQuery(filledDiscoveryParameters(query));
  if (parsed instanceof type.errors) return { ok: false, parameter: String(parsed[0]?.path[0] ?? "sort") };
  const value: Discovery = {
    sort: parsed.sort ?? "recommended",
    minPrice: parsed.min_price ?? null,
    maxPrice: parsed.max_price ?? null,
    durationMax: parsed.duration_max ?? null,
    duration: parsed.duration ?? null,
    minRating: parsed.min_rating ?? null,
    timeOfDay: parsed.time_of_day ?? null,
    freeCancellation: parsed.free_cancellation ?? false,
    instant: parsed.instant ?? false,
    pickup: parsed.pickup ?? false,
    regency: parsed.regency ?? null,
    date: parsed.date ?? null,
    dateTo: parsed.date_to ?? null,
  };
  const problem = rangeProblem(value);
  return problem ? { ok: false, parameter: problem } : { ok: true, value };
}

/** A range that cannot be: a maximum under the minimum, an end date alone, before or too far after its start. */
function rangeProblem(value: Discovery): string | null {
  if (value.minPrice !== null && value.maxPrice !== null && value.maxPrice < value.minPrice) return "max_price";
  if (value.dateTo === null) return null;
  if (value.date === null || value.dateTo < value.date) return "date_to";
  return daysSpanned(value.date, value.dateTo) > MAX_DATE_RANGE_DAYS ? "date_to" : null;
}

/** Whether anything narrows the list (a sort alone only orders it). */
export function filtersList(value: Discovery): boolean {
  return DISCOVERY_PARAMETERS.some((name) => name !== "sort" && parameterValue(value, name) !== null);
}

/** Whether the list is other than the recommended, unfiltered one. */
export function isDiscovering(value: Discovery): boolean {
  return value.sort !== "recommended" || filtersList(value);
}

function parameterValue(value: Discovery, name: (typeof DISCOVERY_PARAMETERS)[number]): string | null {
  const text = (field: string | number | null) => (field === null ? null : String(field));
  const yes = (field: boolean) => (field ? "1" : null);
  switch (name) {
    case "sort":
      return value.sort === "recommended" ? null : value.sort;
    case "min_price":
      return text(value.minPrice);
    case "max_price":
      return text(value.maxPrice);
    case "duration":
      return value.duration;
    case "duration_max":
      return text(value.durationMax);
    case "min_rating":
      return text(value.minRating);
    case "time_of_day":
      return value.timeOfDay;
    case "free_cancellation":
      return yes(value.freeCancellation);
    case "instant":
      return yes(value.instant);
    case "pickup":
      return yes(value.pickup);
    case "regency":
      return value.regency;
    case "date":
      return value.date;
    case "date_to":
      return value.dateTo;
  }
}

/** The parameters that write `value` in a URL, in a fixed order, without the defaults. */
export function discoveryParameters(value: Discovery): [string, string][] {
  const pairs: [string, string][] = [];
  for (const name of DISCOVERY_PARAMETERS) {
    const text = parameterValue(value, name);
    if (text !== null) pairs.push([name, text]);
  }
  return pairs;
}

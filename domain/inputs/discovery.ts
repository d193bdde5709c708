/**
 * Sort and filters of the activity lists and search (issue 42): the URL parameters of the pages and
 * of the /api lists, checked by one schema. An empty value is no filter (a GET form sends its empty
 * fields); any other value that is not one of the accepted ones is refused, naming the parameter.
 */
import { type } from "arktype";
import { daysSpanned } from "../availability.ts";
import {
  DISCOVERY_PARAMETERS,
  type Discovery,
  DURATIONS,
  MAX_DATE_RANGE_DAYS,
  MIN_RATINGS,
  SORTS,
  TIMES_OF_DAY,
} from "../discovery.ts";
import { isCalendarDate } from "./text-rules.ts";

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

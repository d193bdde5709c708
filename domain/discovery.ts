/**
 * Sort and filters of the activity lists and search (issue 42): their values, the defaults and how a
 * URL writes them. Read by the pages, the /api and the browser's filter form alike; the schema that
 * checks a query is domain/inputs/discovery.ts (kept apart so the browser does not load arktype).
 */
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

/**
 * The SQL of a list's sort and filters (issue 42, decision 0085): conditions on the card's row `a`
 * with their parameters, and the order. Each condition reads the activity's own row (pickup is kept
 * on it, decision 0097), or probes a few rows by key (its rule, its days), so a page costs what the
 * cards it walks cost.
 */

import { type Discovery, DURATION_HOURS, type Sort, TIME_OF_DAY_STARTS } from "#domain/discovery.ts";
import { currencyOf } from "#domain/format.ts";
import { parseDiscovery } from "#domain/inputs/discovery.ts";
import type { Locale } from "#domain/locale.ts";
import { openBetweenSql } from "#workers/availability/open-soon.ts";
import { HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { invalidQueryParameter } from "#workers/protocol-messages.ts";

/**
 * A list's sort and filters from its query parameters; a value a parameter does not take is a 422
 * naming it, in the request's language, as every other query parameter's (workers/http.ts parseQuery).
 */
export function discoveryOf(query: Readonly<Record<string, string>>, locale: Locale): Discovery {
  const parsed = parseDiscovery(query);
  if (parsed.ok) return parsed.value;
  const message = translate(locale, invalidQueryParameter(parsed.parameter));
  throw new HttpError(422, message, { [parsed.parameter]: [message] });
}

export interface DiscoverySql {
  /** Conditions on `a` for a page, to AND together; none when nothing filters. */
  conditions: string[];
  /**
   * The same conditions for a count, which has no order to keep: a range in them may choose the
   * index it reads (a regency's 4.5+ through its rating index), where a page walks its sort's.
   */
  countConditions: string[];
  params: (string | number)[];
  /** The ORDER BY of the sort; null for the recommended order, the list's own. */
  order: string | null;
}

/** The price column of the page's currency: each activity stores both, as the cards show them. */
function priceColumn(locale: Locale): string {
  return currencyOf(locale) === "IDR" ? "a.price_idr" : "a.price_usd_cents";
}

/** A price typed in the page's currency, in the column's unit (rupiah, or US cents). */
function priceInColumn(locale: Locale, amount: number): number {
  return currencyOf(locale) === "IDR" ? Math.round(amount) : Math.round(amount * 100);
}

/**
 * The rating's order over the rows `of` (an activity, or a search match: the search index keeps
 * the rating and review count, migration 0074); ties end on the id.
 */
export const ratingOrder = (of: string) => `${of}.rating DESC, ${of}.comments_count DESC, ${of}.id`;

/**
 * Each order walks an index of migration 0058 (or 0001's rating index), also after a type's
 * `a.type_id = ?`; ties end on the id, in the same direction, so the index is read one way.
 */
function orderOf(sort: Sort, locale: Locale): string | null {
  switch (sort) {
    case "recommended":
      return null;
    case "price_asc":
      return `${priceColumn(locale)} ASC, a.id ASC`;
    case "price_desc":
      return `${priceColumn(locale)} DESC, a.id DESC`;
    case "rating":
      return ratingOrder("a");
    case "duration":
      return "a.duration_hours ASC, a.id ASC";
    case "newest":
      return "a.created_at DESC, a.id DESC";
  }
}

/** The column a sort's index is keyed on first; null for the recommended order. */
function sortKeyOf(sort: Sort, locale: Locale): string | null {
  switch (sort) {
    case "price_asc":
    case "price_desc":
      return priceColumn(locale);
    case "rating":
      return "a.rating";
    case "duration":
      return "a.duration_hours";
    default:
      return null;
  }
}

/** Its start times: the rule's own, or the activity's start when the rule has none (migration 0019). */
function startsBetween(from: string, before: string): string {
  const start = "substr(a.start_time, 1, 5)";
  return `EXISTS (SELECT 1 FROM availability_rules r WHERE r.activity_id = a.id AND CASE
    WHEN json_array_length(r.start_times) > 0
      THEN EXISTS (SELECT 1 FROM json_each(r.start_times) s WHERE s.value >= ${from} AND s.value < ${before})
    ELSE ${start} GLOB '[0-2][0-9]:[0-5][0-9]' AND ${start} >= ${from} AND ${start} < ${before} END)`;
}

/** The sort and filters as SQL; the parameters are numbered from `?first`. */
export function discoverySql(discovery: Discovery, locale: Locale, first: number): DiscoverySql {
  const params: (string | number)[] = [];
  const bind = (value: string | number) => {
    params.push(value);
    return `?${first + params.length - 1}`;
  };
  const conditions: string[] = [];
  const countConditions: string[] = [];
  const both = (condition: string) => {
    conditions.push(condition);
    countConditions.push(condition);
  };
  const range = (column: string, comparison: string) => both(`${column} ${comparison}`);
  // Rated 4+ or 4.5+ and a duration's bucket keep a twentieth to a half of a list: a page sorted
  // on another column walks its sort's index past the others. As a range of an index, the planner
  // read every activity in it and sorted them all, each with its card's columns (about nine rows
  // each). The unary plus keeps the page off such an index; the count, with no order, reads the
  // range. A price bound on one side is walked too, as SQLite chose before a regency's price
  // indexes (0075); between two bounds, and a typed `duration_max`, may keep nothing (a walk would
  // read the whole list to find it): those stay ranges.
  const sortKey = sortKeyOf(discovery.sort, locale);
  const wideRange = (column: string, comparison: string) => {
    conditions.push(`${column === sortKey ? "" : "+"}${column} ${comparison}`);
    countConditions.push(`${column} ${comparison}`);
  };
  const price = priceColumn(locale);
  const priceBound = discovery.minPrice === null || discovery.maxPrice === null ? wideRange : range;
  if (discovery.minPrice !== null) priceBound(price, `>= ${bind(priceInColumn(locale, discovery.minPrice))}`);
  if (discovery.maxPrice !== null) priceBound(price, `<= ${bind(priceInColumn(locale, discovery.maxPrice))}`);
  if (discovery.duration !== null) {
    const { above, upTo } = DURATION_HOURS[discovery.duration];
    wideRange("a.duration_hours", `> ${bind(above)}`);
    if (upTo !== null) wideRange("a.duration_hours", `<= ${bind(upTo)}`);
  }
  if (discovery.durationMax !== null) both(`a.duration_hours <= ${bind(discovery.durationMax)}`);
  if (discovery.minRating !== null) wideRange("a.rating", `>= ${bind(discovery.minRating)}`);
  if (discovery.timeOfDay !== null) {
    const { from, before } = TIME_OF_DAY_STARTS[discovery.timeOfDay];
    both(startsBetween(bind(from), bind(before)));
  }
  if (discovery.freeCancellation) both("a.cancelation_hours > 0");
  // With the card's `a.status = 'published'`, this picks the sort's index of migration 0071.
  if (discovery.instant) both("a.instant_confirmation = 1");
  if (discovery.pickup) both("a.pickup_offered = 1");
  if (discovery.regency !== null) {
    both(`a.regency_id = (SELECT g.id FROM regencies g WHERE g.slug = ${bind(discovery.regency)})`);
  }
  if (discovery.date !== null) {
    both(openBetweenSql("activity", bind(discovery.date), bind(discovery.dateTo ?? discovery.date)));
  }
  return { conditions, countConditions, params, order: orderOf(discovery.sort, locale) };
}

/**
 * The back office at a hundred times the data (issue 37, decision 0058): the hot queries read
 * through indexes, the lists page by a cursor, the bookings search uses its FTS5 index and the
 * pages read a bounded number of rows.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_DISCOVERY, SORTS } from "#domain/discovery.ts";
import { TEAM_MEMBERS_SQL } from "#workers/accounts/team.ts";
import { TRAIL_PEOPLE_SQL, teamActivity, trailPageSql } from "#workers/accounts/team-activity.ts";
import { bookingSearchMatch } from "#workers/booking/booking-search.ts";
import {
  CALENDAR_MONTH_SQL,
  DEPARTURES_SQL,
  departureTextsSql,
  LEFT_OUT_SQL,
  manifestSql,
  QUOTE_LINES_SQL,
} from "#workers/booking/operator-day.ts";
import { inboxPageSql, inboxSearchCountSql } from "#workers/booking/operator-queue.ts";
import { cardsSql, filteredCountSql, REGENCY_COUNT_SQL } from "#workers/catalogue/activities.ts";
import { editorPageSql } from "#workers/catalogue/activity-editor-list.ts";
import { discoverySql } from "#workers/catalogue/discovery.ts";
import { discoveredSearchSql } from "#workers/catalogue/full-text-search.ts";
import { CHECK_IN_FOUND } from "#workers/day-of-tour/check-in.ts";
import { PICKUP_ACTIVITY_MATCHES_SQL } from "#workers/day-of-tour/pickup-areas.ts";
import { DEPARTURE_GUESTS_SQL, RUN_DEPARTURES_SQL } from "#workers/day-of-tour/pickup-day.ts";
import { roundTripsOf, rowsReadOf } from "#workers/db.ts";
import { type Keyset, keysetOf } from "#workers/paging.ts";
import {
  DAYS_SQL,
  LONG_RANGE_SQL,
  MONTH_SQL,
  paramsOf,
  REPORT_SQL,
  SHORT_RANGE_SQL,
  WEEK_SQL,
  YEAR_SQL,
} from "#workers/reports.ts";
import { BOOKED_WITH_US } from "#workers/reviews/comments.ts";
import { reviewsPageSql } from "#workers/reviews/moderation.ts";
import { tripsPageSql } from "#workers/trips/trip-list.ts";
import type { Browser } from "./browser.ts";
import { pagerLink, requestedBooking, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Wayan Operator");
}, 30_000);

const FIRST: Keyset = { direction: null, key: null };
const AFTER: Keyset = { direction: "after", key: ["2030-01-01T00:00:00.000Z", 5] };
const BEFORE: Keyset = { direction: "before", key: ["2030-01-01T00:00:00.000Z", 5] };

interface PlanStep {
  id: number;
  parent: number;
  detail: string;
}

/** SQLite's plan of `sql` with `params`. */
async function planOf(sql: string, params: unknown[]): Promise<PlanStep[]> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanStep>();
  return plan.results;
}

const shown = (plan: PlanStep[]) => plan.map((step) => step.detail).join("\n");

/** The sorts of a plan below its top level: of all the rows a page is taken from, not of the page. */
const sortsBeforeThePage = (plan: PlanStep[]) =>
  plan.filter((step) => step.parent !== 0 && /TEMP B-TREE/.test(step.detail)).map((step) => step.detail);

/**
 * The steps of a plan that read the whole of one of the big tables: a SCAN of it that no index
 * orders (an index walked in the list's order stops at the page's LIMIT), or a sort of the query's
 * rows (a sort inside a subquery orders a booking's two translations). `boundedSort` allows a sort
 * of rows that are few by construction: a compound of LIMITed arms, or a search's matches found
 * through the FTS index.
 */
function readsWholeTable(plan: PlanStep[], { boundedSort = false } = {}): string[] {
  const big = /^SCAN (?:b|bookings|c|comments|a|activities|e|booking_events|audit_log)\b/;
  return plan
    .filter(
      (step) =>
        (big.test(step.detail) && !/USING (?:COVERING )?INDEX/.test(step.detail)) ||
        (!boundedSort && step.parent === 0 && /TEMP B-TREE FOR ORDER BY/.test(step.detail)),
    )
    .map((step) => step.detail);
}

describe("the query plans of the back office's hot queries", () => {
  const searchMatch = bookingSearchMatch("made putra") ?? "";
  const cases: [string, string, unknown[]][] = [];
  for (const keyset of [FIRST, AFTER, BEFORE]) {
    const cursor = keyset.key ?? [];
    const name = keyset.direction ?? "first";
    cases.push(
      [
        `inbox, all (${name})`,
        inboxPageSql({ status: null, searching: false }, keyset),
        ["en", null, null, 21, null, ...cursor],
      ],
      [
        `inbox per status (${name})`,
        inboxPageSql({ status: "confirmed", searching: false }, keyset),
        ["en", "confirmed", null, 21, null, ...cursor],
      ],
      [
        `inbox search (${name})`,
        inboxPageSql({ status: null, searching: true }, { ...keyset, key: keyset.key && [5] }),
        ["en", null, searchMatch, 21, null, ...(keyset.key ? [5] : [])],
      ],
      [
        `inbox search per status (${name})`,
        inboxPageSql({ status: "requested", searching: true }, keyset),
        ["en", "requested", searchMatch, 21, null, ...cursor],
      ],
      [
        `reviews, all (${name})`,
        reviewsPageSql({ kind: null, visibility: null, search: null }, keyset),
        ["en", null, null, 21, ...cursor],
      ],
      [
        `reviews of activities, hidden (${name})`,
        reviewsPageSql({ kind: "activity", visibility: "hidden", search: null }, keyset),
        ["en", "hidden", null, 21, ...cursor],
      ],
      [
        `reviews of transport (${name})`,
        reviewsPageSql({ kind: "transport", visibility: null, search: null }, keyset),
        ["en", null, null, 21, ...cursor],
      ],
      [
        `trips, all (${name})`,
        tripsPageSql({ status: null, search: null }, keyset),
        ["2030-01-01", null, null, null, 21, ...cursor],
      ],
      [
        `trips per status (${name})`,
        tripsPageSql({ status: "requested", search: null }, keyset),
        ["2030-01-01", "requested", null, null, 21, ...cursor],
      ],
    );
    const trailKey = keyset.key ? ["2030-01-01T00:00:00.000Z", "audit", 5] : [];
    cases.push([
      `team trail (${name})`,
      trailPageSql({ ...keyset, key: keyset.key && trailKey }),
      [null, 31, ...trailKey],
    ]);
    const catalogueKey = keyset.key ? [1, 1, 5] : [];
    const editor = { search: "", typeId: null, status: null, missingTranslation: false };
    cases.push(
      [
        `activities (${name})`,
        editorPageSql(editor, { ...keyset, key: keyset.key && catalogueKey }),
        ["en", "", null, null, 51, ...catalogueKey],
      ],
      [
        `activities of a type (${name})`,
        editorPageSql({ ...editor, typeId: 2 }, { ...keyset, key: keyset.key && catalogueKey }),
        ["en", "", 2, null, 51, ...catalogueKey],
      ],
      [
        `activities per status (${name})`,
        editorPageSql({ ...editor, status: "draft" }, { ...keyset, key: keyset.key && catalogueKey }),
        ["en", "", null, "draft", 51, ...catalogueKey],
      ],
    );
  }
  cases.push(
    ["inbox search count", inboxSearchCountSql({ status: null }), ["en", null, searchMatch, null, null]],
    [
      "inbox search count per status",
      inboxSearchCountSql({ status: "confirmed" }),
      ["en", "confirmed", searchMatch, null, null],
    ],
  );

  for (const [name, sql, params] of cases) {
    it(`reads ${name} through an index, without sorting every row`, async () => {
      const plan = await planOf(sql, params);
      expect(
        readsWholeTable(plan, { boundedSort: name.startsWith("team trail") || name.startsWith("inbox search (") }),
        shown(plan),
      ).toEqual([]);
    });
  }

  it("tells whether a review's author booked with us by probing the subject's confirmed bookings, never the author's every booking", async () => {
    const plan = shown(
      await planOf(
        `SELECT c.id, ${BOOKED_WITH_US} AS booked FROM comments c LEFT JOIN users u ON u.id = c.user_id
         WHERE c.activity_id = ?1 ORDER BY c.updated_at DESC, c.id DESC LIMIT 12`,
        [1],
      ),
    );
    for (const subject of ["activity", "transport"]) {
      expect(plan).toMatch(
        new RegExp(
          `SEARCH b USING COVERING INDEX bookings_confirmed_${subject}_of_user \\(user_id=\\? AND ${subject}_id=\\?\\)`,
        ),
      );
      expect(plan).toMatch(
        new RegExp(
          `SEARCH b USING COVERING INDEX bookings_confirmed_${subject}_of_email \\(email=\\? AND ${subject}_id=\\?\\)`,
        ),
      );
    }
    expect(plan).not.toMatch(/bookings_by_status|bookings_by_user|bookings_by_email/);
  });

  it("finds the booking checked in by its reference's or booking ID's index, never by reading them all", async () => {
    const plan = await planOf(`SELECT b.id FROM bookings b WHERE ${CHECK_IN_FOUND} ORDER BY b.id LIMIT 1`, [
      null,
      "BTSCAXE234",
      "BT-SCAX-E234",
    ]);
    expect(readsWholeTable(plan), shown(plan)).toEqual([]);
    expect(shown(plan)).toMatch(/SEARCH bookings USING (?:COVERING )?INDEX \S+ \(reference=\?\)/);
    expect(shown(plan)).toMatch(/SEARCH bookings USING (?:COVERING )?INDEX bookings_by_confirmation_id/);
  });

  it("ranks a year's departures from the ends of their occupancy indexes, and its activities without sorting their months", async () => {
    const year = { preset: "custom", from: "2029-01-01", to: "2029-12-31" } as const;
    const params = paramsOf("en", year, { from: "2028-01-02", to: "2028-12-31" });
    const planOfReport = (sql: string) =>
      planOf(sql, params.slice(0, Math.max(...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])))));
    const fullest = shown(await planOfReport(REPORT_SQL.topDepartures));
    expect(fullest).toMatch(/^SCAN runs USING COVERING INDEX booking_runs_fullest$/m);
    expect(fullest).not.toMatch(/TEMP B-TREE/);
    const emptiest = shown(await planOfReport(REPORT_SQL.bottomDepartures));
    expect(emptiest).toMatch(/^SCAN runs USING COVERING INDEX booking_runs_emptiest$/m);
    expect(emptiest).not.toMatch(/TEMP B-TREE/);
    // A short range reads its days' departures and sorts them.
    expect(shown(await planOfReport(SHORT_RANGE_SQL.bottomDepartures))).toMatch(
      /SEARCH runs USING (?:PRIMARY KEY|COVERING INDEX booking_runs_\w+_of_day) \(visit_date>\? AND visit_date<\?\)/,
    );
    const activities = shown(await planOfReport(REPORT_SQL.activities));
    expect(activities).toMatch(
      /SEARCH a USING COVERING INDEX sqlite_autoindex_availability_rules_\d \(activity_id>\?\)/,
    );
    expect(activities).toMatch(/SEARCH m USING PRIMARY KEY \(activity_id=\? AND month>\? AND month<\?\)/);
    // A year, a month and a week read their rankings from the first entries of the period, unsorted.
    for (const [sql, index] of [
      [YEAR_SQL.topDepartures, "booking_runs_fullest_of_year"],
      [YEAR_SQL.bottomDepartures, "booking_runs_emptiest_of_year"],
      [YEAR_SQL.activities, "activity_run_years_fullest"],
      [YEAR_SQL.activities, "activity_run_years_emptiest"],
      [YEAR_SQL.countries, "booking_country_years_by_bookings"],
      [MONTH_SQL.topDepartures, "booking_runs_fullest_of_month"],
      [MONTH_SQL.bottomDepartures, "booking_runs_emptiest_of_month"],
      [MONTH_SQL.activities, "activity_run_months_fullest"],
      [MONTH_SQL.activities, "activity_run_months_emptiest"],
      [MONTH_SQL.countries, "booking_report_months_by_bookings"],
      [WEEK_SQL.activities, "activity_run_weeks_fullest"],
      [WEEK_SQL.activities, "activity_run_weeks_emptiest"],
    ] as const) {
      const plan = shown(await planOfReport(sql));
      expect(plan).toMatch(
        new RegExp(
          `SEARCH \\w+ USING COVERING INDEX ${index} \\((?:dimension=\\? AND )?(?:month|week|year|<expr>)=\\?`,
        ),
      );
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
    // A short range looks up each day's first ten departures by their keys.
    for (const [sql, index] of [
      [DAYS_SQL.topDepartures, "booking_runs_fullest_of_day"],
      [DAYS_SQL.bottomDepartures, "booking_runs_emptiest_of_day"],
    ] as const) {
      const plan = shown(await planOfReport(sql));
      expect(plan).toMatch(new RegExp(`SEARCH booking_runs USING COVERING INDEX ${index} \\(visit_date=\\?\\)`));
      expect(plan).toMatch(/SEARCH r USING PRIMARY KEY \(visit_date=\? AND activity_id=\? AND start_time=\?\)/);
    }
    // A year charts its bookings from the month totals, and only the days at its ends from the days.
    const made = shown(await planOfReport(LONG_RANGE_SQL.days));
    expect(made).toMatch(/SEARCH d USING PRIMARY KEY \(dimension=\? AND booked_on>\? AND booked_on<\?\)/);
    expect(made).toMatch(/SEARCH m USING PRIMARY KEY \(dimension=\? AND month>\? AND month<\?\)/);
    expect(made).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    const headline = shown(await planOfReport(REPORT_SQL.occupancy));
    expect(headline).toMatch(/SEARCH d USING PRIMARY KEY \(visit_date>\? AND visit_date<\?\)/);
    expect(headline).toMatch(/SEARCH m USING PRIMARY KEY \(month>\? AND month<\?\)/);
  });

  it("searches the bookings through the FTS5 index, never by reading them all", async () => {
    const plan = await planOf(inboxPageSql({ status: null, searching: true }, FIRST), [
      "en",
      null,
      searchMatch,
      21,
      null,
    ]);
    expect(shown(plan)).toMatch(/SCAN booking_search VIRTUAL TABLE INDEX/);
  });

  it("reads a day's manifest through the visit date's index, and a month of the calendar from its day totals", async () => {
    for (const [sql, params] of [
      [manifestSql("day"), ["en", "2030-01-05", 0]],
      [LEFT_OUT_SQL, ["2030-01-05"]],
    ] as const) {
      const plan = await planOf(sql, [...params]);
      expect(shown(plan)).toMatch(
        /SEARCH b(?:ookings)? USING (?:COVERING )?INDEX bookings_by_visit_date \(visit_date=\?/,
      );
      expect(readsWholeTable(plan, { boundedSort: true }), shown(plan)).toEqual([]);
    }
    const departure = shown(await planOf(manifestSql("activity"), ["en", "2030-01-05", 0, "a1@09:00", 1]));
    expect(departure).toMatch(
      /SEARCH b USING INDEX bookings_(?:holding_activity|by_activity) \(activity_id=\? AND visit_date=\?/,
    );
    const departuresPlan = await planOf(DEPARTURES_SQL, ["en", "2030-01-05", "09:00", "a12@09:00"]);
    const departures = shown(departuresPlan);
    // A page starts where the one before ended, in the day's order: no sort of the day's departures
    // (the page's own 31 rows are put back in order at the end).
    expect(departures).toMatch(/SEARCH t USING INDEX booking_trip_totals_in_day_order \(visit_date=\? AND <expr>>\?\)/);
    expect(sortsBeforeThePage(departuresPlan), departures).toEqual([]);
    expect(departures).toMatch(/SEARCH d USING PRIMARY KEY \(visit_date=\?\)/);
    expect(departures).not.toMatch(/\bbookings\b/);
    // The names: a point lookup per activity or vehicle of the day's totals, never one per booking.
    for (const [sql, params] of [
      [departureTextsSql("day"), ["en", "2030-01-05", 1]],
      [departureTextsSql("departure"), ["en", "2030-01-05", "a1@09:00"]],
    ] as const) {
      const plan = shown(await planOf(sql, [...params]));
      expect(plan).toMatch(/SEARCH x USING PRIMARY KEY \(activity_id=\? AND locale=\?\)/);
      expect(plan).not.toMatch(/\bSCAN (?:x|v|activity_translations|transports)\b/);
    }
    expect(shown(await planOf(departureTextsSql("day"), ["en", "2030-01-05", 1]))).toMatch(
      /SEARCH t USING (?:PRIMARY KEY|COVERING INDEX \w+) \(visit_date=\?/,
    );
    const quoteLines = shown(await planOf(QUOTE_LINES_SQL, ["2030-01-05"]));
    expect(quoteLines).toMatch(/SEARCH l USING INDEX trip_quote_lines_by_day \(day_date=\?/);
    expect(quoteLines).not.toMatch(/trips_by_status/);
    const month = await planOf(CALENDAR_MONTH_SQL, ["2030-01-01", "2030-01-31"]);
    expect(shown(month)).toMatch(/SEARCH booking_day_totals USING PRIMARY KEY \(visit_date>\? AND visit_date<\?\)/);
  });
});

describe("the query plans of the lists' filters (decision 0097)", () => {
  /** The index of migration 0071 that each sort walks for the activities that confirm at once. */
  const instantIndex = (sort: (typeof SORTS)[number], locale: "id" | "en") =>
    ({
      recommended: "activities_instant_by_position",
      price_asc: `activities_instant_by_price_${locale === "id" ? "idr" : "usd"}`,
      price_desc: `activities_instant_by_price_${locale === "id" ? "idr" : "usd"}`,
      rating: "activities_instant_by_rating",
      duration: "activities_instant_by_duration",
      newest: "activities_instant_by_created",
    })[sort];

  it("walks only the activities that confirm at once, in each sort's order, to fill and count a page", async () => {
    for (const sort of SORTS) {
      for (const locale of ["id", "en"] as const) {
        const filters = discoverySql({ ...NO_DISCOVERY, sort, instant: true, freeCancellation: true }, locale, 5);
        const cards = shown(await planOf(cardsSql({ discovery: filters }), [locale, 12, 0, ...filters.params]));
        expect(cards, `${sort} ${locale}`).toMatch(
          new RegExp(`^SCAN a USING INDEX ${instantIndex(sort, locale)}$`, "m"),
        );
        expect(cards, `${sort} ${locale}`).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      }
    }
    const filters = discoverySql({ ...NO_DISCOVERY, instant: true }, "en", 5);
    const count = shown(await planOf(filteredCountSql(false, filters.countConditions), ["en", 201]));
    expect(count).toMatch(/USING (?:COVERING )?INDEX activities_instant_by_/);
  });

  /** The index of migrations 0001 and 0075 that each sort walks for a regency's activities, every type's or one's. */
  const regencyIndex = (sort: (typeof SORTS)[number], locale: "id" | "en", ofType: boolean) => {
    const key = {
      recommended: "",
      price_asc: `_by_price_${locale === "id" ? "idr" : "usd"}`,
      price_desc: `_by_price_${locale === "id" ? "idr" : "usd"}`,
      rating: "_by_rating",
      duration: "_by_duration",
      newest: "_by_created",
    }[sort];
    if (ofType) return `activities_of_type_in_regency${key}`;
    return sort === "recommended" ? "activities_by_regency" : `activities_in_regency${key}`;
  };

  it("walks a regency's own activities in each sort's order to fill a page, and counts them alone", async () => {
    for (const sort of SORTS) {
      for (const locale of ["id", "en"] as const) {
        for (const typeId of [undefined, 1]) {
          const filters = discoverySql({ ...NO_DISCOVERY, sort, pickup: true, regency: "gianyar" }, locale, 5);
          const params = [locale, 12, 0, typeId ?? 0, ...filters.params];
          const cards = shown(await planOf(cardsSql({ ...(typeId ? { typeId } : {}), discovery: filters }), params));
          const index = regencyIndex(sort, locale, typeId !== undefined);
          const keys = typeId === undefined ? "regency_id=\\?" : "type_id=\\? AND regency_id=\\?";
          expect(cards, `${sort} ${locale} ${typeId}`).toMatch(
            new RegExp(`^SEARCH a USING INDEX ${index} \\(${keys}\\)$`, "m"),
          );
          expect(cards, `${sort} ${locale} ${typeId}`).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
          const count = shown(await planOf(filteredCountSql(typeId !== undefined, filters.countConditions), params));
          expect(count, `${sort} ${locale} ${typeId}`).toMatch(
            new RegExp(`USING (?:COVERING )?INDEX \\w+ \\(${keys}\\)`),
          );
        }
      }
    }
  });

  it("counts a regency alone from the count its triggers keep, reading none of its activities", async () => {
    const plan = shown(await planOf(REGENCY_COUNT_SQL, ["gianyar", 201]));
    expect(plan).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/\b(?:a|activities)\b/);
  });

  it("walks a page's order past the activities out of a range, and counts the range through its index", async () => {
    const ranges = [
      { minRating: 4.5 },
      { minRating: 4 },
      { duration: "half_day" as const },
      { duration: "multi_day" as const },
    ];
    for (const sort of SORTS) {
      for (const locale of ["id", "en"] as const) {
        for (const range of ranges) {
          for (const regency of [null, "gianyar"]) {
            for (const typeId of [undefined, 1]) {
              const filters = discoverySql({ ...NO_DISCOVERY, sort, ...range, regency }, locale, 5);
              const params = [locale, 12, 0, typeId ?? 0, ...filters.params];
              const cards = shown(
                await planOf(cardsSql({ ...(typeId ? { typeId } : {}), discovery: filters }), params),
              );
              expect(cards, `${sort} ${locale} ${JSON.stringify(range)} ${regency} ${typeId}`).not.toMatch(
                /TEMP B-TREE FOR ORDER BY/,
              );
            }
          }
        }
      }
    }
    const filters = discoverySql(
      { ...NO_DISCOVERY, minRating: 4.5, freeCancellation: true, regency: "gianyar" },
      "en",
      5,
    );
    const params = ["en", 12, 0, 0, ...filters.params];
    expect(shown(await planOf(cardsSql({ discovery: filters }), params))).toMatch(
      /^SEARCH a USING INDEX activities_by_regency \(regency_id=\?\)$/m,
    );
    expect(shown(await planOf(filteredCountSql(false, filters.countConditions), params))).toMatch(
      /SEARCH a USING INDEX activities_in_regency_by_rating \(regency_id=\? AND rating>\?\)/,
    );
    const byRating = discoverySql({ ...NO_DISCOVERY, sort: "rating", minRating: 4.5, regency: "gianyar" }, "en", 5);
    expect(shown(await planOf(cardsSql({ discovery: byRating }), ["en", 12, 0, 0, ...byRating.params]))).toMatch(
      /^SEARCH a USING INDEX activities_in_regency_by_rating \(regency_id=\? AND rating>\?\)$/m,
    );
  });

  it("counts a filtered list from the activities' own rows: no look-up of its type or probe of its packages", async () => {
    const filters = discoverySql({ ...NO_DISCOVERY, sort: "price_asc", minRating: 4.5, pickup: true }, "en", 5);
    for (const ofType of [false, true]) {
      const count = shown(await planOf(filteredCountSql(ofType, filters.countConditions), ["en", 201, 0, 1, 4.5]));
      expect(count).not.toMatch(/\b(?:ty|p|packages|activity_types)\b/);
      expect(
        readsWholeTable(await planOf(filteredCountSql(ofType, filters.countConditions), ["en", 201, 0, 1, 4.5])),
      ).toEqual([]);
    }
    const cards = shown(await planOf(cardsSql({ discovery: filters }), ["en", 12, 0, 0, 4.5]));
    expect(cards).toMatch(/^SCAN a USING INDEX activities_by_price_usd$/m);
    expect(cards).not.toMatch(/\b(?:p|packages)\b/);
  });

  it("sorts a search's matches by their own rows, counting them in the same pass, and reads the cards of its page alone", async () => {
    /** The steps under `parent`, at any depth. */
    const under = (plan: PlanStep[], parent: number | undefined): PlanStep[] => {
      const children = plan.filter((step) => step.parent === parent);
      return children.flatMap((step) => [step, ...under(plan, step.id)]);
    };
    const params = ["en", '"ubud"*', 12, 0, '"ubud"*', 201, 4.5];
    const views = [
      { sort: "rating", minRating: null, activityRead: false },
      { sort: "price_asc", minRating: null, activityRead: true },
      { sort: "rating", minRating: 4.5, activityRead: true },
    ] as const;
    for (const { sort, minRating, activityRead } of views) {
      for (const exact of [false, true]) {
        const filters = discoverySql({ ...NO_DISCOVERY, sort, minRating }, "en", 7);
        const plan = await planOf(
          discoveredSearchSql(exact, filters, sort),
          params.slice(0, 6 + filters.params.length),
        );
        const view = `${sort}${minRating ? " 4.5+" : ""}${exact ? " with corrections" : ""}`;
        const matches = under(plan, plan.find((step) => step.detail === "MATERIALIZE matches")?.id);
        // One sort of the matches, the count beside it; no second statement reads them again.
        expect(shown(matches), view).toMatch(/^USE TEMP B-TREE FOR json_group_array\(ORDER BY\)$/m);
        expect(shown(matches), view).toMatch(/activity_search VIRTUAL TABLE INDEX \d+:r/);
        // By rating alone, the search index's own rows hold the order (migration 0074): no activity.
        if (activityRead) expect(shown(matches), view).toMatch(/^SEARCH a USING INTEGER PRIMARY KEY/m);
        else expect(shown(matches), view).not.toMatch(/\bSEARCH a\b|\bactivities\b/);
        // The card's columns are read after the page is chosen, by key.
        expect(shown(matches), view).not.toMatch(/\bSEARCH (?:t|tt|ty|r|m) /);
        expect(shown(plan), view).toMatch(/^SEARCH tt USING PRIMARY KEY/m);
        expect(readsWholeTable(plan, { boundedSort: true }), view).toEqual([]);
      }
    }
  });
});

describe("the day-of-tour pages at a large operator's size (decision 0092)", () => {
  it("lists the day's runs from the departures' totals and opens a departure through its activity's bookings", async () => {
    const list = await planOf(RUN_DEPARTURES_SQL, ["en", "2030-01-05", "09:00", "a12@09:00"]);
    expect(shown(list)).toMatch(
      /SEARCH t USING INDEX booking_trip_totals_in_day_order \(visit_date=\? AND <expr>>\?\)/,
    );
    expect(sortsBeforeThePage(list), shown(list)).toEqual([]);
    expect(shown(list)).not.toMatch(/\bbookings\b/);
    const departure = await planOf(DEPARTURE_GUESTS_SQL, ["en", "2030-01-05", 1, "09:00"]);
    expect(shown(departure)).toMatch(/SEARCH d USING INDEX bookings_by_activity \(activity_id=\? AND visit_date=\?\)/);
    expect(readsWholeTable(departure, { boundedSort: true }), shown(departure)).toEqual([]);
  });

  it("finds the activities a pickup area may keep minutes for through the search index, never by listing them all", async () => {
    const plan = await planOf(PICKUP_ACTIVITY_MATCHES_SQL, ["en", "name : (ubud*)"]);
    expect(shown(plan)).toMatch(/SCAN activity_search VIRTUAL TABLE INDEX/);
    expect(readsWholeTable(plan, { boundedSort: true }), shown(plan)).toEqual([]);
  });
});

/** Bookings made straight in the table, `minutes` apart from `start`, each with a marker in its name. */
async function insertBookings(marker: string, count: number, start = Date.UTC(2031, 0, 1)): Promise<string[]> {
  const references = Array.from({ length: count }, (_, index) => `BT-${marker}-${String(index).padStart(4, "0")}`);
  await env.DB.batch(
    references.map((reference, index) =>
      env.DB.prepare(
        `INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, first_name, last_name, email,
           phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents, created_at)
         SELECT ?1, ?2, min(id), 'en', 'USD', '2031-02-05', 'Ms. Keyset', ?3, ?4, '+61 400 123 456', 'Australia',
           'Kuta', 'cash', '[]', 900000, 9000, ?5 FROM activities`,
      ).bind(
        reference,
        index % 3 === 0 ? "confirmed" : "requested",
        `${marker} ${index}`,
        `keyset-${marker.toLowerCase()}-${index}@example.com`,
        new Date(start + index * 60_000).toISOString(),
      ),
    ),
  );
  return references;
}

function referencesIn(html: string): string[] {
  return [...testIdPart(html, "inbox").matchAll(/href="\/admin\/bookings\/([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("keyset pages of the back office's lists", () => {
  it("continue exactly where the page before ended, keep the filters, and go back to the same page", async () => {
    const references = await insertBookings("KSPG", 45);
    const newestFirst = [...references].reverse();
    const first = await operator.page("/admin/bookings?q=KSPG");
    expect(referencesIn(first.text)).toEqual(newestFirst.slice(0, 20));
    expect(pagerLink(first.text, "prev")).toBeNull();
    const next = pagerLink(first.text, "next") ?? "";
    expect(new URL(next, "http://x").searchParams.get("q")).toBe("KSPG");
    const second = await operator.page(next);
    expect(referencesIn(second.text)).toEqual(newestFirst.slice(20, 40));
    const third = await operator.page(pagerLink(second.text, "next") ?? "");
    expect(referencesIn(third.text)).toEqual(newestFirst.slice(40));
    expect(pagerLink(third.text, "next")).toBeNull();
    const back = await operator.page(pagerLink(third.text, "prev") ?? "");
    expect(referencesIn(back.text)).toEqual(newestFirst.slice(20, 40));
    const top = await operator.page(pagerLink(back.text, "prev") ?? "");
    expect(referencesIn(top.text)).toEqual(newestFirst.slice(0, 20));
    expect(pagerLink(top.text, "prev")).toBeNull();
  });

  it("page with a status filter too, and a booking that arrives between two pages neither repeats nor hides one", async () => {
    const references = await insertBookings("KSST", 70, Date.UTC(2032, 0, 1));
    const confirmed = references.filter((_, index) => index % 3 === 0).reverse();
    expect(confirmed.length).toBeGreaterThan(20);
    const first = await operator.page("/admin/bookings?status=confirmed&q=KSST");
    expect(referencesIn(first.text)).toEqual(confirmed.slice(0, 20));
    const [arrived] = await insertBookings("KSSU", 1, Date.UTC(2033, 0, 1));
    await env.DB.prepare("UPDATE bookings SET status = 'confirmed', last_name = 'KSST late' WHERE reference = ?")
      .bind(arrived)
      .run();
    const next = pagerLink(first.text, "next") ?? "";
    expect(new URL(next, "http://x").searchParams.get("status")).toBe("confirmed");
    const second = await operator.page(next);
    expect(referencesIn(second.text)).toEqual(confirmed.slice(20, 40));
    expect(referencesIn((await operator.page("/admin/bookings?status=confirmed&q=KSST")).text)[0]).toBe(arrived);
  });

  it("treat a cursor that is not one of theirs as the first page", async () => {
    for (const cursor of ["nonsense", "W10", "eyJhIjoxfQ", "%E2%9C%93"]) {
      const page = await operator.page(`/admin/bookings?after=${cursor}`);
      expect(page.status, cursor).toBe(200);
      expect(pagerLink(page.text, "prev"), cursor).toBeNull();
    }
    expect(keysetOf(new URL("http://x/?after=W1sxXV0"), 2)).toEqual({ direction: null, key: null });
  });

  it("page the activities in the catalogue's order, 50 at a time, with their filters", async () => {
    const all = await operator.page("/admin/activities");
    const ids = (html: string) => [...html.matchAll(/href="\/admin\/activities\/(\d+)"/g)].map((match) => match[1]);
    const firstIds = ids(all.text);
    expect(firstIds).toHaveLength(50);
    const next = pagerLink(all.text, "next") ?? "";
    const rest = ids((await operator.page(next)).text);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.filter((id) => firstIds.includes(id))).toEqual([]);
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM activities").first<{ n: number }>())?.n ?? 0;
    let seen = firstIds.length;
    let link: string | null = next;
    while (link) {
      const page = await operator.page(link);
      seen += link === next ? 0 : ids(page.text).length;
      if (link !== next) expect(ids(page.text).length).toBeGreaterThan(0);
      link = pagerLink(page.text, "next");
      if (link === null) break;
    }
    expect(seen + rest.length).toBe(total);
    const drafts = await operator.page("/admin/activities?status=draft");
    expect(drafts.status).toBe(200);
  });

  it("page the destinations 50 at a time, every one once", async () => {
    const columns = (
      await env.DB.prepare("SELECT name FROM pragma_table_info('destinations') WHERE name NOT IN ('id', 'slug')").all<{
        name: string;
      }>()
    ).results.map((row) => row.name);
    await env.DB.batch(
      Array.from({ length: 60 }, (_, index) =>
        env.DB.prepare(
          `INSERT INTO destinations (slug, ${columns.join(", ")})
           SELECT slug || '-keyset-${index}', ${columns.join(", ")} FROM destinations ORDER BY id LIMIT 1`,
        ),
      ),
    );
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM destinations").first<{ n: number }>())?.n ?? 0;
    const ids = (html: string) => [...html.matchAll(/href="\/admin\/destinations\/(\d+)"/g)].map((match) => match[1]);
    const seen: (string | undefined)[] = [];
    let link: string | null = "/admin/destinations";
    while (link) {
      const page = await operator.page(link);
      expect(page.status).toBe(200);
      expect(ids(page.text).length).toBeLessThanOrEqual(50);
      seen.push(...ids(page.text));
      link = pagerLink(page.text, "next");
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
  });

  it("page the team's trail without repeating an entry", async () => {
    const first = await teamActivity(env.DB, null, new URL("http://x/admin/team/activity"));
    if (first.next === null) return expect(first.entries.length).toBeLessThanOrEqual(30);
    const second = await teamActivity(env.DB, null, new URL(first.next, "http://x"));
    const keys = new Set(first.entries.map((entry) => entry.key));
    expect(second.entries.filter((entry) => keys.has(entry.key))).toEqual([]);
  });
});

describe("the bookings search over its FTS5 index", () => {
  const found = async (q: string) =>
    referencesIn((await operator.page(`/admin/bookings?q=${encodeURIComponent(q)}`)).text);

  it("finds a booking by reference, booking ID, a part of a name, its e-mail and its phone", async () => {
    const { reference, email } = await requestedBooking();
    const confirmed = await operator.submit(`/admin/bookings/${reference}`, {
      intent: "confirm",
      confirmation_id: "FTS-4471-KX",
    });
    expect(confirmed.status).toBeLessThan(400);
    const phone =
      (
        await env.DB.prepare("SELECT phone_number FROM bookings WHERE reference = ?")
          .bind(reference)
          .first<{ phone_number: string }>()
      )?.phone_number ?? "";
    const digits = phone.replace(/\D/g, "").replace(/^62/, "0");
    for (const q of [
      reference,
      reference.replaceAll("-", "").toLowerCase(),
      "FTS-4471",
      email,
      email.toUpperCase(),
      digits,
    ]) {
      expect(await found(q), q).toContain(reference);
    }
    const lastName =
      (
        await env.DB.prepare("SELECT last_name FROM bookings WHERE reference = ?")
          .bind(reference)
          .first<{ last_name: string }>()
      )?.last_name ?? "";
    expect(await found(lastName.slice(1, 6))).toContain(reference);
  });

  it("stays in step when a booking's e-mail changes, when it is cancelled and when it is deleted", async () => {
    const { reference, email } = await requestedBooking();
    const renamed = `renamed-${Date.now()}@example.org`;
    await env.DB.prepare("UPDATE bookings SET email = ? WHERE reference = ?").bind(renamed, reference).run();
    expect(await found(renamed)).toEqual([reference]);
    expect(await found(email)).toEqual([]);
    const counts = async () =>
      Object.fromEntries(
        (
          await env.DB.prepare("SELECT status, bookings FROM booking_status_counts").all<{
            status: string;
            bookings: number;
          }>()
        ).results.map((row) => [row.status, row.bookings]),
      );
    const actual = async () =>
      Object.fromEntries(
        (
          await env.DB.prepare("SELECT status, count(*) AS n FROM bookings GROUP BY status").all<{
            status: string;
            n: number;
          }>()
        ).results.map((row) => [row.status, row.n]),
      );
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled', cancelled_at = '2031-01-01' WHERE reference = ?")
      .bind(reference)
      .run();
    expect(referencesIn((await operator.page(`/admin/bookings?status=cancelled&q=${renamed}`)).text)).toEqual([
      reference,
    ]);
    expect(referencesIn((await operator.page(`/admin/bookings?status=requested&q=${renamed}`)).text)).toEqual([]);
    const expected = await actual();
    for (const status of ["requested", "confirmed", "declined", "cancelled"]) {
      expect((await counts())[status] ?? 0, status).toBe(expected[status] ?? 0);
    }
    await env.DB.batch([
      env.DB.prepare(
        "DELETE FROM booking_events WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?)",
      ).bind(reference),
      env.DB.prepare("DELETE FROM mail_outbox WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?)").bind(
        reference,
      ),
      env.DB.prepare("DELETE FROM bookings WHERE reference = ?").bind(reference),
    ]);
    expect(await found(renamed)).toEqual([]);
    expect((await counts()).cancelled ?? 0).toBe((await actual()).cancelled ?? 0);
  });

  it("counts a search's matches and says so when a search is too short for the index", async () => {
    await insertBookings("KSCN", 3, Date.UTC(2034, 0, 1));
    expect(textOf((await operator.page("/admin/bookings?q=KSCN")).text)).toContain("3 bookings");
    const short = await operator.page("/admin/bookings?q=KS");
    expect(short.status).toBe(200);
    expect(referencesIn(short.text)).toEqual([]);
  });
});

describe("a busy day's manifest", () => {
  it("lists its departures, shows one departure's people at a time, and keeps the whole day in the CSV", async () => {
    const day = "2037-03-03";
    const references = await insertBookings("KSBD", 110, Date.UTC(2037, 0, 1));
    await env.DB.prepare(`UPDATE bookings SET visit_date = ?1 WHERE reference LIKE 'BT-KSBD-%'`).bind(day).run();
    await env.DB.prepare(`UPDATE bookings SET start_time = '15:00' WHERE reference IN (?1, ?2)`)
      .bind(references[0], references[1])
      .run();
    const page = await operator.page(`/admin/calendar/${day}`);
    expect(page.status).toBe(200);
    expect(testIdPart(page.text, "manifest-trip")).toBe("");
    const links = [...testIdPart(page.text, "manifest-departures").matchAll(/href="([^"]+)"/g)].map((match) =>
      (match[1] ?? "").replaceAll("&amp;", "&"),
    );
    expect(links).toHaveLength(2);
    expect(textOf(page.text)).toContain("This day holds 110 bookings");
    const afternoon = await operator.page(links[1] ?? "");
    expect(afternoon.status).toBe(200);
    expect([...new Set([...afternoon.text.matchAll(/BT-KSBD-\d{4}/g)].map((match) => match[0]))].sort()).toEqual(
      [references[0], references[1]].sort(),
    );
    expect(testIdPart(afternoon.text, "all-departures")).not.toBe("");
    const name = await env.DB.prepare(
      "SELECT name FROM activity_translations WHERE locale = 'en' AND activity_id = (SELECT min(id) FROM activities)",
    ).first<string>("name");
    expect(textOf(/<h2[^>]*>[\s\S]*?<\/h2>/.exec(testIdPart(afternoon.text, "manifest-trip"))?.[0] ?? "").trim()).toBe(
      `15:00 · ${name}`,
    );
    expect(rowsReadOf(afternoon.headers)).toBeLessThanOrEqual(1000);
    expect(rowsReadOf(page.headers)).toBeLessThanOrEqual(1000);
    const csv = await operator.fetchText("GET", `/admin/calendar/${day}.csv`);
    expect(csv.text.match(/BT-KSBD-\d{4}/g)).toHaveLength(110);
  });
});

describe("a day of hundreds of departures", () => {
  it("lists them a page at a time reading a row or two each, and writes the CSV without a name lookup per booking", async () => {
    const day = "2037-04-04";
    const activities = (
      await env.DB.prepare("SELECT id FROM activities ORDER BY id LIMIT 110").all<{ id: number }>()
    ).results.map((row) => row.id);
    const references = await insertBookings("KSDP", activities.length, Date.UTC(2037, 1, 1));
    await env.DB.batch(
      references.map((reference, index) =>
        env.DB.prepare(
          "UPDATE bookings SET visit_date = ?1, activity_id = ?2, status = 'confirmed' WHERE reference = ?3",
        ).bind(day, activities[index], reference),
      ),
    );
    // 30 departures a page, earliest first, each page's links naming the next page after its last.
    const seen: string[] = [];
    let path: string | null = `/admin/calendar/${day}`;
    while (path !== null) {
      const page = await operator.page(path);
      expect(page.status, path).toBe(200);
      const links = [...testIdPart(page.text, "manifest-departures").matchAll(/href="([^"]+)"/g)].map((match) =>
        decodeURIComponent((match[1] ?? "").replaceAll("&amp;", "&")),
      );
      const departures = links.filter((link) => link.includes("?departure="));
      expect(departures.length, path).toBeLessThanOrEqual(30);
      expect(textOf(page.text), path).toContain(`This day holds ${activities.length} bookings`);
      seen.push(...departures.map((link) => link.slice(link.indexOf("=") + 1)));
      // The page's totals and names only, the day's sum and the busy-day guard's count: not a row a departure.
      expect(rowsReadOf(page.headers), path).toBeLessThanOrEqual(2 * activities.length + 200);
      expect(roundTripsOf(page.headers), path).toBeLessThanOrEqual(2);
      path = links.find((link) => link.includes("?after=")) ?? null;
    }
    expect(seen).toHaveLength(activities.length);
    expect(new Set(seen).size).toBe(activities.length);
    // All at the activities' own start times: in the order of the departures' keys within a time.
    const times = seen.map((key) => key.slice(key.indexOf("@") + 1));
    expect(times).toEqual([...times].sort());
    // The whole day's CSV reads each activity's name once, not once per booking.
    const csv = await operator.fetchText("GET", `/admin/calendar/${day}.csv`);
    expect(csv.text.match(/BT-KSDP-\d{4}/g)).toHaveLength(110);
    // A booking's row, its index entry and its lookups, plus a row or two per activity: under 8 a booking.
    expect(rowsReadOf(csv.headers)).toBeLessThanOrEqual(8 * 110);
  });
});

describe("the calendar's day totals", () => {
  /** Each day's totals counted from the bookings themselves, as the calendar did before migration 0042. */
  async function countedFromBookings() {
    const { results } = await env.DB.prepare(
      `SELECT b.visit_date AS date,
         sum(CASE WHEN b.status = 'confirmed' THEN b.adults + b.kids + b.people ELSE 0 END) AS confirmedPersons,
         sum(CASE WHEN b.status = 'requested' THEN b.adults + b.kids + b.people ELSE 0 END) AS requestedPersons,
         sum(CASE WHEN b.status = 'confirmed' THEN b.vehicles ELSE 0 END) AS confirmedVehicles,
         sum(CASE WHEN b.status = 'requested' THEN b.vehicles ELSE 0 END) AS requestedVehicles,
         count(DISTINCT coalesce('a' || b.activity_id, 't' || b.transport_id) || '@'
           || coalesce(b.start_time, a.start_time, '')) AS trips
       FROM bookings b LEFT JOIN activities a ON a.id = b.activity_id
       WHERE b.status IN ('requested', 'confirmed') GROUP BY b.visit_date ORDER BY b.visit_date`,
    ).all();
    return results;
  }
  const kept = async () => (await env.DB.prepare(CALENDAR_MONTH_SQL).bind("0000-01-01", "9999-12-31").all()).results;

  it("stay equal to the bookings' own totals as bookings arrive, move, change and go", async () => {
    const references = await insertBookings("KSDT", 6, Date.UTC(2036, 0, 1));
    expect(await kept()).toEqual(await countedFromBookings());
    await env.DB.prepare("UPDATE bookings SET visit_date = '2031-02-06', adults = 4 WHERE reference = ?")
      .bind(references[1])
      .run();
    await env.DB.prepare("UPDATE bookings SET status = 'declined' WHERE reference = ?").bind(references[2]).run();
    await env.DB.prepare("UPDATE bookings SET status = 'confirmed' WHERE reference = ?").bind(references[4]).run();
    await env.DB.prepare("UPDATE bookings SET start_time = '17:30' WHERE reference = ?").bind(references[5]).run();
    await env.DB.prepare("DELETE FROM bookings WHERE reference = ?").bind(references[0]).run();
    expect(await kept()).toEqual(await countedFromBookings());
  });
});

/** A render of `path` past the edge cache, as the benchmark asks for it. */
function rendered(path: string): Promise<Response> {
  const request = new Request(`http://en.localhost${path}`, { headers: { "X-Cache-Bypass": "1" } });
  return (exports as unknown as { default: Fetcher }).default.fetch(request);
}

describe("the rows a page reads", () => {
  it("stay bounded on the back office's lists, whatever the filters, in at most two round trips", async () => {
    await insertBookings("KSRR", 60, Date.UTC(2035, 0, 1));
    for (const path of [
      "/admin/bookings",
      "/admin/bookings?status=confirmed",
      "/admin/bookings?q=KSRR",
      "/admin/reviews",
      "/admin/reviews?kind=activity",
      "/admin/trips",
      "/admin/team/activity",
      "/admin/activities",
      "/admin/calendar",
      "/admin/calendar/2031-02-05",
    ]) {
      const page = await operator.page(path);
      expect(page.status, path).toBe(200);
      expect(roundTripsOf(page.headers), path).toBeLessThanOrEqual(2);
      // A page of rows and what each shows (its activity's name, a review's subject), whatever the
      // table's size: the target on the large database is 2,000.
      expect.soft(rowsReadOf(page.headers), path).toBeLessThanOrEqual(1000);
    }
  });

  it("of a search for a common name read a page of its matches, however many there are", async () => {
    const rowsOfSearch = async () => {
      const page = await operator.page("/admin/bookings?q=Commonname");
      expect(page.status).toBe(200);
      expect(referencesIn(page.text)).toHaveLength(20);
      return rowsReadOf(page.headers) ?? Number.POSITIVE_INFINITY;
    };
    const named = async (marker: string, count: number, start: number) => {
      const references = await insertBookings(marker, count, start);
      await env.DB.prepare(`UPDATE bookings SET last_name = 'Commonname ' || reference WHERE reference LIKE ?`)
        .bind(`BT-${marker}-%`)
        .run();
      return references;
    };
    await named("KSCA", 150, Date.UTC(2033, 0, 1));
    const before = await rowsOfSearch();
    const newest = await named("KSCB", 450, Date.UTC(2033, 6, 1));
    const after = await rowsOfSearch();
    // Only the count, which stops at 1,000 ("more than"), reads every match, and only in the index:
    // a row each. The page and the counts per source read their own few.
    expect(after - before, `${before} -> ${after}`).toBeLessThanOrEqual(450 + 50);
    const page = await operator.page("/admin/bookings?q=Commonname");
    expect(referencesIn(page.text)).toEqual([...newest].reverse().slice(0, 20));
    expect(textOf(page.text)).toContain("600 bookings");
    // The website's count per source, past the 100 newest matches it reads, is a lower bound.
    expect(textOf(page.text)).toMatch(/\(10\d\+\)/);
  });

  it("stay bounded on the public pages", async () => {
    for (const [path, bound] of [
      // Measured on the seeded catalogue (112 activities) when issue 37 began, with a quarter more room.
      ["/", 650],
      ["/activity", 1250],
      ["/results?query=ubud", 3000],
      ["/api/search?query=ubud", 3000],
      ["/api/type", 1200],
    ] as const) {
      const page = await rendered(path);
      expect(page.status, path).toBe(200);
      expect.soft(rowsReadOf(page.headers), path).toBeLessThanOrEqual(bound);
    }
  });
});

describe("the team at a large operator's size", () => {
  it("finds the operators through their own index, never by reading every account", async () => {
    for (const sql of [TEAM_MEMBERS_SQL, TRAIL_PEOPLE_SQL]) {
      const plan = shown(await planOf(sql, []));
      expect(plan).toMatch(/users_operators_by_name/);
      expect(plan).not.toMatch(/^SCAN (?:u|users)$/m);
    }
  });

  it("reads the team and its trail in rows that do not grow with the tourists' accounts", async () => {
    const before = {
      team: rowsReadOf((await operator.page("/admin/team")).headers) ?? 0,
      trail: rowsReadOf((await operator.page("/admin/team/activity")).headers) ?? 0,
    };
    await env.DB.batch(
      Array.from({ length: 400 }, (_, index) =>
        env.DB.prepare("INSERT INTO users (name, email, role) VALUES (?1, ?2, 'tourist')").bind(
          `Tourist ${index}`,
          `team-size-${index}@example.com`,
        ),
      ),
    );
    const team = await operator.page("/admin/team");
    const trail = await operator.page("/admin/team/activity");
    expect(team.status).toBe(200);
    expect(trail.status).toBe(200);
    expect(rowsReadOf(team.headers)).toBeLessThan(before.team + 20);
    expect(rowsReadOf(trail.headers)).toBeLessThan(before.trail + 20);
  });
});

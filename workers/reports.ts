/**
 * The back office's reports (issue 41, docs/reports.md): one D1 batch reads every figure of a
 * period and of the period before, from day totals the booking and review triggers keep
 * (migrations 0057 and 0060, decision 0084), the departures' occupancy (migration 0066, decision 0091)
 * and the takings totals kept before it.
 * Bookings count on the Bali day they were made; visits, cancellations and occupancy on the day of
 * the visit; money paid on the day it was taken.
 */

import { addDays } from "#domain/availability.ts";
import type { Locale } from "#domain/locale.ts";
import {
  baliDayStartUtc,
  bucketSizeFor,
  bucketsOf,
  type CancellationRow,
  type CountRow,
  daysIn,
  type Headline,
  isWholeMonth,
  isWholeWeek,
  isWholeYear,
  LEAD_TIME_BUCKETS,
  type LeadTimeBucket,
  type OccupancyRow,
  type Period,
  previousPeriod,
  type ReportData,
  type RequestsRow,
  type SeriesPoint,
  sumIntoBuckets,
} from "#domain/reports.ts";
import { rowsOf } from "#workers/sql.ts";

/*
 * Every statement reads its parameters from this one list:
 * ?1 locale, ?2 when the period before began (UTC), ?3 when the period began (UTC), ?4 when it
 * ended (UTC, excluded), ?5 the first day before, ?6 the period's first day, ?7 its last day;
 * the whole months of the period from ?8 to ?9 (excluded) and of the period before from ?10 to ?11
 * (excluded), an empty span at the period's first day when it has none; ?12 the day after ?7.
 */

/** Both periods' days outside their whole months (`edges`), and their whole months (`months`). */
const EDGES_AND_MONTHS = `edges (first, after) AS (VALUES (?5, ?10), (?11, ?6), (?6, ?8), (?9, ?12)),
    months (first, after) AS (VALUES (?10, ?11), (?8, ?9))`;

/**
 * Occupancy reads the departures' seats sold and capacity that the triggers of migration 0066 keep
 * (decision 0091): the headline from the totals of each day and month over all activities, the top
 * and bottom activities from each activity's months, the days of a range's partial months from
 * their departures; the top and bottom departures from the ends of the indexes by how full they are.
 */
const HEADLINE_OCCUPANCY = `WITH ${EDGES_AND_MONTHS},
    parts AS (
      SELECT d.visit_date >= ?6 AS now, d.sold, d.capacity
      FROM edges e JOIN booking_run_days d ON d.visit_date >= e.first AND d.visit_date < e.after
      UNION ALL
      SELECT m.month >= ?6, m.sold, m.capacity
      FROM months s JOIN booking_run_months m ON m.month >= s.first AND m.month < s.after)
  SELECT now, sum(sold) AS sold, sum(capacity) AS capacity FROM parts GROUP BY now HAVING sum(capacity) > 0`;

/**
 * The ten fullest and the ten emptiest activities of the period (`fullest` 1 or 0), ranked in one
 * statement from each activity's seats sold and capacity, summed once for both ends: its whole
 * months read activity after activity in the key's order (no sort of a year's 43,000 month rows on
 * the large database), the partial months' departures added to them. A range without a whole
 * month walks no rule at all (`?8 < ?9` is tested once, before the walk).
 */
const ACTIVITY_TOTALS = `WITH edges (first, after) AS (VALUES (?6, ?8), (?9, ?12)),
  parts AS (
    SELECT r.activity_id, r.sold, r.capacity
    FROM edges e JOIN booking_runs r ON r.visit_date >= e.first AND r.visit_date < e.after AND r.capacity > 0
    UNION ALL
    SELECT a.activity_id, sum(m.sold), sum(m.capacity)
    FROM availability_rules a JOIN activity_run_months m ON m.activity_id = a.activity_id AND m.month >= ?8 AND m.month < ?9
    WHERE ?8 < ?9 AND a.activity_id IS NOT NULL GROUP BY a.activity_id),
  totals AS MATERIALIZED (
    SELECT activity_id, sum(sold) AS sold, sum(capacity) AS capacity FROM parts GROUP BY activity_id HAVING sum(capacity) > 0),
  fullest AS (SELECT * FROM totals ORDER BY sold * 1.0 / capacity DESC, sold DESC, activity_id LIMIT 10),
  emptiest AS (SELECT * FROM totals ORDER BY sold * 1.0 / capacity, sold, activity_id LIMIT 10)`;

/**
 * A calendar month's, a week's or a calendar year's ten fullest and ten emptiest activities: the
 * first entries of the period in the indexes of the activities' months, weeks or years by how full
 * they are (migrations 0072 and 0073), nothing summed. That row is the activity's whole period, and
 * one left at no capacity is in neither index, as its total is not ranked.
 */
function keptActivityTotals(kept: "month" | "week" | "year"): string {
  const ranked = (ranking: "fullest" | "emptiest", order: "ASC" | "DESC") =>
    `SELECT activity_id, sold, capacity FROM activity_run_${kept}s INDEXED BY activity_run_${kept}s_${ranking}
    WHERE ${kept} = ?6 AND capacity > 0 ORDER BY sold * 1.0 / capacity ${order}, sold ${order}, activity_id LIMIT 10`;
  return `WITH fullest AS (${ranked("fullest", "DESC")}), emptiest AS (${ranked("emptiest", "ASC")})`;
}

const ACTIVITY_NAME = `coalesce((SELECT name FROM activity_translations WHERE activity_id = runs.activity_id AND locale = ?1),
  (SELECT name FROM activity_translations WHERE activity_id = runs.activity_id AND locale = 'id'), '')`;

/**
 * A range longer than this reads its emptiest departures from the index's end; a shorter one reads
 * its days' departures, as the index holds every empty departure of two years in date order
 * (45,000 on the large database) before a recent month's.
 */
export const EMPTIEST_BY_INDEX_AFTER_DAYS = 92;

/**
 * The ten fullest (DESC) or emptiest (ASC) departures of the period: from the index's end within
 * the range, from the range's days sorted, or from the start of a calendar month's or year's entries
 * in the index of each month's or year's departures (migrations 0072 and 0073).
 */
function departuresSql(order: "ASC" | "DESC", read: "index" | "days" | "month" | "year"): string {
  const ranking = order === "DESC" ? "fullest" : "emptiest";
  const from = {
    index: `booking_runs AS runs INDEXED BY booking_runs_${ranking}`,
    days: "booking_runs AS runs",
    month: `booking_runs AS runs INDEXED BY booking_runs_${ranking}_of_month`,
    year: `booking_runs AS runs INDEXED BY booking_runs_${ranking}_of_year`,
  }[read];
  const range = {
    index: "visit_date >= ?6 AND visit_date <= ?7",
    days: "visit_date >= ?6 AND visit_date <= ?7",
    month: "substr(visit_date, 1, 7) = substr(?6, 1, 7)",
    year: "substr(visit_date, 1, 4) = substr(?6, 1, 4)",
  }[read];
  const fill = read === "days" ? "+fill" : "fill";
  return `SELECT activity_id, ${ACTIVITY_NAME} AS name, visit_date, start_time, sold, capacity
    FROM ${from} WHERE ${range} AND capacity > 0
    ORDER BY ${fill} ${order}, sold ${order}, visit_date, activity_id, start_time LIMIT 10`;
}

/**
 * The ten fullest (DESC) or emptiest (ASC) departures of a short range: the first ten of each of
 * its days from the index of each day's departures (migration 0072), ranked together. (D1 takes
 * no UNION of a month's days: a day's ten are looked up by their keys.)
 */
function departuresByDaySql(order: "ASC" | "DESC"): string {
  const ranking = order === "DESC" ? "fullest" : "emptiest";
  return `WITH RECURSIVE days (day) AS (SELECT ?6 UNION ALL SELECT date(day, '+1 day') FROM days WHERE day < ?7),
    ranked AS (
      SELECT r.activity_id, r.visit_date, r.start_time, r.sold, r.capacity
      FROM days JOIN booking_runs AS r ON r.visit_date = days.day AND (r.activity_id, r.start_time) IN (
        SELECT activity_id, start_time FROM booking_runs INDEXED BY booking_runs_${ranking}_of_day
        WHERE visit_date = days.day AND capacity > 0 ORDER BY fill ${order}, sold ${order}, activity_id, start_time LIMIT 10)
      ORDER BY r.fill ${order}, r.sold ${order}, r.visit_date, r.activity_id, r.start_time LIMIT 10)
  SELECT activity_id, ${ACTIVITY_NAME} AS name, visit_date, start_time, sold, capacity FROM ranked AS runs`;
}

function activitiesSql(ranked: string): string {
  return `${ranked}
  SELECT 1 AS fullest, activity_id, ${ACTIVITY_NAME} AS name, sold, capacity FROM fullest AS runs
  UNION ALL
  SELECT 0, activity_id, ${ACTIVITY_NAME}, sold, capacity FROM emptiest AS runs`;
}

/**
 * One figure of the day totals (migration 0057) over the period, keys summed, empty ones left out:
 * its whole months from the month totals (migration 0060), the days of partial months from the days.
 */
function madeInPeriod(dimension: "source" | "country" | "locale" | "lead" | "status", columns: string): string {
  return `WITH edges (first, after) AS (VALUES (?6, ?8), (?9, ?12)),
    parts AS (
      SELECT d.item, d.bookings, d.guests, d.lead_days
      FROM edges e JOIN booking_report_days d ON d.dimension = '${dimension}' AND d.booked_on >= e.first AND d.booked_on < e.after
      UNION ALL
      SELECT item, bookings, guests, lead_days FROM booking_report_months
      WHERE dimension = '${dimension}' AND month >= ?8 AND month < ?9)
    SELECT ${columns}, sum(bookings) AS bookings, sum(guests) AS guests, sum(lead_days) AS lead_days
    FROM parts GROUP BY item HAVING sum(bookings) > 0`;
}

/** Money paid in each currency, summed from the `net` of a day's or a month's rows in one group. */
const NET_PAID = (net: string) =>
  `sum(CASE currency WHEN 'IDR' THEN ${net} ELSE 0 END) AS idr, sum(CASE currency WHEN 'USD' THEN ${net} ELSE 0 END) AS usd`;

export const REPORT_SQL = {
  days: `SELECT booked_on AS day, sum(bookings) AS bookings, sum(guests) AS guests,
      sum(booked_idr) AS booked_idr, sum(booked_usd_cents) AS booked_usd
    FROM booking_report_days WHERE dimension = 'made' AND booked_on >= ?5 AND booked_on <= ?7
    GROUP BY booked_on HAVING sum(bookings) > 0`,
  // Both currencies summed in one group per day, in the key's order: no sort of the days' rows.
  paid: `SELECT paid_on AS day, ${NET_PAID("received_minor - refunded_minor")}
    FROM booking_takings WHERE paid_on >= ?5 AND paid_on <= ?7 GROUP BY paid_on`,
  reviews: `SELECT reviewed_on AS day, reviews, stars FROM review_report_days
    WHERE reviewed_on >= ?5 AND reviewed_on <= ?7 AND reviews > 0`,
  occupancy: HEADLINE_OCCUPANCY,
  topDepartures: departuresSql("DESC", "index"),
  bottomDepartures: departuresSql("ASC", "index"),
  activities: activitiesSql(ACTIVITY_TOTALS),
  sources: `${madeInPeriod("source", "substr(item, 1, instr(item, ':') - 1) AS key, substr(item, instr(item, ':') + 1) AS name")}
    ORDER BY bookings DESC, key, name`,
  countries: `${madeInPeriod("country", "item AS key, '' AS name")} ORDER BY bookings DESC, key`,
  languages: `${madeInPeriod("locale", "item AS key, '' AS name")} ORDER BY bookings DESC, key`,
  leadTime: madeInPeriod("lead", "item AS bucket"),
  // Both periods' whole months from the month totals (migration 0072), their other days from the days.
  cancellations: `WITH ${EDGES_AND_MONTHS},
    parts AS (
      SELECT d.visit_date >= ?6 AS now, d.kind, d.bookings, d.fee_idr, d.fee_usd_cents
      FROM edges e JOIN booking_cancellation_days d ON d.visit_date >= e.first AND d.visit_date < e.after
      UNION ALL
      SELECT m.month >= ?6, m.kind, m.bookings, m.fee_idr, m.fee_usd_cents
      FROM months s JOIN booking_cancellation_months m ON m.month >= s.first AND m.month < s.after)
    SELECT now, kind, sum(bookings) AS bookings, sum(fee_idr) AS fee_idr, sum(fee_usd_cents) AS fee_usd
    FROM parts GROUP BY 1, 2 HAVING sum(bookings) > 0`,
  requests: madeInPeriod("status", "item AS status"),
  expiredHolds: `SELECT count(*) AS holds FROM channels c
    JOIN channel_bookings cb ON cb.channel_id = c.id AND cb.created_at >= ?3 AND cb.created_at < ?4
    WHERE cb.status = 'EXPIRED'`,
} as const;

/** The statements a short range reads instead (see EMPTIEST_BY_INDEX_AFTER_DAYS). */
export const SHORT_RANGE_SQL = { bottomDepartures: departuresSql("ASC", "days") } as const;

/**
 * The statements a calendar month reads instead (this month, last month, or a month typed as a
 * range): its rankings from the indexes that start with the month, its countries in the order shown.
 */
export const MONTH_SQL = {
  topDepartures: departuresSql("DESC", "month"),
  bottomDepartures: departuresSql("ASC", "month"),
  activities: activitiesSql(keptActivityTotals("month")),
  countries: `SELECT item AS key, '' AS name, bookings, guests, lead_days
    FROM booking_report_months INDEXED BY booking_report_months_by_bookings
    WHERE dimension = 'country' AND month = ?6 AND bookings > 0 ORDER BY bookings DESC, key`,
} as const;

/**
 * The statements a calendar year reads instead ("This year", "Last year", or a year typed as a range): its
 * rankings from the indexes that start with the year (migration 0073), its countries from their
 * year in the order shown.
 */
export const YEAR_SQL = {
  topDepartures: departuresSql("DESC", "year"),
  bottomDepartures: departuresSql("ASC", "year"),
  activities: activitiesSql(keptActivityTotals("year")),
  countries: `SELECT item AS key, '' AS name, bookings, guests, lead_days
    FROM booking_country_years INDEXED BY booking_country_years_by_bookings
    WHERE year = ?6 AND bookings > 0 ORDER BY bookings DESC, key`,
} as const;

/** A range of at most this many days reads its departures as the first ten of each day. */
export const DEPARTURES_BY_DAY_UP_TO_DAYS = 31;

/** What a range of at most DEPARTURES_BY_DAY_UP_TO_DAYS days reads instead: its departures by day. */
export const DAYS_SQL = {
  topDepartures: departuresByDaySql("DESC"),
  bottomDepartures: departuresByDaySql("ASC"),
} as const;

/** What a week (Monday to Sunday) reads instead: its activities ranked from their weeks, its departures by day. */
export const WEEK_SQL = { ...DAYS_SQL, activities: activitiesSql(keptActivityTotals("week")) } as const;

/**
 * What a range charted by month reads instead (over 124 days, a year's): the bookings made, money
 * paid and reviews of both periods from their month totals (migrations 0072 and 0073), the days
 * only at the ends of each period. A month's row stands for its first day, which lies in the same
 * period and the same month's bar.
 */
export const LONG_RANGE_SQL = {
  days: `WITH ${EDGES_AND_MONTHS}
    SELECT d.booked_on AS day, sum(d.bookings) AS bookings, sum(d.guests) AS guests,
      sum(d.booked_idr) AS booked_idr, sum(d.booked_usd_cents) AS booked_usd
    FROM edges e JOIN booking_report_days d ON d.dimension = 'made' AND d.booked_on >= e.first AND d.booked_on < e.after
    GROUP BY d.booked_on HAVING sum(d.bookings) > 0
    UNION ALL
    SELECT m.month, sum(m.bookings), sum(m.guests), sum(m.booked_idr), sum(m.booked_usd_cents)
    FROM months s JOIN booking_report_months m ON m.dimension = 'made' AND m.month >= s.first AND m.month < s.after
    GROUP BY m.month HAVING sum(m.bookings) > 0`,
  paid: `WITH ${EDGES_AND_MONTHS}
    SELECT t.paid_on AS day, ${NET_PAID("t.received_minor - t.refunded_minor")}
    FROM edges e JOIN booking_takings t ON t.paid_on >= e.first AND t.paid_on < e.after GROUP BY t.paid_on
    UNION ALL
    SELECT m.month, ${NET_PAID("m.net_minor")}
    FROM months s JOIN booking_taking_months m ON m.month >= s.first AND m.month < s.after GROUP BY m.month`,
  reviews: `WITH ${EDGES_AND_MONTHS}
    SELECT d.reviewed_on AS day, d.reviews, d.stars
    FROM edges e JOIN review_report_days d ON d.reviewed_on >= e.first AND d.reviewed_on < e.after AND d.reviews > 0
    UNION ALL
    SELECT m.month, m.reviews, m.stars
    FROM months s JOIN review_report_months m ON m.month >= s.first AND m.month < s.after AND m.reviews > 0`,
} as const;

/**
 * The statements of a period's batch: REPORT_SQL, with MONTH_SQL's for a calendar month, WEEK_SQL's
 * for a week, YEAR_SQL's for a calendar year, and another range's departures by day (31 days or
 * fewer) or by SHORT_RANGE_SQL (92). Any other range ranks its activities live (decision 0099).
 */
export function reportSqlFor(period: Period): Record<keyof typeof REPORT_SQL, string> {
  const figures = bucketSizeFor(period.from, period.to) === "month" ? { ...REPORT_SQL, ...LONG_RANGE_SQL } : REPORT_SQL;
  return { ...figures, ...rankingsSqlFor(period) };
}

/** The rankings' statements that replace REPORT_SQL's for the period's length and shape. */
function rankingsSqlFor(period: Period): Partial<Record<keyof typeof REPORT_SQL, string>> {
  const days = daysIn(period.from, period.to);
  if (isWholeMonth(period)) return MONTH_SQL;
  if (isWholeYear(period)) return YEAR_SQL;
  if (isWholeWeek(period)) return WEEK_SQL;
  if (days <= DEPARTURES_BY_DAY_UP_TO_DAYS) return DAYS_SQL;
  return days > EMPTIEST_BY_INDEX_AFTER_DAYS ? {} : SHORT_RANGE_SQL;
}

type Params = [Locale, ...string[]];

export function paramsOf(locale: Locale, period: Period, previous: { from: string; to: string }): Params {
  return [
    locale,
    baliDayStartUtc(previous.from),
    baliDayStartUtc(period.from),
    baliDayStartUtc(addDays(period.to, 1)),
    previous.from,
    period.from,
    period.to,
    ...wholeMonths(period.from, period.to),
    ...wholeMonths(previous.from, previous.to),
    addDays(period.to, 1),
  ];
}

/** The whole months from `from` to `to` as their first day and the day after the last, or an empty span at `from`. */
export function wholeMonths(from: string, to: string): [string, string] {
  const first = from.endsWith("-01") ? from : nextMonthStart(from);
  const after = addDays(to, 1).endsWith("-01") ? addDays(to, 1) : `${to.slice(0, 7)}-01`;
  return first < after ? [first, after] : [from, from];
}

function nextMonthStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** A statement bound to the parameters up to the highest it names (D1 refuses more). */
function bound(db: D1Database, sql: string, params: Params): D1PreparedStatement {
  const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
  return db.prepare(sql).bind(...params.slice(0, highest));
}

interface DayRow {
  day: string;
  bookings: number;
  guests: number;
  booked_idr: number;
  booked_usd: number;
}
interface PaidRow {
  day: string;
  idr: number;
  usd: number;
}
interface ReviewDayRow {
  day: string;
  reviews: number;
  stars: number;
}
interface RunRow {
  activity_id: number;
  name: string;
  visit_date?: string;
  start_time?: string;
  sold: number;
  capacity: number;
}

/** Every figure of `period` and of the period before it, in one round trip. */
export async function reportData(db: D1Database, locale: Locale, period: Period): Promise<ReportData> {
  const previous = previousPeriod(period);
  const params = paramsOf(locale, period, previous);
  const statements = reportSqlFor(period);
  const names = Object.keys(statements) as (keyof typeof REPORT_SQL)[];
  const results = await db.batch(names.map((name) => bound(db, statements[name], params)));
  const rows = <T>(name: keyof typeof REPORT_SQL) => rowsOf<T>(results[names.indexOf(name)]);

  const isNow = (day: string) => day >= period.from;
  const days = rows<DayRow>("days");
  const paid = rows<PaidRow>("paid");
  const reviews = rows<ReviewDayRow>("reviews");
  const occupancy = rows<{ now: number; sold: number; capacity: number }>("occupancy");
  const activities = rows<RunRow & { fullest: number }>("activities");
  const cancellations = rows<{
    now: number;
    kind: CancellationRow["kind"];
    bookings: number;
    fee_idr: number;
    fee_usd: number;
  }>("cancellations");
  const headline = (now: boolean): Headline => {
    const inPeriod = <T extends { day: string }>(list: T[]) => list.filter((row) => isNow(row.day) === now);
    const sum = <T>(list: T[], pick: (row: T) => number) => list.reduce((total, row) => total + pick(row), 0);
    const dayRows = inPeriod(days);
    const reviewRows = inPeriod(reviews);
    const reviewCount = sum(reviewRows, (row) => row.reviews);
    const seats = occupancy.find((row) => Boolean(row.now) === now);
    const ended = cancellations.filter((row) => Boolean(row.now) === now);
    return {
      bookings: sum(dayRows, (row) => row.bookings),
      guests: sum(dayRows, (row) => row.guests),
      booked: { IDR: sum(dayRows, (row) => row.booked_idr), USD: sum(dayRows, (row) => row.booked_usd) },
      paid: { IDR: sum(inPeriod(paid), (row) => row.idr), USD: sum(inPeriod(paid), (row) => row.usd) },
      occupancyPercent: seats && seats.capacity > 0 ? Math.round((seats.sold / seats.capacity) * 100) : null,
      cancellations: sum(
        ended.filter((row) => row.kind !== "no_show"),
        (row) => row.bookings,
      ),
      noShows: sum(
        ended.filter((row) => row.kind === "no_show"),
        (row) => row.bookings,
      ),
      reviews: reviewCount,
      rating: reviewCount > 0 ? Math.round((sum(reviewRows, (row) => row.stars) / reviewCount) * 10) / 10 : null,
    };
  };

  return {
    period,
    previous,
    bucketSize: bucketSizeFor(period.from, period.to),
    now: headline(true),
    before: headline(false),
    series: seriesOf(
      period,
      days.filter((row) => isNow(row.day)),
      paid.filter((row) => isNow(row.day)),
      reviews,
    ),
    topActivities: activities.filter((row) => row.fullest).map(occupancyRow),
    bottomActivities: activities.filter((row) => !row.fullest).map(occupancyRow),
    topDepartures: rows<RunRow>("topDepartures").map(occupancyRow),
    bottomDepartures: rows<RunRow>("bottomDepartures").map(occupancyRow),
    sources: rows<CountRow>("sources"),
    countries: rows<CountRow>("countries"),
    languages: rows<CountRow>("languages"),
    leadTime: leadTimeOf(rows<{ bucket: LeadTimeBucket; bookings: number; lead_days: number }>("leadTime")),
    cancellations: cancellations
      .filter((row) => Boolean(row.now))
      .map((row) => ({ kind: row.kind, bookings: row.bookings, feeIdr: row.fee_idr, feeUsdCents: row.fee_usd })),
    requests: requestsOf(
      rows<{ status: string; bookings: number }>("requests"),
      rows<{ holds: number }>("expiredHolds")[0]?.holds ?? 0,
    ),
  };
}

function occupancyRow(row: RunRow): OccupancyRow {
  return {
    activityId: row.activity_id,
    name: row.name,
    ...(row.visit_date === undefined ? {} : { date: row.visit_date, startTime: row.start_time ?? "" }),
    sold: row.sold,
    capacity: row.capacity,
    percent: Math.round((row.sold / row.capacity) * 100),
  };
}

function seriesOf(period: Period, days: DayRow[], paid: PaidRow[], reviews: ReviewDayRow[]): SeriesPoint[] {
  const size = bucketSizeFor(period.from, period.to);
  const buckets = bucketsOf(period.from, period.to, size);
  const summed = <T extends { day: string }>(list: T[], pick: (row: T) => number) =>
    sumIntoBuckets(
      list.map((row) => ({ day: row.day, value: pick(row) })),
      buckets,
      size,
    );
  const bookings = summed(days, (row) => row.bookings);
  const guests = summed(days, (row) => row.guests);
  const bookedIdr = summed(days, (row) => row.booked_idr);
  const bookedUsd = summed(days, (row) => row.booked_usd);
  const paidIdr = summed(paid, (row) => row.idr);
  const nowReviews = reviews.filter((row) => row.day >= period.from);
  const reviewCounts = summed(nowReviews, (row) => row.reviews);
  const stars = summed(nowReviews, (row) => row.stars);
  return buckets.map((bucket, index) => ({
    bucket,
    bookings: bookings[index] ?? 0,
    guests: guests[index] ?? 0,
    bookedIdr: bookedIdr[index] ?? 0,
    bookedUsdCents: bookedUsd[index] ?? 0,
    paidIdr: paidIdr[index] ?? 0,
    reviews: reviewCounts[index] ?? 0,
    rating:
      (reviewCounts[index] ?? 0) > 0 ? Math.round(((stars[index] ?? 0) / (reviewCounts[index] ?? 1)) * 10) / 10 : null,
  }));
}

function leadTimeOf(rows: { bucket: LeadTimeBucket; bookings: number; lead_days: number }[]): ReportData["leadTime"] {
  const total = rows.reduce((sum, row) => sum + row.bookings, 0);
  const days = rows.reduce((sum, row) => sum + row.lead_days, 0);
  return {
    buckets: LEAD_TIME_BUCKETS.map(({ key }) => ({
      key,
      bookings: rows.find((row) => row.bucket === key)?.bookings ?? 0,
    })),
    averageDays: total > 0 ? Math.round((days / total) * 10) / 10 : null,
  };
}

function requestsOf(rows: { status: string; bookings: number }[], expiredHolds: number): RequestsRow {
  const count = (status: string) => rows.find((row) => row.status === status)?.bookings ?? 0;
  return {
    requested: count("requested"),
    confirmed: count("confirmed"),
    declined: count("declined"),
    cancelled: count("cancelled"),
    expiredHolds,
  };
}

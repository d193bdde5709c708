/**
 * The back office's reports (issue 41): the periods an operator picks, the period before each,
 * the buckets of a chart, and the shapes the worker answers. Days are Bali's calendar days
 * (Asia/Makassar, UTC+8): a booking made at 23:30 on the 31st in Bali belongs to the 31st, though
 * the database stores 15:30Z.
 */
import { addDays } from "./availability.ts";
import { baliToday } from "./bali-time.ts";
import { addMonths, monthRange } from "./operator-day.ts";

export const PERIOD_PRESETS = ["week", "month", "last-month", "year", "last-year", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The longest range a report reads: a year, a leap year's included. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_NAMES = [
  "bookings",
  "revenue",
  "occupancy",
  "departures",
  "sources",
  "countries",
  "languages",
  "lead-time",
  "cancellations",
  "requests",
  "reviews",
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export interface Period {
  preset: PeriodPreset;
  /** First and last day, both included, "YYYY-MM-DD" in Bali. */
  from: string;
  to: string;
}

/** The days of a period, both ends counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Monday of the week of `date` (ISO weeks, as the calendar in Bali counts them). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The days a preset names on `today` (Bali); a custom range is given. This year is the whole
 * calendar year, as this month is the whole month: the departures already booked for its later
 * days count. Last year is the whole calendar year before.
 */
export function presetPeriod(preset: Exclude<PeriodPreset, "custom">, today: string): Period {
  if (preset === "week") {
    const monday = mondayOf(today);
    return { preset, from: monday, to: addDays(monday, 6) };
  }
  if (preset === "year" || preset === "last-year") {
    const year = String(Number(today.slice(0, 4)) - (preset === "year" ? 0 : 1)).padStart(4, "0");
    return { preset, from: `${year}-01-01`, to: `${year}-12-31` };
  }
  const month = preset === "month" ? today.slice(0, 7) : addMonths(today.slice(0, 7), -1);
  const { first, last } = monthRange(month);
  return { preset, from: first, to: last };
}

/**
 * The period a report compares with: the calendar month before a whole month, the calendar year
 * before a whole year, otherwise as many days just before.
 */
export function previousPeriod(period: Period): { from: string; to: string } {
  if (isWholeMonth(period)) {
    const { first, last } = monthRange(addMonths(period.from.slice(0, 7), -1));
    return { from: first, to: last };
  }
  if (isWholeYear(period)) {
    const { from, to } = presetPeriod("last-year", period.from);
    return { from, to };
  }
  const length = daysIn(period.from, period.to);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** Whether the period is one calendar month, first day to last. */
export function isWholeMonth(period: { from: string; to: string }): boolean {
  const { first, last } = monthRange(period.from.slice(0, 7));
  return period.from === first && period.to === last;
}

/** Whether the period is one calendar year, 1 January to 31 December. */
export function isWholeYear(period: { from: string; to: string }): boolean {
  return period.from.endsWith("-01-01") && period.to === `${period.from.slice(0, 4)}-12-31`;
}

/** Whether the period is one week, Monday to Sunday. */
export function isWholeWeek(period: { from: string; to: string }): boolean {
  return period.from === mondayOf(period.from) && period.to === addDays(period.from, 6);
}

/** The moment Bali's day `date` begins, as the UTC ISO text D1 stores moments in ("…T16:00:00.000Z" the day before). */
export function baliDayStartUtc(date: string): string {
  return `${addDays(date, -1)}T16:00:00.000Z`;
}

export type BucketSize = "day" | "week" | "month";

/** Days for a month or less, weeks up to about four months, months beyond: 5 to 31 bars or points. */
export function bucketSizeFor(from: string, to: string): BucketSize {
  const length = daysIn(from, to);
  return length <= 31 ? "day" : length <= 124 ? "week" : "month";
}

/** The bucket a day falls in: itself, its week's Monday, or its month's first day. */
export function bucketOf(date: string, size: BucketSize): string {
  if (size === "day") return date;
  return size === "week" ? mondayOf(date) : `${date.slice(0, 7)}-01`;
}

/** Every bucket of the period in order, empty ones included, so a chart shows the quiet days too. */
export function bucketsOf(from: string, to: string, size: BucketSize): string[] {
  const buckets: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const bucket = bucketOf(date, size);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** Per-day values summed into the period's buckets, zeros where nothing happened. */
export function sumIntoBuckets(
  days: readonly { day: string; value: number }[],
  buckets: readonly string[],
  size: BucketSize,
): number[] {
  const sums = new Map(buckets.map((bucket) => [bucket, 0]));
  for (const { day, value } of days) {
    const bucket = bucketOf(day, size);
    if (sums.has(bucket)) sums.set(bucket, (sums.get(bucket) ?? 0) + value);
  }
  return buckets.map((bucket) => sums.get(bucket) ?? 0);
}

/** The change from `before` to `now` in per cent, rounded; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  return before === 0 ? null : Math.round(((now - before) / before) * 100);
}

/** Today's preset period, as the front page opens. */
export function defaultPeriod(now: Date = new Date()): Period {
  return presetPeriod("month", baliToday(now));
}

/** The lead-time buckets, in days from the booking's day to the visit's (Bali). */
export const LEAD_TIME_BUCKETS = [
  { key: "same-day", min: 0, max: 0 },
  { key: "1-7", min: 1, max: 7 },
  { key: "8-30", min: 8, max: 30 },
  { key: "31-90", min: 31, max: 90 },
  { key: "91+", min: 91, max: Number.POSITIVE_INFINITY },
] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number]["key"];

/* ---------- What the worker answers ---------- */

export interface MoneyByCurrency {
  IDR: number;
  /** US cents. */
  USD: number;
}

/** The headline figures of one period. */
export interface Headline {
  bookings: number;
  guests: number;
  /** What the bookings made in the period are worth: totals, or the fee of a cancelled one, in the currency booked. */
  booked: MoneyByCurrency;
  /** What came in less what went back, by the day it was paid (the takings). */
  paid: MoneyByCurrency;
  /** Seats sold of the capacity of the departures that ran, in per cent; null without capacity. */
  occupancyPercent: number | null;
  cancellations: number;
  noShows: number;
  reviews: number;
  /** The average rating, one decimal; null without reviews. */
  rating: number | null;
}

export interface SeriesPoint {
  bucket: string;
  bookings: number;
  guests: number;
  bookedIdr: number;
  bookedUsdCents: number;
  paidIdr: number;
  reviews: number;
  rating: number | null;
}

export interface OccupancyRow {
  activityId: number;
  name: string;
  /** The departure's day and start ("" for a day's shared capacity); absent for an activity's total. */
  date?: string;
  startTime?: string;
  sold: number;
  capacity: number;
  percent: number;
}

export interface CountRow {
  key: string;
  /** A label from the database (a channel's or agent's name); the page words the key otherwise. */
  name: string;
  bookings: number;
  guests: number;
}

export interface CancellationRow {
  kind: "tourist" | "operator" | "no_show";
  bookings: number;
  feeIdr: number;
  feeUsdCents: number;
}

export interface RequestsRow {
  requested: number;
  confirmed: number;
  declined: number;
  cancelled: number;
  expiredHolds: number;
}

export interface ReportData {
  period: Period;
  previous: { from: string; to: string };
  bucketSize: BucketSize;
  now: Headline;
  before: Headline;
  series: SeriesPoint[];
  topActivities: OccupancyRow[];
  bottomActivities: OccupancyRow[];
  topDepartures: OccupancyRow[];
  bottomDepartures: OccupancyRow[];
  sources: CountRow[];
  countries: CountRow[];
  languages: CountRow[];
  leadTime: { buckets: { key: LeadTimeBucket; bookings: number }[]; averageDays: number | null };
  cancellations: CancellationRow[];
  requests: RequestsRow;
}

import { formatDateTime } from "./format.ts";
import type { Locale } from "./locale.ts";

/** Bali keeps UTC+8 all year (Asia/Makassar, no daylight saving). */
const BALI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Bali's wall-clock time as "YYYY-MM-DDTHH:MM", the form event times are stored in. */
export function baliDateTime(now: Date = new Date()): string {
  return new Date(now.getTime() + BALI_OFFSET_MS).toISOString().slice(0, 16);
}

/** Today's date in Bali as "YYYY-MM-DD". */
export function baliToday(now: Date = new Date()): string {
  return baliDateTime(now).slice(0, 10);
}

/** The later of two "YYYY-MM-DD" dates, which order as text. */
export function laterDay(a: string, b: string): string {
  return a < b ? b : a;
}

/** When the current day began in Bali, as an ISO timestamp in UTC (the form D1 stores moments in). */
export function baliDayStart(now: Date = new Date()): string {
  return new Date(Date.parse(`${baliToday(now)}T00:00:00Z`) - BALI_OFFSET_MS).toISOString();
}

/** "28 Nov 2026, 08:00": a moment on Bali's clock, in the page's language. */
export function baliClock(locale: Locale, moment: Date): string {
  return formatDateTime(locale, baliDateTime(moment));
}

/** A moment stored in UTC (an ISO timestamp) as Bali's clock shows it: "05 Dec 2026, 14:03 WITA". */
export function formatBaliMoment(locale: Locale, isoTimestamp: string): string {
  return `${formatDateTime(locale, baliDateTime(new Date(isoTimestamp)))} WITA`;
}

/**
 * The month calendar of the booking dialog: the dates of a month grid, where a key moves the
 * focus, and which days can be chosen. Dates are "YYYY-MM-DD" (Bali's calendar), months "YYYY-MM".
 * Weeks start on Monday on both sites.
 */
import { addDays, type DayAvailability, isoWeekday } from "./availability.ts";
import { FEW_PLACES_LEFT, PLACES_LEFT_SHOWN_UP_TO } from "./business.ts";
import type { Locale } from "./locale.ts";

/** The conventions Intl writes dates in for each site: "Selasa, 8 Desember 2026", "Tuesday 8 December 2026". */
const INTL_LOCALES: Record<Locale, string> = { id: "id-ID", en: "en-GB" };

/** Made once per language and style: making an Intl.DateTimeFormat costs more than many dates. */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): (date: string) => string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}

/** "Tuesday, 8 December 2026" in the page's language. */
export function longDate(locale: Locale, date: string): string {
  return dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" })(date);
}

/** "Tue 8 Dec" in the page's language. */
export function shortDay(locale: Locale, date: string): string {
  return dateFormat(locale, { weekday: "short", day: "numeric", month: "short" })(date);
}

/** "December 2026" in the page's language. */
export function monthName(locale: Locale, month: string): string {
  return dateFormat(locale, { month: "long", year: "numeric" })(`${month}-01`);
}

/** Monday to Sunday, short and long, in the page's language (5 to 11 January 2026 is a Monday-to-Sunday week). */
export function weekdayNames(locale: Locale): { short: string; long: string }[] {
  const short = dateFormat(locale, { weekday: "short" });
  const long = dateFormat(locale, { weekday: "long" });
  return [5, 6, 7, 8, 9, 10, 11].map((day) => {
    const date = `2026-01-${String(day).padStart(2, "0")}`;
    return { short: short(date), long: long(date) };
  });
}

/** "YYYY-MM" of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first and last date of a month, the range one availability call asks for. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${String(lastDayOf(year, monthNumber)).padStart(2, "0")}` };
}

/** The same day `months` later (or earlier), on the month's last day when it has fewer. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = lastDayOf(first.getUTCFullYear(), first.getUTCMonth() + 1);
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The month's weeks, Monday to Sunday, with the days of the months before and after that fill them. */
export function monthWeeks(month: string): string[][] {
  const { from, to } = monthRange(month);
  const weeks: string[][] = [];
  for (let monday = addDays(from, 1 - isoWeekday(from)); monday <= to; monday = addDays(monday, 7)) {
    weeks.push([0, 1, 2, 3, 4, 5, 6].map((days) => addDays(monday, days)));
  }
  return weeks;
}

/** The keys that move the focus in the grid (the WAI-ARIA date picker's). */
export type CalendarKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "PageUp" | "PageDown" | "Home" | "End";

export function isCalendarKey(key: string): key is CalendarKey {
  return ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"].includes(key);
}

/** Where a key moves the focus from `date`: by a day, a week, a month, or to the week's ends. */
export function dateAfterKey(date: string, key: CalendarKey): string {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "PageUp":
      return addMonths(date, -1);
    case "PageDown":
      return addMonths(date, 1);
    case "Home":
      return addDays(date, 1 - isoWeekday(date));
    case "End":
      return addDays(date, 7 - isoWeekday(date));
  }
}

/** A date kept within the bookable range. */
export function clampDate(date: string, first: string, last: string): string {
  if (date < first) return first;
  return date > last ? last : date;
}

/** Whether a day can be chosen: within the range, and open or with a few places left. */
export function isChoosable(day: DayAvailability | undefined, first: string, last: string): day is DayAvailability {
  return !!day && day.date >= first && day.date <= last && (day.status === "open" || day.status === "few");
}

/** Whether the calendar names the count of places left (a few), or only says the day or time is available. */
export function showsPlacesLeft(remaining: number): boolean {
  return remaining <= Math.max(PLACES_LEFT_SHOWN_UP_TO, FEW_PLACES_LEFT);
}

/** The start times of a day that still have places, earliest first. */
export function openTimes(day: DayAvailability | undefined): string[] {
  return (day?.times ?? []).filter((time) => time.remaining > 0).map((time) => time.time);
}

/** One day of a detail page's "Next available" line: "Tue 8 Dec", and the places left when few. */
export interface NextOpenDate {
  date: string;
  label: string;
  fewLeft: number | null;
}

export function nextOpenDate(locale: Locale, day: DayAvailability): NextOpenDate {
  return { date: day.date, label: shortDay(locale, day.date), fewLeft: day.status === "few" ? day.remaining : null };
}

/**
 * The month calendar of the booking dialog: the dates of a month grid, where a key moves the
 * focus, and which days can be chosen. Dates are "YYYY-MM-DD" (Bali's calendar), months "YYYY-MM".
 * Weeks start on Monday on both sites.
 */
import { addDays, type DayAvailability, isoWeekday } from "./availability.ts";

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

/** The month's weeks, Monday first; null where a week reaches into the month before or after. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: isoWeekday(from) - 1 }, () => null);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    week.push(date);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
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

/** The start times of a day that still have places, earliest first. */
export function openTimes(day: DayAvailability | undefined): string[] {
  return (day?.times ?? []).filter((time) => time.remaining > 0).map((time) => time.time);
}

import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { CLOSED_DATES } from "#seed/availability.ts";

/**
 * The seed is dated: it closes the whole catalogue on fixed days (Nyepi, seed/availability.ts) and
 * its events run from New Year's Eve 2026 to late October 2027. Tests book and read days counted
 * from today, so the databases they run on (the worker tests' and the browser tests') are dated
 * from today by these statements, right after the seed: whatever the day of the run, no test meets
 * a closure by chance and one event always lies ahead.
 */

/**
 * How far ahead the seed's closures lie: tests book at most a few months ahead and take each day
 * for open, and a closure stays within the 18 months a visit can be booked ahead, for the tests that
 * book on it.
 */
const CLOSURES_FROM_DAYS = 120;

/**
 * A seeded event titled in each language, whose start and end fall on one day. From November 2027
 * no event would lie ahead, and from March the soonest are titled alike in both languages.
 */
const EVENT_NEXT_WEEK = "galungan-january-2027";

/** `date` ("YYYY-MM-DD") in the first year that puts it on or after `earliest`. */
export function sameDayFrom(date: string, earliest: string): string {
  let year = Number(date.slice(0, 4));
  while (`${year}${date.slice(4)}` < earliest) year += 1;
  return `${year}${date.slice(4)}`;
}

/** The statements that date the freshly seeded catalogue from `today` (Bali, "YYYY-MM-DD"). */
export function testDatesSql(today: string): string[] {
  const earliest = addDays(today, CLOSURES_FROM_DAYS);
  const closures = CLOSED_DATES.map(({ date }) => [date, sameDayFrom(date, earliest)] as const)
    .filter(([seeded, moved]) => seeded !== moved)
    .map(([seeded, moved]) => `UPDATE closed_dates SET date = '${moved}' WHERE date = '${seeded}'`);
  const nextWeek = addDays(today, 7);
  const event = `UPDATE events SET starts_at = '${nextWeek}' || substr(starts_at, 11), ends_at = '${nextWeek}' || substr(ends_at, 11) WHERE slug = '${EVENT_NEXT_WEEK}'`;
  return [...closures, event];
}

// Run as a script, it prints today's statements, one a line, for scripts/local-db.ts's AFTER_SEED_SQL.
if (import.meta.main) console.log(testDatesSql(baliToday()).join("\n"));

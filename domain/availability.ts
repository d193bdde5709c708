/**
 * Availability (issue 18): whether a date of an activity or vehicle can be booked, and how many
 * places it has left, from the operator's rule (migration 0019), the date's blackouts and closures,
 * the seats that requested and confirmed bookings hold, and Bali's clock. Pure: the server reads
 * the rows, these functions decide; the booking's own D1 batch re-checks the seats (no overbooking).
 */
import { FEW_PLACES_LEFT, FEW_PLACES_ONE_IN } from "./business.ts";

/** The longest range one availability call answers, in days (both ends included). */
export const AVAILABILITY_MAX_DAYS = 62;

/** An item with no open day this many days ahead (today included) is left out of the home rows and says so on its card and page. */
export const OPEN_SOON_DAYS = 30;

export type DayStatus = "open" | "few" | "full" | "closed";

export type CapacityPer = "day" | "start_time";

export interface AvailabilityRule {
  /** The ISO weekdays it runs on, 1 Monday to 7 Sunday. */
  weekdays: readonly number[];
  /** The season, both ends included ("YYYY-MM-DD"); null is open-ended. */
  seasonStart: string | null;
  seasonEnd: string | null;
  /** "HH:MM" in Bali time, earliest first; empty: one visit a day, starting at `dayStart`. */
  startTimes: readonly string[];
  /** Persons (activities) or vehicles (transport), per day or per start time. */
  capacity: number;
  capacityPer: CapacityPer;
  /** Book at least this many hours before the start, in Bali time; 0 is until the start. */
  noticeHours: number;
  /**
   * When a day without start times begins ("HH:MM", an activity's start_time); null when nothing
   * states it (a vehicle: the pickup is agreed), and the notice is then counted to the day's end.
   */
  dayStart: string | null;
}

/** What stands on one date. */
export interface DayFacts {
  /** A blackout of this activity or vehicle, or a date the whole catalogue is closed. */
  closed: boolean;
  /** Seats held by requested and confirmed bookings, by start time ("" for bookings without one). */
  held: Readonly<Record<string, number>>;
}

export interface TimeAvailability {
  time: string;
  /** "few" when the start time has "Only N left"; its day may still be open. */
  status: Exclude<DayStatus, "closed">;
  remaining: number;
}

/** One date as the availability call answers it. */
export interface DayAvailability {
  date: string;
  status: DayStatus;
  remaining: number;
  times: TimeAvailability[];
}

/** The key under which a booking without a start time holds its seats. */
export const NO_START_TIME = "";

/** 1 Monday to 7 Sunday, of a "YYYY-MM-DD" date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The date `days` after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** How many days `from` to `to` spans, both included. */
export function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** An availability rule as D1 stores it (availability_rules). */
export interface AvailabilityRuleRow {
  weekdays: string;
  season_start: string | null;
  season_end: string | null;
  start_times: string;
  capacity: number;
  capacity_per: AvailabilityRule["capacityPer"];
  notice_hours: number;
  day_start: string | null;
}

export function ruleFromRow(row: AvailabilityRuleRow): AvailabilityRule {
  return {
    weekdays: [...row.weekdays].map(Number),
    seasonStart: row.season_start,
    seasonEnd: row.season_end,
    startTimes: JSON.parse(row.start_times) as string[],
    capacity: row.capacity,
    capacityPer: row.capacity_per,
    noticeHours: row.notice_hours,
    dayStart: row.day_start?.slice(0, 5) ?? null,
  };
}

/** Whether the weekly pattern and the season let it run on `date`. */
export function runsOn(rule: AvailabilityRule, date: string): boolean {
  if (!rule.weekdays.includes(isoWeekday(date))) return false;
  if (rule.seasonStart && date < rule.seasonStart) return false;
  return !(rule.seasonEnd && date > rule.seasonEnd);
}

/** Minutes from one Bali wall-clock time to another ("YYYY-MM-DDTHH:MM"). */
function minutesBetween(from: string, to: string): number {
  return (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;
}

/**
 * The one rule of when a departure can be booked (decision 0047): a start time on `date` until its
 * own start less the item's notice, on Bali's clock (`baliNow`, "YYYY-MM-DDTHH:MM",
 * domain/bali-time.ts); a day without start times until its `dayStart` less the notice, or, when
 * nothing states its start (a vehicle: the pickup is agreed), until the day is over. The
 * availability call, the calendar built on it, "Next available" and the server's refusal all ask
 * this; the home rows' "open soon" (workers/availability/open-soon.ts) is its mirror in SQL.
 */
export function isDepartureBookable(
  rule: Pick<AvailabilityRule, "noticeHours" | "dayStart">,
  date: string,
  startTime: string | null,
  baliNow: string,
): boolean {
  const time = startTime ?? rule.dayStart;
  const start = time ? `${date}T${time}` : `${addDays(date, 1)}T00:00`;
  return minutesBetween(baliNow, start) > rule.noticeHours * 60;
}

/**
 * The departures of `date` still bookable at `baliNow`, earliest first: start times, or `null` for
 * a day without them. A day is bookable while any is left, whichever have already gone.
 */
export function bookableDepartures(rule: AvailabilityRule, date: string, baliNow: string): (string | null)[] {
  const departures: (string | null)[] = rule.startTimes.length > 0 ? [...rule.startTimes] : [null];
  return departures.filter((time) => isDepartureBookable(rule, date, time, baliNow));
}

function totalHeld(facts: DayFacts): number {
  return Object.values(facts.held).reduce((sum, seats) => sum + seats, 0);
}

function countsPerStartTime(rule: AvailabilityRule): boolean {
  return rule.capacityPer === "start_time" && rule.startTimes.length > 0;
}

/** Places left at `time` (a start time, or null on a day without them), ignoring the clock. */
function placesLeft(rule: AvailabilityRule, facts: DayFacts, time: string | null): number {
  const held = countsPerStartTime(rule) ? (facts.held[time ?? NO_START_TIME] ?? 0) : totalHeld(facts);
  return Math.max(0, rule.capacity - held);
}

/** Few: at most FEW_PLACES_LEFT left and at most one place in FEW_PLACES_ONE_IN of the capacity. */
export function isFewLeft(remaining: number, capacity: number): boolean {
  return remaining > 0 && remaining <= FEW_PLACES_LEFT && remaining * FEW_PLACES_ONE_IN <= capacity;
}

function statusOf(remaining: number, capacity: number): Exclude<DayStatus, "closed"> {
  if (remaining === 0) return "full";
  return isFewLeft(remaining, capacity) ? "few" : "open";
}

function closedDay(date: string): DayAvailability {
  return { date, status: "closed", remaining: 0, times: [] };
}

/**
 * A date's status: closed when it does not run (weekday, season, blackout, closure) or no departure
 * is still bookable (bookableDepartures); otherwise full, few or open by the places left. `times`
 * lists the start times still bookable, each with its places left (0 when full): one whose notice
 * has passed is not offered at all, so it is never mistaken for a full one.
 */
export function dayAvailability(
  rule: AvailabilityRule,
  date: string,
  facts: DayFacts,
  baliNow: string,
): DayAvailability {
  if (facts.closed || !runsOn(rule, date)) return closedDay(date);
  const bookable = bookableDepartures(rule, date, baliNow);
  if (bookable.length === 0) return closedDay(date);
  const times = bookable
    .filter((time) => time !== null)
    .map((time) => {
      const remaining = placesLeft(rule, facts, time);
      return { time, status: statusOf(remaining, rule.capacity), remaining };
    });
  if (!countsPerStartTime(rule)) {
    const remaining = placesLeft(rule, facts, null);
    return { date, status: statusOf(remaining, rule.capacity), remaining, times };
  }
  // The day's places are its bookable start times' together, and so is its capacity.
  const remaining = times.reduce((sum, time) => sum + time.remaining, 0);
  return { date, status: statusOf(remaining, rule.capacity * times.length), remaining, times };
}

/** The seats a booking holds: its persons on an activity, one vehicle on transport. */
export function seatsOf(kind: "activity" | "transport", adults: number, kids: number): number {
  return kind === "transport" ? 1 : adults + kids;
}

/** Why a request does not fit, and the field whose message says so. */
export type AvailabilityProblem =
  | { field: "start_time"; problem: "startTimeRequired" | "startTimeUnknown" }
  | { field: "start_time"; problem: "startTimeTooLate"; startTime: string }
  | { field: "date"; problem: "closed" | "full" }
  | { field: "date"; problem: "tooLate"; startTime: string | null }
  | { field: "date"; problem: "tooMany"; remaining: number };

export type RequestFit = { ok: true; startTime: string | null } | ({ ok: false } & AvailabilityProblem);

/**
 * The start time a request books: the one it names, the only one there is, or none on a day
 * without start times (naming the activity's own start time is then the same request).
 */
function chosenStartTime(rule: AvailabilityRule, asked: string | null): RequestFit {
  const { startTimes } = rule;
  if (startTimes.length === 0) {
    return asked === null || asked === rule.dayStart
      ? { ok: true, startTime: null }
      : { ok: false, field: "start_time", problem: "startTimeUnknown" };
  }
  if (asked === null) {
    const [only] = startTimes;
    return startTimes.length === 1 && only
      ? { ok: true, startTime: only }
      : { ok: false, field: "start_time", problem: "startTimeRequired" };
  }
  return startTimes.includes(asked)
    ? { ok: true, startTime: asked }
    : { ok: false, field: "start_time", problem: "startTimeUnknown" };
}

/**
 * A departure past its notice: a start time is refused under the start time, as another one of the
 * day may still be bookable; a day without start times is refused under the date.
 */
function tooLate(rule: AvailabilityRule, startTime: string | null): RequestFit {
  return startTime === null
    ? { ok: false, field: "date", problem: "tooLate", startTime: rule.dayStart }
    : { ok: false, field: "start_time", problem: "startTimeTooLate", startTime };
}

/** Whether `seats` persons (or vehicles) fit on `date` at the asked start time, and at which time. */
export function fitRequest(
  rule: AvailabilityRule,
  date: string,
  facts: DayFacts,
  baliNow: string,
  request: { startTime: string | null; seats: number },
): RequestFit {
  const chosen = chosenStartTime(rule, request.startTime);
  if (!chosen.ok) return chosen;
  if (facts.closed || !runsOn(rule, date)) return { ok: false, field: "date", problem: "closed" };
  if (!isDepartureBookable(rule, date, chosen.startTime, baliNow)) return tooLate(rule, chosen.startTime);
  const remaining = placesLeft(rule, facts, chosen.startTime);
  if (remaining === 0) return { ok: false, field: "date", problem: "full" };
  if (request.seats > remaining) return { ok: false, field: "date", problem: "tooMany", remaining };
  return chosen;
}

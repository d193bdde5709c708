/**
 * The inputs of availability, each with a named problem per field: the range an availability call
 * asks for (`?from=YYYY-MM-DD&to=YYYY-MM-DD`: two calendar dates, `to` not before `from`, at most
 * AVAILABILITY_MAX_DAYS days), the operator's rule of an activity or vehicle, and a date to close.
 */
import { type } from "arktype";
import { AVAILABILITY_MAX_DAYS, type CapacityPer, daysSpanned } from "../availability.ts";
import { atMost, filled, isCalendarDate, type Parsed, parseFields, textField } from "./fields.ts";

export type AvailabilityRangeProblem =
  | "fromRequired"
  | "fromInvalid"
  | "toRequired"
  | "toInvalid"
  | "toBeforeFrom"
  | "rangeTooLong";

export interface AvailabilityRange {
  from: string;
  to: string;
}

const rangeSchema = type({
  from: textField([
    ["fromRequired", filled],
    ["fromInvalid", isCalendarDate],
  ] as const),
  to: textField([
    ["toRequired", filled],
    ["toInvalid", isCalendarDate],
  ] as const),
});

export function parseAvailabilityRange(
  query: Readonly<Record<string, unknown>>,
): Parsed<AvailabilityRange, AvailabilityRangeProblem> {
  const parsed = parseFields<AvailabilityRange, AvailabilityRangeProblem>(rangeSchema, ["from", "to"], query);
  if (!parsed.ok) return parsed;
  const { from, to } = parsed.value;
  if (to < from) return { ok: false, problems: [["to", "toBeforeFrom"]] };
  if (daysSpanned(from, to) > AVAILABILITY_MAX_DAYS) return { ok: false, problems: [["to", "rangeTooLong"]] };
  return parsed;
}

/** The most persons or vehicles a rule can count, and the longest notice (migration 0019's bound). */
export const MAX_CAPACITY = 10_000;
export const MAX_NOTICE_HOURS = 720;

export type AvailabilityEditProblem =
  | "weekdaysRequired"
  | "seasonStartInvalid"
  | "seasonEndInvalid"
  | "seasonEndBeforeStart"
  | "startTimesInvalid"
  | "capacityInvalid"
  | "capacityPerInvalid"
  | "capacityPerNeedsTimes"
  | "noticeInvalid"
  | "stale";

/** What the operator sets for one activity or vehicle (/admin/…/:id/availability). */
export interface AvailabilityEdit {
  version: number;
  /** ISO weekdays, 1 Monday to 7 Sunday, ascending and once each. */
  weekdays: number[];
  seasonStart: string | null;
  seasonEnd: string | null;
  /** "HH:MM", earliest first, once each. */
  startTimes: string[];
  capacity: number;
  capacityPer: CapacityPer;
  noticeHours: number;
}

/** A time of day as operators write it: "8:00", "08:00", or "08.00" as Indonesian does. */
const START_TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/**
 * "08:00, 13:00" (commas or spaces between), each a time of day, as "HH:MM" earliest first and
 * once each; an empty field is no start time; null when one of them is not a time.
 */
export function startTimesOf(value: string): string[] | null {
  const times: string[] = [];
  for (const written of value.split(/[\s,;]+/).filter(filled)) {
    const match = START_TIME.exec(written);
    if (!match) return null;
    times.push(`${(match[1] ?? "").padStart(2, "0")}:${match[2]}`);
  }
  return [...new Set(times)].sort();
}

const wholeWithin = (min: number, max: number) => (value: string) =>
  /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** An optional date: empty, or a real "YYYY-MM-DD". */
const optionalDate = (value: string) => value === "" || isCalendarDate(value);

/** A ticked checkbox per day, sent as the field repeated (`weekdays=1&weekdays=3`), or a JSON array. */
const weekdaysField = type("unknown").pipe((value, ctx) => {
  const sent = (Array.isArray(value) ? value : [value]).map((day) => String(day ?? "").trim());
  const days = [...new Set(sent.filter((day) => /^[1-7]$/.test(day)).map(Number))].sort();
  return days.length > 0 ? days : ctx.error({ message: "weekdaysRequired" });
});

const editSchema = type({
  version: textField([["stale", wholeWithin(1, Number.MAX_SAFE_INTEGER)]] as const).pipe(Number),
  weekdays: weekdaysField,
  season_start: textField([["seasonStartInvalid", optionalDate]] as const),
  season_end: textField([["seasonEndInvalid", optionalDate]] as const),
  start_times: textField([["startTimesInvalid", (value: string) => startTimesOf(value) !== null]] as const),
  capacity: textField([["capacityInvalid", wholeWithin(0, MAX_CAPACITY)]] as const).pipe(Number),
  capacity_per: textField([
    ["capacityPerInvalid", (value: string) => value === "day" || value === "start_time"],
  ] as const),
  notice_hours: textField([["noticeInvalid", wholeWithin(0, MAX_NOTICE_HOURS)]] as const).pipe(Number),
});

const EDIT_FIELDS = [
  "version",
  "weekdays",
  "season_start",
  "season_end",
  "start_times",
  "capacity",
  "capacity_per",
  "notice_hours",
] as const;

/**
 * The operator's rule, with a named problem per field; the season's end cannot be before its
 * start, and counting per start time needs start times.
 */
export function parseAvailabilityEdit(
  fields: Readonly<Record<string, unknown>>,
): Parsed<AvailabilityEdit, AvailabilityEditProblem> {
  const parsed = parseFields<typeof editSchema.infer, AvailabilityEditProblem>(editSchema, EDIT_FIELDS, fields);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const edit: AvailabilityEdit = {
    version: form.version,
    weekdays: form.weekdays,
    seasonStart: form.season_start || null,
    seasonEnd: form.season_end || null,
    startTimes: startTimesOf(form.start_times) ?? [],
    capacity: form.capacity,
    capacityPer: form.capacity_per as CapacityPer,
    noticeHours: form.notice_hours,
  };
  if (edit.seasonStart && edit.seasonEnd && edit.seasonEnd < edit.seasonStart) {
    return { ok: false, problems: [["season_end", "seasonEndBeforeStart"]] };
  }
  if (edit.capacityPer === "start_time" && edit.startTimes.length === 0) {
    return { ok: false, problems: [["capacity_per", "capacityPerNeedsTimes"]] };
  }
  return { ok: true, value: edit };
}

export type ClosingDateProblem = "dateInvalid" | "dateInPast" | "reasonTooLong" | "alreadyClosed";

export const MAX_CLOSING_REASON = 200;

/** A date to close (a blackout, or the whole catalogue with an optional reason). */
export interface ClosingDate {
  date: string;
  reason: string;
}

const closingSchema = type({
  date: textField([["dateInvalid", isCalendarDate]] as const),
  reason: textField([["reasonTooLong", atMost(MAX_CLOSING_REASON)]] as const),
});

/** A date from today on (`today` in Bali), and the operator's note of why. */
export function parseClosingDate(
  fields: Readonly<Record<string, unknown>>,
  today: string,
): Parsed<ClosingDate, ClosingDateProblem> {
  const parsed = parseFields<ClosingDate, ClosingDateProblem>(closingSchema, ["date", "reason"], fields);
  if (!parsed.ok) return parsed;
  if (parsed.value.date < today) return { ok: false, problems: [["date", "dateInPast"]] };
  return parsed;
}

/**
 * The query of the reports (issue 41): `?period=week|month|last-month|year|last-year` or
 * `?from=…&to=…` (a custom range, Bali's calendar), and for the CSV `report=`. One parse serves the
 * pages and the file.
 */
import { type } from "arktype";
import { addDays } from "../availability.ts";
import { dateParam } from "../operator-day.ts";
import {
  daysIn,
  PERIOD_PRESETS,
  type Period,
  presetPeriod,
  REPORT_MAX_DAYS,
  REPORT_NAMES,
  type ReportName,
} from "../reports.ts";

export type ReportQueryProblem =
  | "periodInvalid"
  | "fromInvalid"
  | "toInvalid"
  | "rangeReversed"
  | "rangeTooLong"
  | "reportUnknown";

const preset = type.enumerated(...PERIOD_PRESETS);
const reportName = type.enumerated(...REPORT_NAMES);

export type ReportQuery =
  | { ok: true; period: Period }
  | { ok: false; problems: ReportQueryProblem[]; fallback: Period };

/**
 * The period a query names. A range typed by hand wins over a preset; with neither, this month.
 * A bad query says each of its problems, and gives this month to show meanwhile.
 */
export function parseReportPeriod(params: URLSearchParams, today: string): ReportQuery {
  const fallback = presetPeriod("month", today);
  const fromText = params.get("from") ?? "";
  const toText = params.get("to") ?? "";
  const presetText = fromText || toText ? "custom" : (params.get("period") ?? "month");
  const chosen = preset(presetText);
  if (chosen instanceof type.errors) return { ok: false, problems: ["periodInvalid"], fallback };
  if (chosen !== "custom") return { ok: true, period: presetPeriod(chosen, today) };
  const from = dateParam(fromText);
  const to = dateParam(toText);
  const problems: ReportQueryProblem[] = [];
  if (!from) problems.push("fromInvalid");
  if (!to) problems.push("toInvalid");
  if (from && to && to < from) problems.push("rangeReversed");
  if (from && to && to >= from && daysIn(from, to) > REPORT_MAX_DAYS) problems.push("rangeTooLong");
  if (problems.length > 0 || !from || !to) return { ok: false, problems, fallback };
  return { ok: true, period: { preset: "custom", from, to } };
}

/** The report a CSV names, or null. */
export function parseReportName(value: string | null): ReportName | null {
  const parsed = reportName(value ?? "");
  return parsed instanceof type.errors ? null : parsed;
}

/** The last day a custom range may end on, from its first: a year's range at most. */
export function lastAllowedDay(from: string): string {
  return addDays(from, REPORT_MAX_DAYS - 1);
}

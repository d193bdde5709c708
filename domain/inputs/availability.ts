/**
 * The range an availability call asks for (`?from=YYYY-MM-DD&to=YYYY-MM-DD`): two calendar dates,
 * `to` not before `from`, at most AVAILABILITY_MAX_DAYS days, with a named problem per field.
 */
import { type } from "arktype";
import { AVAILABILITY_MAX_DAYS, daysSpanned } from "../availability.ts";
import { filled, isCalendarDate, type Parsed, parseFields, textField } from "./fields.ts";

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

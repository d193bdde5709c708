/**
 * A pickup area as the back office saves it (/admin/pickup-areas): its name in both languages, the
 * minutes before a start, a surcharge in both currencies, whether it is outside the service area,
 * and minutes per activity. One schema, a named problem per field.
 */
import { type } from "arktype";
import { atMost, filled, type Parsed, parseFields, refusedAs, textField, trimmedText } from "./fields.ts";

export type PickupAreaProblem =
  | "nameIdRequired"
  | "nameEnRequired"
  | "nameTooLong"
  | "minutesInvalid"
  | "surchargeIdrInvalid"
  | "surchargeUsdInvalid"
  | "versionInvalid";

const MAX_MINUTES = 360;

/** A whole number from a form field (text) or JSON (a number); empty is `empty`. */
const wholeNumber = (problem: PickupAreaProblem, max: number, empty: number | null) =>
  refusedAs(problem, type("string | number | undefined")).pipe((value, ctx) => {
    const text = String(value ?? "").trim();
    if (text === "" && empty !== null) return empty;
    const number = Number(text);
    return text !== "" && Number.isInteger(number) && number >= 0 && number <= max
      ? number
      : ctx.error({ message: problem });
  });

/** US dollars with at most two decimals, as cents. */
const dollarsAsCents = refusedAs("surchargeUsdInvalid", type("string | number | undefined")).pipe((value, ctx) => {
  const text = String(value ?? "").trim();
  if (text === "") return 0;
  const cents = Math.round(Number(text) * 100);
  return /^\d+(\.\d{1,2})?$/.test(text) && cents <= 1_000_000 ? cents : ctx.error({ message: "surchargeUsdInvalid" });
});

const shape = {
  name_id: textField([
    ["nameIdRequired", filled],
    ["nameTooLong", atMost(60)],
  ] as const),
  name_en: textField([
    ["nameEnRequired", filled],
    ["nameTooLong", atMost(60)],
  ] as const),
  default_minutes: wholeNumber("minutesInvalid", MAX_MINUTES, null),
  surcharge_idr: wholeNumber("surchargeIdrInvalid", 100_000_000, 0),
  surcharge_usd: dollarsAsCents,
  outside_service: trimmedText.pipe((value) => value === "1" || value === "on" || value === "true"),
};
const schema = type(shape);
const FIELDS = Object.keys(shape);

export interface PickupAreaInput {
  name_id: string;
  name_en: string;
  default_minutes: number;
  surcharge_idr: number;
  /** In cents. */
  surcharge_usd: number;
  outside_service: boolean;
  /** Minutes per activity: `minutes_<activityId>` fields; an empty one drops the activity's own minutes. */
  activity_minutes: { activityId: number; minutes: number | null }[];
}

const ACTIVITY_MINUTES = /^minutes_(\d+)$/;

/** The area's fields, and its per-activity minutes from `minutes_<id>` fields. */
export function parsePickupArea(fields: Readonly<Record<string, unknown>>): Parsed<PickupAreaInput, PickupAreaProblem> {
  const parsed = parseFields<Omit<PickupAreaInput, "activity_minutes">, PickupAreaProblem>(schema, FIELDS, fields);
  const activityMinutes: PickupAreaInput["activity_minutes"] = [];
  const problems = parsed.ok ? [] : [...parsed.problems];
  for (const [name, value] of Object.entries(fields)) {
    const match = ACTIVITY_MINUTES.exec(name);
    if (!match) continue;
    const text = String(value ?? "").trim();
    const minutes = Number(text);
    if (text !== "" && !(Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_MINUTES)) {
      problems.push([name, "minutesInvalid"]);
      continue;
    }
    activityMinutes.push({ activityId: Number(match[1]), minutes: text === "" ? null : minutes });
  }
  if (!parsed.ok || problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { ...parsed.value, activity_minutes: activityMinutes } };
}

/**
 * A text field's rules, free of arktype so a form in the browser can check a field with the
 * server's own rules without downloading the schema library (the schemas in fields.ts use them too).
 */

/** The problems of an input, the first one per field, in the order of the input's fields. */
export type FieldProblems<Problem extends string> = [field: string, problem: Problem][];

/** A text field's rules in order: the first that fails names the field's problem. */
export type TextRules<Problem extends string> = readonly (readonly [Problem, (value: string) => boolean])[];

/** The problem of the first of `rules` that `value` fails, or null. */
export function firstProblem<Problem extends string>(rules: TextRules<Problem>, value: string): Problem | null {
  return rules.find(([, passes]) => !passes(value))?.[0] ?? null;
}

/** What a form field gives for a value: the text trimmed, anything that is not text as empty. */
export const trimmedTextOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export const filled = (value: string) => value !== "";

/** At most `max` characters. */
export const atMost = (max: number) => (value: string) => value.length <= max;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar written "YYYY-MM-DD". */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

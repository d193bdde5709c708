/**
 * The pieces every input schema is made of. A field's schema refuses with the name of its problem
 * as the error's message ("firstNameTooLong"), so the form and the server read the same problem
 * and each says it in its own words; the first problem of a field is the one it shows.
 */
import { type } from "arktype";
import { type FieldProblems, firstProblem, type TextRules, trimmedTextOf } from "./text-rules.ts";

export { atMost, type FieldProblems, filled, isCalendarDate, type TextRules } from "./text-rules.ts";

export type Parsed<T, Problem extends string> =
  | { ok: true; value: T }
  | { ok: false; problems: FieldProblems<Problem> };

/** What a form field gives for a value: the text trimmed, anything that is not text as empty. */
export const trimmedText = type("unknown").pipe(trimmedTextOf);

/** A narrowing that refuses with the problem of the first of `rules` that fails. */
export function meeting<Problem extends string>(rules: TextRules<Problem>) {
  return (value: string, ctx: { reject: (error: { message: string }) => false }): boolean => {
    const problem = firstProblem(rules, value);
    return problem === null || ctx.reject({ message: problem });
  };
}

/** Any value that `problemOf` finds no problem with; any other is refused with its problem. */
export function checkedBy<Problem extends string>(problemOf: (value: unknown) => Problem | null) {
  return type("unknown").narrow((value, ctx) => {
    const problem = problemOf(value);
    return problem === null || ctx.reject({ message: problem });
  });
}

/** Text that is trimmed and then meets each of `rules`. */
export function textField<Problem extends string>(rules: TextRules<Problem>) {
  return trimmedText.narrow(meeting(rules));
}

/** A value that `schema` accepts, as it gives it back; any other value has `problem`. */
export function refusedAs<T>(problem: string, schema: (value: unknown) => T | type.errors) {
  return type("unknown").pipe((value, ctx) => {
    const result = schema(value);
    return result instanceof type.errors ? ctx.error({ message: problem }) : result;
  });
}

/**
 * Runs an input's schema over `fields` of `input`, each given even when absent (as undefined), so
 * a missing field has the same problem as an empty one.
 */
export function parseFields<T, Problem extends string>(
  schema: (input: unknown) => T | type.errors,
  fields: readonly string[],
  input: Readonly<Record<string, unknown>>,
): Parsed<T, Problem> {
  const result = schema(Object.fromEntries(fields.map((field) => [field, input[field]])));
  if (!(result instanceof type.errors)) return { ok: true, value: result };
  const byField = new Map<string, Problem>();
  for (const error of result) {
    const field = String(error.path[0] ?? "");
    if (!byField.has(field)) byField.set(field, error.message as Problem);
  }
  return {
    ok: false,
    problems: fields.flatMap((field) => (byField.has(field) ? [[field, byField.get(field) as Problem]] : [])),
  };
}

/** The problems as one per field. */
export function problemsByField<Problem extends string>(
  problems: FieldProblems<Problem>,
): Partial<Record<string, Problem>> {
  return Object.fromEntries(problems);
}

/** A value that is an object, as every JSON input must be. */
export const objectBody = type({ "[string]": "unknown" });

/**
 * How the browser checks an /api answer before a component sees it: plain predicates that compose
 * into the answer's shape. Not arktype: its start-up alone blocks the main thread for about 65 ms
 * here and 260 ms on a phone 4 times slower, and it would land inside the tap that first needs an
 * answer (Book now, Load more). arktype stays the server's reader of every input (domain/inputs/).
 * See docs/decisions/0023-browser-answer-checks.md.
 */

/** A check of an unknown value that, when it passes, tells TypeScript what the value is. */
export type Check<T> = (value: unknown) => value is T;

type Checked<C> = C extends Check<infer T> ? T : never;

/** Anything: an item the component reads with its own checks. */
export const isAnything: Check<unknown> = (_value): _value is unknown => true;

export const isString: Check<string> = (value): value is string => typeof value === "string";

export const isFilledString: Check<string> = (value): value is string => typeof value === "string" && value !== "";

export const isBoolean: Check<boolean> = (value): value is boolean => typeof value === "boolean";

export const isNumber: Check<number> = (value): value is number => typeof value === "number" && Number.isFinite(value);

/** A whole number, 0 or more. */
export const isCount: Check<number> = (value): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A whole number, 1 or more: a row's id. */
export const isId: Check<number> = (value): value is number => Number.isInteger(value) && (value as number) > 0;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function matching(pattern: RegExp): Check<string> {
  return (value): value is string => typeof value === "string" && pattern.test(value);
}

export function oneOf<const Value extends string>(...values: Value[]): Check<Value> {
  return (value): value is Value => values.includes(value as Value);
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value): value is T | null => value === null || check(value);
}

/** A field that may be absent; when present it must pass `check`. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value): value is T | undefined => value === undefined || check(value);
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(check);
}

/** An object whose every value passes `check`, e.g. a 422's `errors`. */
export function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value): value is Record<string, T> => isRecord(value) && Object.values(value).every(check);
}

/** An object with at least `fields`, each passing its check; other keys are let through unread. */
export function shape<Fields extends Record<string, Check<unknown>>>(
  fields: Fields,
): Check<{ [Key in keyof Fields]: Checked<Fields[Key]> }> {
  return (value): value is { [Key in keyof Fields]: Checked<Fields[Key]> } =>
    isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));
}

/** `value` as `check` reads it, or an error naming `what` for an answer the page cannot use. */
export function expectAnswer<T>(value: unknown, check: Check<T>, what: string): T {
  if (!check(value)) throw new Error(`Unexpected answer from ${what}`);
  return value;
}

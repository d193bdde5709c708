/**
 * Checks an answer against a specification's example by its shape, not its values: every field of
 * the example is in the answer with the same JSON type, enum fields hold one of the specification's
 * values, and each element of an answer's array has the shape of the example's first element. Ids,
 * names, prices and times may differ. A null in the example says only that the field is there
 * (the specification allows null and a value); so does a field the specification's schema makes
 * nullable, and a field its schema does not require may be left out.
 */

export interface ContractFixture {
  source: string;
  enumValues: Record<string, string[]>;
  /** Shared answers, named by `{ "$example": name }` in an example. */
  bookingExamples?: Record<string, unknown>;
  examples: ContractExample[];
}

export interface ContractExample {
  name: string;
  method: string;
  path: string;
  status?: number;
  key?: "none";
  capabilities?: string;
  request?: unknown;
  answer: unknown;
  /** Field paths (array elements as `*`) to the name of their enum in `enumValues`. */
  enums?: Record<string, string>;
  /** Field paths the schema lets be null. */
  nullable?: string[];
  /** Field paths the schema does not require. */
  optional?: string[];
}

/** What an answer may do that its example does not show. */
export interface ShapeRules {
  enums: Record<string, string[]>;
  nullable: ReadonlySet<string>;
  optional: ReadonlySet<string>;
}

const NO_RULES: ShapeRules = { enums: {}, nullable: new Set(), optional: new Set() };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** The example with its `{ "$example": name }` references replaced by the shared answers. */
export function resolvedAnswer(fixture: ContractFixture, answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map((item) => resolvedAnswer(fixture, item));
  if (answer && typeof answer === "object") {
    const named = (answer as { $example?: string }).$example;
    if (named !== undefined) {
      const shared = fixture.bookingExamples?.[named];
      if (shared === undefined) throw new Error(`no shared example ${named}`);
      return shared;
    }
  }
  return answer;
}

/** Every way `actual` differs from the shape of `example`, as "path: what"; empty when it fits. */
export function shapeMismatches(example: unknown, actual: unknown, rules: ShapeRules = NO_RULES, path = ""): string[] {
  const here = path || "(answer)";
  if (example === null || (actual === null && rules.nullable.has(path))) return [];
  if (jsonType(actual) !== jsonType(example)) {
    return [`${here}: ${jsonType(actual)} where the example has ${jsonType(example)}`];
  }
  if (Array.isArray(example)) {
    const [shape] = example;
    if (shape === undefined) return [];
    return (actual as Json[]).flatMap((item) => shapeMismatches(shape, item, rules, path ? `${path}.*` : "*"));
  }
  if (typeof example === "object") {
    const answer = actual as Record<string, unknown>;
    return Object.entries(example as Record<string, unknown>).flatMap(([key, value]) => {
      const field = path ? `${path}.${key}` : key;
      if (key in answer) return shapeMismatches(value, answer[key], rules, field);
      return rules.optional.has(field) ? [] : [`${field}: missing`];
    });
  }
  const allowed = rules.enums[path];
  if (allowed && !allowed.includes(actual as string))
    return [`${here}: ${String(actual)} is none of ${allowed.join(", ")}`];
  return [];
}

/** The example's rules: its enum paths with their values, its nullable and its optional fields. */
export function rulesOf(fixture: ContractFixture, example: ContractExample): ShapeRules {
  const enums = Object.fromEntries(
    Object.entries(example.enums ?? {}).map(([path, name]) => {
      const values = fixture.enumValues[name];
      if (!values) throw new Error(`no enum ${name}`);
      return [path, values];
    }),
  );
  return { enums, nullable: new Set(example.nullable), optional: new Set(example.optional) };
}

/** The request (a path or a body) with its `{placeholders}` filled in from `values`. */
export function filledIn<T>(template: T, values: Record<string, string>): T {
  const text = JSON.stringify(template).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${whole}`);
    return value;
  });
  return JSON.parse(text) as T;
}

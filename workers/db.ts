/**
 * Counts what a request asks of D1: its round trips (every first/all/run/raw of a statement, every
 * batch and exec) and the rows D1 read to answer them (`meta.rows_read`, what D1 bills). The
 * statements stay D1's own objects, so they can still go into a batch.
 */
export interface CountedDatabase {
  db: D1Database;
  roundTrips(): number;
  rowsRead(): number;
}

export function countRoundTrips(database: D1Database): CountedDatabase {
  let trips = 0;
  let rows = 0;
  const read = (result: D1Result) => {
    rows += result.meta?.rows_read ?? 0;
    return result;
  };
  const counted = <A extends unknown[], R>(call: (...args: A) => R) => {
    return (...args: A): R => {
      trips += 1;
      return call(...args);
    };
  };
  const track = (statement: D1PreparedStatement): D1PreparedStatement => {
    const all = statement.all.bind(statement);
    const run = statement.run.bind(statement);
    const define = (method: string, value: unknown) => Object.defineProperty(statement, method, { value });
    define(
      "all",
      counted(() => all().then(read)),
    );
    define(
      "run",
      counted(() => run().then(read)),
    );
    // first() answers without its meta; all() reads the same rows (D1 adds no LIMIT to first()) and
    // tells how many.
    define(
      "first",
      counted(async (column?: string) => {
        const row = (await all().then(read)).results[0] as Record<string, unknown> | undefined;
        if (row === undefined) return null;
        return column === undefined ? row : (row[column] ?? null);
      }),
    );
    define("raw", counted(statement.raw.bind(statement)));
    const bind = statement.bind.bind(statement);
    define("bind", (...values: unknown[]) => track(bind(...values)));
    return statement;
  };
  const db = new Proxy(database, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => track(target.prepare(sql));
      if (property === "batch") {
        return counted((statements: D1PreparedStatement[]) =>
          target.batch(statements).then((results) => results.map(read)),
        );
      }
      if (property === "exec") return counted(target.exec.bind(target));
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, roundTrips: () => trips, rowsRead: () => rows };
}

/** The Server-Timing entries that report the counts, read by the tests and the benchmark. */
export function roundTripTiming(count: number, rowsRead: number): string {
  return `d1;desc="${count} round trips", d1-rows;desc="${rowsRead} rows read"`;
}

/** The count a Server-Timing header reports, or null when it reports none. */
export function roundTripsOf(headers: Headers): number | null {
  const match = headers.get("Server-Timing")?.match(/d1;desc="(\d+) round trips"/);
  return match ? Number(match[1]) : null;
}

/** The rows read a Server-Timing header reports, or null when it reports none. */
export function rowsReadOf(headers: Headers): number | null {
  const match = headers.get("Server-Timing")?.match(/d1-rows;desc="(\d+) rows read"/);
  return match ? Number(match[1]) : null;
}

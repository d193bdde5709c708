/**
 * Counts the round trips a request makes to D1: every first/all/run/raw of a statement, every
 * batch and exec. The statements stay D1's own objects, so they can still go into a batch.
 */
export interface CountedDatabase {
  db: D1Database;
  roundTrips(): number;
}

const QUERY_METHODS = ["first", "all", "run", "raw"] as const;

export function countRoundTrips(database: D1Database): CountedDatabase {
  let trips = 0;
  const counted = <A extends unknown[], R>(call: (...args: A) => R) => {
    return (...args: A): R => {
      trips += 1;
      return call(...args);
    };
  };
  const track = (statement: D1PreparedStatement): D1PreparedStatement => {
    for (const method of QUERY_METHODS) {
      Object.defineProperty(statement, method, { value: counted(statement[method].bind(statement)) });
    }
    const bind = statement.bind.bind(statement);
    Object.defineProperty(statement, "bind", { value: (...values: unknown[]) => track(bind(...values)) });
    return statement;
  };
  const db = new Proxy(database, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => track(target.prepare(sql));
      if (property === "batch") return counted(target.batch.bind(target));
      if (property === "exec") return counted(target.exec.bind(target));
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, roundTrips: () => trips };
}

/** The Server-Timing entry that reports the count, read by the tests and the benchmark. */
export function roundTripTiming(count: number): string {
  return `d1;desc="${count} round trips"`;
}

/** The count a Server-Timing header reports, or null when it reports none. */
export function roundTripsOf(headers: Headers): number | null {
  const match = headers.get("Server-Timing")?.match(/d1;desc="(\d+) round trips"/);
  return match ? Number(match[1]) : null;
}

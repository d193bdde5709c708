import type { StoredImage } from "#domain/images.ts";

/**
 * Joins an owner's translation row in the request's locale, or the Indonesian row when that
 * locale has none. `?1` in the surrounding statement must be the locale.
 */
export function translationJoin(table: string, foreignKey: string, ownerId: string, alias: string): string {
  return `JOIN ${table} ${alias} ON ${alias}.${foreignKey} = ${ownerId} AND ${alias}.locale = coalesce(
    (SELECT locale FROM ${table} WHERE ${foreignKey} = ${ownerId} AND locale = ?1), 'id')`;
}

export function parseImages(json: string | null): StoredImage[] {
  if (!json) return [];
  return JSON.parse(json) as StoredImage[];
}

export function parseImage(json: string | null): StoredImage | null {
  return json ? (JSON.parse(json) as StoredImage) : null;
}

export function parseStrings(json: string): string[] {
  return JSON.parse(json) as string[];
}

export function dollars(cents: number): number {
  return cents / 100;
}

export interface CountRow {
  total: number;
}

/** The results of a batch, first statement's rows first; D1 gives rows as unknown records. */
export function rowsOf<T>(result: D1Result | undefined): T[] {
  return (result?.results ?? []) as T[];
}

export function firstRow<T>(result: D1Result | undefined): T | undefined {
  return rowsOf<T>(result)[0];
}

// D1 refuses LIKE and GLOB patterns over 50 bytes ("LIKE or GLOB pattern too complex"), so no pattern is
// ever built from what someone typed: these compare with instr() and substr(), which take any length
// and no wildcards.

/**
 * True where one of `columns` holds `search` anywhere, ignoring ASCII case as LIKE did; `%`, `_` and
 * `\\` in the search are the characters they are. A NULL column (no such row) holds nothing.
 */
export function anyContains(columns: readonly string[], search: string): string {
  return `(${columns.map((column) => `instr(lower(${column}), lower(${search})) > 0`).join(" OR ")})`;
}

/** True where `column` is the slug `base` or one made from it with a suffix ("base-2"). */
export function inSlugFamily(column: string, base: string): string {
  return `(${column} = ${base} OR substr(${column}, 1, length(${base}) + 1) = ${base} || '-')`;
}

/**
 * Runs groups of statements as one batch, one round trip, and gives each group its own results:
 * a page adds the reads of another area (availability) to its own without a second trip.
 */
export async function batchGroups(db: D1Database, groups: readonly D1PreparedStatement[][]): Promise<D1Result[][]> {
  const results = await db.batch(groups.flat());
  let start = 0;
  return groups.map((group) => {
    start += group.length;
    return results.slice(start - group.length, start);
  });
}

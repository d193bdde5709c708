/**
 * The rich text of rows written before it was sanitised when written (decision 0029), found and
 * rewritten: `scripts/local-db.ts` for the local database, `npm run db:sanitize:remote` for
 * production's.
 */
import { RICH_TEXT_COLUMNS, sanitizeRichText } from "#domain/rich-text.ts";
import { sqlLiteral } from "./build-sql.ts";

export type StoredRow = Record<string, unknown>;

/** The reads, one per table with rich text: its rows' keys and rich-text columns. */
export function richTextReads(): { table: string; sql: string }[] {
  return Object.entries(RICH_TEXT_COLUMNS).map(([table, { owner, columns }]) => ({
    table,
    sql: `SELECT ${owner}, locale, ${columns.join(", ")} FROM ${table}`,
  }));
}

/** UPDATEs for the rows whose rich text sanitising changes, only for the columns it changes. */
export function sanitizingUpdates(table: string, rows: readonly StoredRow[]): string[] {
  const stored = RICH_TEXT_COLUMNS[table];
  if (!stored) throw new Error(`${table} holds no rich text`);
  const { owner, columns } = stored;
  return rows.flatMap((row) => {
    const changed = columns.filter((column) => {
      const value = row[column];
      return typeof value === "string" && sanitizeRichText(value) !== value;
    });
    if (changed.length === 0) return [];
    const assignments = changed.map((column) => `${column} = ${sqlLiteral(sanitizeRichText(String(row[column])))}`);
    const key = `${owner} = ${Number(row[owner])} AND locale = ${sqlLiteral(String(row.locale))}`;
    return [`UPDATE ${table} SET ${assignments.join(", ")} WHERE ${key}`];
  });
}

/** Reads every table's rich text with `read`, returns the updates it needs. */
export async function updatesNeeded(read: (sql: string) => Promise<StoredRow[]>): Promise<string[]> {
  const updates: string[] = [];
  for (const { table, sql } of richTextReads()) updates.push(...sanitizingUpdates(table, await read(sql)));
  return updates;
}

/**
 * The rich text of rows written before it was sanitised when written (decision 0029), found and
 * rewritten: `scripts/local-db.ts` for the local database, `npm run db:sanitize:remote` for
 * production's.
 */
import { RICH_TEXT_COLUMNS, sanitizeRichText } from "#domain/rich-text.ts";
import { sqlLiteral } from "./build-sql.ts";

export type StoredRow = Record<string, unknown>;

/** Each table's key: every one holds a row per owner and language (and has no rowid). */
const OWNER_COLUMNS: Readonly<Record<string, string>> = {
  activity_translations: "activity_id",
  package_translations: "package_id",
  destination_translations: "destination_id",
  transport_translations: "transport_id",
  tip_translations: "tip_id",
  event_translations: "event_id",
  special_offer_translations: "offer_id",
};

function ownerColumn(table: string): string {
  const owner = OWNER_COLUMNS[table];
  if (!owner) throw new Error(`${table}: rich text in a table whose key is not known here`);
  return owner;
}

/** The reads, one per table with rich text: its rows' keys and rich-text columns. */
export function richTextReads(): { table: string; sql: string }[] {
  return Object.entries(RICH_TEXT_COLUMNS).map(([table, columns]) => ({
    table,
    sql: `SELECT ${ownerColumn(table)}, locale, ${columns.join(", ")} FROM ${table}`,
  }));
}

/** UPDATEs for the rows whose rich text sanitising changes, only for the columns it changes. */
export function sanitizingUpdates(table: string, rows: readonly StoredRow[]): string[] {
  const columns = RICH_TEXT_COLUMNS[table] ?? [];
  return rows.flatMap((row) => {
    const changed = columns.filter((column) => {
      const value = row[column];
      return typeof value === "string" && sanitizeRichText(value) !== value;
    });
    if (changed.length === 0) return [];
    const assignments = changed.map((column) => `${column} = ${sqlLiteral(sanitizeRichText(String(row[column])))}`);
    const owner = ownerColumn(table);
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

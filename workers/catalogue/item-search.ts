/**
 * The back office's chooser of an activity or vehicle (issue 37, decision 0081): what the operator
 * typed, found by name through the search index (migration 0001's `activity_search`, whose name
 * column holds both languages), a page of matches at most, named in the operator's language. A
 * large operator's catalogue runs to thousands, so a form never lists it whole.
 */
import type { Locale } from "#domain/locale.ts";
import { rowsOf, translationJoin } from "#workers/sql.ts";
import { ftsQuery } from "./full-text-search.ts";

/** The most matches a chooser shows at once. */
export const ITEM_MATCHES = 12;

/** Which items a chooser offers: a booking may be entered for anything not archived; a channel sells what is published. */
export type ItemScope = "bookable" | "published";

export type ItemKind = "activity" | "transport";

export interface ItemMatch {
  kind: ItemKind;
  id: number;
  name: string;
}

const STATUS_OF: Record<ItemScope, string> = {
  bookable: "status <> 'archived'",
  published: "status = 'published'",
};

/**
 * The SQL of a search's matches (exported for the query-plan tests): ?1 the locale, ?2 the FTS5
 * query on the activities' names, ?3 the lowercased text the vehicles' names must hold. Vehicles
 * are a dozen, so they are read whole; the activities only through the index, in its order (the
 * oldest first), which stops after one match more than a page. Ranked by bm25 instead, a common
 * word read every match to rank them: rows that grew with the catalogue (decision 0081).
 */
export function itemMatchesSql(scope: ItemScope): string {
  const status = STATUS_OF[scope];
  return `SELECT kind, id, name FROM (
      SELECT 'activity' AS kind, a.id, t.name FROM activities a
      ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
      WHERE a.id IN (SELECT rowid FROM activity_search WHERE activity_search MATCH ?2
        AND EXISTS (SELECT 1 FROM activities u WHERE u.id = activity_search.rowid AND u.${status})
        ORDER BY rowid LIMIT ${ITEM_MATCHES + 1})
      UNION ALL
      SELECT 'transport', v.id, v.manufacture || ' ' || v.vehicle_name FROM transports v
      WHERE v.${status} AND instr(lower(v.manufacture || ' ' || v.vehicle_name), ?3) > 0)
    ORDER BY name, kind, id LIMIT ${ITEM_MATCHES + 1}`;
}

/** The read of the items whose names match `search`, in `locale`; none when it holds no word to search. */
export function itemMatchesStatement(
  db: D1Database,
  locale: Locale,
  search: string,
  scope: ItemScope,
): D1PreparedStatement | null {
  const words = ftsQuery(search);
  if (!words) return null;
  return db.prepare(itemMatchesSql(scope)).bind(locale, `name : (${words})`, search.trim().toLowerCase());
}

/** A page of matches by name, and whether more matched than the page shows. */
export function itemMatchesOf(result: D1Result | undefined): { matches: ItemMatch[]; more: boolean } {
  const rows = rowsOf<ItemMatch>(result);
  return { matches: rows.slice(0, ITEM_MATCHES), more: rows.length > ITEM_MATCHES };
}

/** The value a form sends for an item ("activity-12"), and back. */
export const itemValue = (item: { kind: ItemKind; id: number }) => `${item.kind}-${item.id}`;

export function itemOfValue(value: string | null): { kind: ItemKind; id: number } | null {
  const match = /^(activity|transport)-([1-9]\d{0,9})$/.exec(value ?? "");
  return match ? { kind: match[1] as ItemKind, id: Number(match[2]) } : null;
}

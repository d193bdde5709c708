/** The back office's list of activities: every one whatever its status, with the languages it lacks. */
import { ACTIVITY_STATUSES, type ActivityStatus, type Category } from "#domain/catalogue.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import { type Keyset, type KeysetPage, keysetOf, keysetPage, keysetSql } from "#workers/paging.ts";
import { anyContains, rowsOf } from "#workers/sql.ts";
import { activityTypes, allCategoriesStatement, categoriesOf } from "./categories.ts";

export interface EditorListItem {
  id: number;
  code: string;
  name: string;
  typeName: string;
  status: ActivityStatus;
  /** Languages with a required text missing. */
  missing: Locale[];
  updatedAt: string | null;
}

export interface EditorQuery {
  search: string;
  typeId: number | null;
  status: ActivityStatus | null;
  missingTranslation: boolean;
}

const REQUIRED_EMPTY = (alias: string) =>
  `(${alias}.name = '' OR ${alias}.short_des = '' OR ${alias}.location = '' OR ${alias}.highlight = ''
    OR ${alias}.activity_des = '' OR ${alias}.included = '[]' OR ${alias}.pickup_time = '' OR ${alias}.meeting_point = '')`;

export const ACTIVITIES_PER_PAGE = 50;

/** The list's order: the catalogue's, by type then position (activities_by_type's columns). */
const EDITOR_ORDER = ["a.type_id", "a.position", "a.id"] as const;

/**
 * The SQL of a page of the list (exported for the query-plan tests): ?1 locale, ?2 search, ?3 type,
 * ?4 status, ?5 the rows to read, ?6.. the cursor. Each filter only when the list has it, so SQLite
 * plans with the index that matches (activities_by_type, activities_drafts, activities_archived).
 */
export function editorPageSql(query: EditorQuery, keyset: Keyset): string {
  const page = keysetSql(EDITOR_ORDER, "asc", keyset, 6);
  const missingId = `(ti.activity_id IS NULL OR ${REQUIRED_EMPTY("ti")})`;
  const missingEn = `(te.activity_id IS NULL OR ${REQUIRED_EMPTY("te")})`;
  const filters = [
    query.search.trim() ? anyContains(["a.code", "ti.name", "te.name"], "?2") : null,
    query.typeId !== null ? "a.type_id = ?3" : null,
    // Written out (one of ACTIVITY_STATUSES), so a draft's or archived one's partial index is chosen.
    query.status !== null ? `a.status = '${ACTIVITY_STATUSES.find((known) => known === query.status)}'` : null,
    query.missingTranslation ? `(${missingId} OR ${missingEn})` : null,
    page.where,
  ];
  return `SELECT a.id, a.type_id, a.position, a.code, coalesce(nullif(t.name, ''), o.name, a.code) AS name,
      coalesce(tt.name, '') AS type_name, a.status, a.updated_at, ${missingId} AS missing_id, ${missingEn} AS missing_en
    FROM activities a
    LEFT JOIN activity_translations t ON t.activity_id = a.id AND t.locale = ?1
    LEFT JOIN activity_translations o ON o.activity_id = a.id AND o.locale <> ?1
    LEFT JOIN activity_translations ti ON ti.activity_id = a.id AND ti.locale = 'id'
    LEFT JOIN activity_translations te ON te.activity_id = a.id AND te.locale = 'en'
    LEFT JOIN activity_type_translations tt ON tt.type_id = a.type_id AND tt.locale = ?1
    WHERE ${filters.filter((filter) => filter !== null).join(" AND ")}
    ORDER BY ${page.orderBy} LIMIT ?5`;
}

interface EditorRow {
  id: number;
  type_id: number;
  position: number;
  code: string;
  name: string;
  type_name: string;
  status: ActivityStatus;
  updated_at: string | null;
  missing_id: number;
  missing_en: number;
}

/**
 * The back office's list: every activity whatever its status, in the operator's language, a keyset
 * page at a time, and the activity types for its filter, in one round trip.
 */
export async function listForEditing(
  db: D1Database,
  locale: Locale,
  query: EditorQuery,
  url: URL,
): Promise<KeysetPage<EditorListItem> & { types: Category[] }> {
  const keyset = keysetOf(url, EDITOR_ORDER.length);
  const [list, types] = await db.batch([
    db
      .prepare(editorPageSql(query, keyset))
      .bind(
        locale,
        query.search.trim(),
        query.typeId,
        query.status,
        ACTIVITIES_PER_PAGE + 1,
        ...keysetSql(EDITOR_ORDER, "asc", keyset, 6).params,
      ),
    allCategoriesStatement(db, activityTypes, locale),
  ]);
  const results = rowsOf<EditorRow>(list);
  const page = keysetPage(url, keyset, results, ACTIVITIES_PER_PAGE, (row) => [row.type_id, row.position, row.id]);
  return {
    ...page,
    types: categoriesOf(types),
    items: page.items.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      typeName: row.type_name,
      status: row.status,
      missing: LOCALES.filter((language) => (language === "id" ? row.missing_id : row.missing_en) === 1),
      updatedAt: row.updated_at,
    })),
  };
}

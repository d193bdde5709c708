/** The back office's list of activities: every one whatever its status, with the languages it lacks. */
import type { ActivityStatus } from "#domain/catalogue.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import { anyContains } from "#workers/sql.ts";

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

/** The back office's list: every activity whatever its status, in the operator's language. */
export async function listForEditing(db: D1Database, locale: Locale, query: EditorQuery): Promise<EditorListItem[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.code, coalesce(nullif(t.name, ''), o.name, a.code) AS name, coalesce(tt.name, '') AS type_name,
         a.status, a.updated_at,
         (ti.activity_id IS NULL OR ${REQUIRED_EMPTY("ti")}) AS missing_id,
         (te.activity_id IS NULL OR ${REQUIRED_EMPTY("te")}) AS missing_en
       FROM activities a
       LEFT JOIN activity_translations t ON t.activity_id = a.id AND t.locale = ?1
       LEFT JOIN activity_translations o ON o.activity_id = a.id AND o.locale <> ?1
       LEFT JOIN activity_translations ti ON ti.activity_id = a.id AND ti.locale = 'id'
       LEFT JOIN activity_translations te ON te.activity_id = a.id AND te.locale = 'en'
       LEFT JOIN activity_type_translations tt ON tt.type_id = a.type_id AND tt.locale = ?1
       WHERE (?2 = '' OR ${anyContains(["a.code", "ti.name", "te.name"], "?2")})
         AND (?3 IS NULL OR a.type_id = ?3)
         AND (?4 IS NULL OR a.status = ?4)
       ORDER BY a.type_id, a.position, a.id`,
    )
    .bind(locale, query.search.trim(), query.typeId, query.status)
    .all<{
      id: number;
      code: string;
      name: string;
      type_name: string;
      status: ActivityStatus;
      updated_at: string | null;
      missing_id: number;
      missing_en: number;
    }>();
  const items = results.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    typeName: row.type_name,
    status: row.status,
    missing: LOCALES.filter((language) => (language === "id" ? row.missing_id : row.missing_en) === 1),
    updatedAt: row.updated_at,
  }));
  return query.missingTranslation ? items.filter((item) => item.missing.length > 0) : items;
}

/** The activities' rows of the search index (migration 0001), kept up with their texts and their types' names. */
import type { ActivityTexts } from "#domain/inputs/activity.ts";
import type { Locale } from "#domain/locale.ts";

/**
 * The activity's row of the search index (migration 0001), rebuilt from the saved texts, with the
 * rating and review count it keeps (migration 0074; the activities' trigger keeps them after).
 */
export function searchRowStatements(db: D1Database, id: number, typeId: number, texts: Record<Locale, ActivityTexts>) {
  const both = (field: keyof ActivityTexts) => `${texts.id[field]} ${texts.en[field]}`;
  const body = `${both("highlight")} ${both("activity_des")}`
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [
    db.prepare("DELETE FROM activity_search WHERE rowid = ?1").bind(id),
    db
      .prepare(
        `INSERT INTO activity_search (rowid, name, type_name, location, short_des, body, rating, comments_count)
         SELECT ?1, ?2, ${typeNamesOf("?3")}, ?4, ?5, ?6, coalesce(a.rating, 0), coalesce(a.comments_count, 0)
         FROM (SELECT ?1 AS id) saved LEFT JOIN activities a ON a.id = saved.id`,
      )
      .bind(id, both("name"), typeId, both("location"), both("short_des"), body),
  ];
}

/** The type's names in both languages, Indonesian first, as the search index holds them. */
const typeNamesOf = (typeId: string) =>
  `(SELECT group_concat(name, ' ') FROM (SELECT name FROM activity_type_translations
     WHERE type_id = ${typeId} ORDER BY CASE locale WHEN 'id' THEN 0 ELSE 1 END))`;

/** Brings the search rows of a type's activities to its names, in the batch that changed them. */
export function searchTypeNameStatement(db: D1Database, typeId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE activity_search SET type_name = ${typeNamesOf("?1")}
       WHERE rowid IN (SELECT id FROM activities WHERE type_id = ?1)`,
    )
    .bind(typeId);
}

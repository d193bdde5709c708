import type { RegencyCounts } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { rowsOf, translationJoin } from "#workers/sql.ts";

/**
 * Every regency in the lists' order, its name in `locale` and its published activities and
 * destinations, from the counts migration 0063's triggers keep: three rows read per regency, however
 * large the catalogue. A list page reads it in a round trip it already makes (decision 0089).
 */
export function regencyCountsStatement(db: D1Database, locale: Locale): D1PreparedStatement {
  return db
    .prepare(
      `SELECT r.slug, rt.name, coalesce(c.activities, 0) AS activities, coalesce(c.destinations, 0) AS destinations
       FROM regencies r ${translationJoin("regency_translations", "regency_id", "r.id", "rt")}
       LEFT JOIN regency_listing_counts c ON c.regency_id = r.id
       ORDER BY r.position, r.id`,
    )
    .bind(locale);
}

export function regencyCountsOf(result: D1Result | undefined): RegencyCounts[] {
  return rowsOf<RegencyCounts>(result).map(({ slug, name, activities, destinations }) => ({
    slug,
    name,
    activities,
    destinations,
  }));
}

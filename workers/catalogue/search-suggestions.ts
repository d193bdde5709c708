/**
 * Suggestions as a tourist types in the search box (GET /api/search/suggest): the activity titles
 * and categories that the words would find, forgiving typos and knowing synonyms as the search
 * does (decision 0040). Two round trips at most: the categories with the vocabulary look-up, then
 * the titles.
 */
import type { Locale } from "#domain/locale.ts";
import { rowsOf, translationJoin } from "#workers/sql.ts";
import { PUBLISHED } from "./activities.ts";
import { activityTypes, allCategoriesStatement, categoriesOf } from "./categories.ts";
import { correctedUnits, matchQueries, rankedSql, searchPlan } from "./full-text-search.ts";
import { foldWord, type SearchUnit, synonymsOf } from "./search-spelling.ts";

export const MAX_TITLE_SUGGESTIONS = 5;
export const MAX_CATEGORY_SUGGESTIONS = 3;

export interface SearchSuggestion {
  kind: "activity" | "category";
  label: string;
  url: string;
}

/** Whether every unit names a word of the text (as the start of one of its words). */
function namesAll(units: readonly SearchUnit[], text: string): boolean {
  const words = ` ${foldWord(text).replace(/[^\p{L}\p{N}]+/gu, " ")}`;
  return units.every((unit) =>
    [unit.typed, ...unit.synonyms, ...unit.corrections, ...unit.corrections.flatMap(synonymsOf)].some((phrase) =>
      words.includes(` ${phrase}`),
    ),
  );
}

/** The SQL of the title suggestions (exported for the query-plan tests); ?1 locale, ?2 the query, ?3 the exact one. */
export function titlesSql(exact: boolean): string {
  return `WITH ranked AS (${rankedSql("?2", exact ? "?3" : null, String(MAX_TITLE_SUGGESTIONS))})
    SELECT t.name, a.slug, ty.slug AS type_slug FROM ranked
    JOIN activities a ON a.id = ranked.id AND ${PUBLISHED}
    ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
    JOIN activity_types ty ON ty.id = a.type_id
    ORDER BY ranked.typed DESC, ranked.rank, a.id LIMIT ${MAX_TITLE_SUGGESTIONS}`;
}

/** The titles that hold the words, the ones as typed first. */
function titlesStatement(db: D1Database, locale: Locale, units: readonly SearchUnit[]): D1PreparedStatement {
  const { forgiving, exact } = matchQueries(units);
  return db
    .prepare(titlesSql(exact !== null))
    .bind(locale, `name : (${forgiving})`, ...(exact ? [`name : (${exact})`] : []));
}

export async function searchSuggestions(db: D1Database, locale: Locale, text: string): Promise<SearchSuggestion[]> {
  const plan = searchPlan(db, text);
  if (!plan) return [];
  const [categoryRows, ...vocabulary] = await db.batch([
    allCategoriesStatement(db, activityTypes, locale),
    ...plan.vocabulary,
  ]);
  const units = correctedUnits(plan, vocabulary);
  const categories = categoriesOf(categoryRows)
    .filter((category) => namesAll(units, category.name))
    .slice(0, MAX_CATEGORY_SUGGESTIONS)
    .map(
      (category): SearchSuggestion => ({ kind: "category", label: category.name, url: `/activity/${category.slug}` }),
    );
  const titles = rowsOf<{ name: string; slug: string; type_slug: string }>(
    await titlesStatement(db, locale, units).all(),
  ).map(
    (row): SearchSuggestion => ({ kind: "activity", label: row.name, url: `/activity/${row.type_slug}/${row.slug}` }),
  );
  return [...categories, ...titles];
}

import type { ActivityCard } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import { type CountRow, firstRow, rowsOf } from "#workers/sql.ts";
import { CARD_COLUMNS, CARD_FROM, cardsOf, PUBLISHED } from "./activities.ts";
import {
  correctionsFromVocabulary,
  hasCorrections,
  isFuzzy,
  type SearchUnit,
  searchUnits,
  searchWords,
  unitsExpression,
  type VocabularyRow,
  vocabularyStatement,
} from "./search-spelling.ts";

/**
 * Turns what a tourist typed into an FTS5 query that cannot be misread as syntax: every word
 * becomes a quoted prefix term ("ubud"*), or a group with the words of the synonym list that mean
 * the same, and all must match. Quotes, operators (AND, OR, NOT, NEAR), column filters and
 * punctuation are inert. No words means no query. Typos are forgiven by `searchPlan`.
 */
export function ftsQuery(text: string): string | null {
  const units = searchUnits(searchWords(text));
  return units.length === 0 ? null : unitsExpression(units, false);
}

/** Column weights for bm25: name, type name, location, short description, body. */
const RANK = "bm25(activity_search, 10.0, 4.0, 3.0, 2.0, 1.0)";

/**
 * A search before its vocabulary look-up: its units, and the statements (one per word long enough
 * to have typos) that read the indexed words near each. A page sends these in the batch of its
 * first round trip, then `correctedUnits` and the search statements in its second.
 */
export interface SearchPlan {
  units: SearchUnit[];
  vocabulary: D1PreparedStatement[];
}

/** The plan of a search; null when the text has no words to search. */
export function searchPlan(db: D1Database, text: string): SearchPlan | null {
  const units = searchUnits(searchWords(text));
  if (units.length === 0) return null;
  return { units, vocabulary: units.filter(isFuzzy).map((unit) => vocabularyStatement(db, unit.typed)) };
}

/** The plan's units with the corrections found in the results of its vocabulary statements. */
export function correctedUnits(plan: SearchPlan, results: readonly (D1Result | undefined)[]): SearchUnit[] {
  let next = 0;
  return plan.units.map((unit) => {
    if (!isFuzzy(unit)) return unit;
    const rows = rowsOf<VocabularyRow>(results[next]);
    next += 1;
    return { ...unit, corrections: correctionsFromVocabulary(unit.typed, rows) };
  });
}

/** The FTS5 queries of the units: with their corrections, and as typed (ranked first). */
export function matchQueries(units: readonly SearchUnit[]): { forgiving: string; exact: string | null } {
  return {
    forgiving: unitsExpression(units, true),
    exact: hasCorrections(units) ? unitsExpression(units, false) : null,
  };
}

/**
 * What ranks first: when typos were forgiven, the activities that match the words as typed (or
 * their synonyms) come before those found only through a correction; then bm25.
 */
function orderBy(exact: string | null, parameter: number): string {
  const typedFirst = exact
    ? `(activity_search.rowid IN (SELECT rowid FROM activity_search WHERE activity_search MATCH ?${parameter})) DESC, `
    : "";
  return `${typedFirst}${RANK}, a.id`;
}

/** The statements of one page of results (the count, then the cards), for a page that batches them. */
export function searchStatements(
  db: D1Database,
  locale: Locale,
  units: readonly SearchUnit[],
  page: Pages,
): [D1PreparedStatement, D1PreparedStatement] {
  const { forgiving, exact } = matchQueries(units);
  return [
    db
      .prepare(
        `SELECT count(*) AS total FROM activity_search JOIN activities a ON a.id = activity_search.rowid AND ${PUBLISHED}
         WHERE activity_search MATCH ?`,
      )
      .bind(forgiving),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} ${CARD_FROM}
         JOIN activity_search ON activity_search.rowid = a.id
         WHERE activity_search MATCH ?2
         ORDER BY ${orderBy(exact, 5)} LIMIT ?3 OFFSET ?4`,
      )
      .bind(locale, forgiving, limitOf(page), offsetOf(page), ...(exact ? [exact] : [])),
  ];
}

/** The page from the results of searchStatements; no results (nothing was searched) is an empty page. */
export function searchPageOf(
  url: URL,
  page: Pages,
  results: [D1Result | undefined, D1Result | undefined] | null,
): Page<ActivityCard> {
  if (!results) return pageOf(url, page, 0, []);
  const [count, cards] = results;
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, cardsOf(cards));
}

/** The plan's vocabulary look-up, in a round trip of its own (none when no word needs one). */
export async function lookUpVocabulary(db: D1Database, plan: SearchPlan): Promise<SearchUnit[]> {
  if (plan.vocabulary.length === 0) return plan.units;
  return correctedUnits(plan, await db.batch(plan.vocabulary));
}

/** A page of search results: at most two round trips, the vocabulary, then the count and cards. */
export async function searchActivities(
  db: D1Database,
  locale: Locale,
  url: URL,
  text: string,
  page: Pages,
): Promise<Page<ActivityCard>> {
  const plan = searchPlan(db, text);
  if (!plan) return searchPageOf(url, page, null);
  const units = await lookUpVocabulary(db, plan);
  const [count, cards] = await db.batch(searchStatements(db, locale, units, page));
  return searchPageOf(url, page, [count, cards]);
}

import { type ActivityCard, MAX_COUNTED_RESULTS } from "#domain/catalogue.ts";
import { type Discovery, isDiscovering, NO_DISCOVERY, type Sort } from "#domain/discovery.ts";
import type { Locale } from "#domain/locale.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import { type CountRow, firstRow, rowsOf } from "#workers/sql.ts";
import { CARD_COLUMNS, CARD_FROM, type CardRow, toActivityCard } from "./activities.ts";
import { type DiscoverySql, discoverySql, ratingOrder } from "./discovery.ts";
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
const RANK = "bm25(10.0, 4.0, 3.0, 2.0, 1.0)";

/**
 * Whether the search index's row is an activity tourists may find: drafts and the archive are in
 * the index too. Checked by key on the rows that leave the index, not by joining every match, in the
 * partial index of the unlisted activities (migration 0068): a published match is not in it, so its
 * probe reads no row, where a look-up of the activity read one (decision 0095).
 */
const LISTED = `NOT EXISTS (SELECT 1 FROM activities u INDEXED BY activities_unlisted
  WHERE u.id = activity_search.rowid AND u.status <> 'published')`;

/**
 * The best `limit` listed matches of the FTS5 query `?match`, ranked by FTS5 itself (`ORDER BY
 * rank LIMIT` inside the index), as `(id, rank)` rows: what a page joins to its tables is then its
 * own rows, not every match (decision 0061). With `rated`, each row also carries the rating and
 * review count the index keeps (migration 0074), read from the index's own row.
 */
export const rankedMatches = (match: string, limit: string, rated = false) =>
  `SELECT rowid AS id, rank${rated ? ", rating, comments_count" : ""} FROM activity_search
   WHERE activity_search MATCH ${match} AND rank MATCH '${RANK}' AND ${LISTED}
   ORDER BY rank LIMIT ${limit}`;

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
 * The ranked rows of a page's matches, `(id, rank, typed)`, for the FTS5 queries in the parameters
 * `forgiving` and `exact`: when typos were forgiven (an exact query), the activities that match the
 * words as typed (or their synonyms) come first (`typed` 1), then those found only through a
 * correction, each group in its bm25 order; `depth` is how many of each group the page may need.
 * With `rated`, also the rating and review count of each (rankedMatches).
 */
export function rankedSql(forgiving: string, exact: string | null, depth: string, rated = false): string {
  const columns = `id, rank${rated ? ", rating, comments_count" : ""}`;
  if (!exact) return `SELECT ${columns}, 0 AS typed FROM (${rankedMatches(forgiving, depth, rated)})`;
  const correctedOnly = `'(' || ${forgiving} || ') NOT (' || ${exact} || ')'`;
  return `SELECT ${columns}, 1 AS typed FROM (${rankedMatches(exact, depth, rated)})
    UNION ALL SELECT ${columns}, 0 AS typed FROM (${rankedMatches(correctedOnly, depth, rated)})`;
}

/** The SQL of a page of cards (exported for the query-plan tests); ?1 locale, ?2 the query, ?3 limit, ?4 offset, ?5 the exact query. */
export function searchCardsSql(exact: boolean): string {
  return `WITH ranked AS (${rankedSql("?2", exact ? "?5" : null, "?3 + ?4")})
    SELECT ${CARD_COLUMNS} ${CARD_FROM} JOIN ranked ON ranked.id = a.id
    ORDER BY ranked.typed DESC, ranked.rank, a.id LIMIT ?3 OFFSET ?4`;
}

/** The SQL of a search's count, up to ?3 (exported for the query-plan tests); ?2 the query. */
export const SEARCH_COUNT_SQL = `SELECT count(*) AS total FROM (SELECT rowid FROM activity_search
  WHERE activity_search MATCH ?2 AND ${LISTED} LIMIT ?3)`;

/**
 * The SQL of a sorted or filtered search's count and cards, in one statement (decisions 0085, 0097
 * and its addendum): its best matches, as many as it counts (`?6`), narrowed by the filters and put
 * in the sort's order (rank breaks ties). One pass over the matches counts them and lists their ids
 * in that order (`json_group_array(... ORDER BY ...)`); the page takes its ids from that list and
 * only its cards are read. Sorted by rating with no filter, the matches are the search index's own
 * rows, which keep the rating and review count (migration 0074): no activity is read for them.
 * Each row is a card with the count in `total`; a page past the end is one row with `total` alone.
 * ?1 locale, ?2 the query, ?3 limit, ?4 offset, ?5 the exact query ('' when none), filters from ?7.
 */
export function discoveredSearchSql(exact: boolean, filters: Pick<DiscoverySql, "conditions" | "order">, sort: Sort) {
  const inIndex = sort === "rating" && filters.conditions.length === 0;
  const ranked = `WITH ranked AS (${rankedSql("?2", exact ? "?5" : null, "?6", inIndex)})`;
  const where = filters.conditions.length === 0 ? "" : `WHERE ${filters.conditions.join(" AND ")}`;
  const byRank = "ranked.typed DESC, ranked.rank, ranked.id";
  const [order, matches] = inIndex
    ? [`${ratingOrder("ranked")}, ${byRank}`, "FROM ranked"]
    : [
        filters.order ? `${filters.order}, ${byRank}` : byRank,
        `FROM ranked JOIN activities a ON a.id = ranked.id ${where}`,
      ];
  return `${ranked},
    matches AS (SELECT count(*) AS total, json_group_array(ranked.id ORDER BY ${order}) AS ids ${matches}),
    page AS (SELECT j.value AS id, j.key AS position FROM matches, json_each(matches.ids) j LIMIT ?3 OFFSET ?4)
    SELECT matches.total, cards.* FROM matches
    LEFT JOIN (SELECT page.position, ${CARD_COLUMNS} ${CARD_FROM} JOIN page ON page.id = a.id) cards
    ORDER BY cards.position`;
}

/** The first parameter of the filters in discoveredSearchSql. */
const SEARCH_FILTERS_FIRST = 7;

/**
 * The statements of one page of results, for a page that batches them: the count, then the cards;
 * a sorted or filtered search reads both in one (discoveredSearchSql).
 */
export function searchStatements(
  db: D1Database,
  locale: Locale,
  units: readonly SearchUnit[],
  page: Pages,
  discovery: Discovery = NO_DISCOVERY,
): D1PreparedStatement[] {
  const { forgiving, exact } = matchQueries(units);
  const counted = Math.max(MAX_COUNTED_RESULTS, offsetOf(page) + limitOf(page)) + 1;
  if (isDiscovering(discovery)) {
    const filters = discoverySql(discovery, locale, SEARCH_FILTERS_FIRST);
    const params = [locale, forgiving, limitOf(page), offsetOf(page), exact ?? "", counted, ...filters.params];
    return [db.prepare(discoveredSearchSql(exact !== null, filters, discovery.sort)).bind(...params)];
  }
  return [
    db.prepare(SEARCH_COUNT_SQL).bind(locale, forgiving, counted),
    db
      .prepare(searchCardsSql(exact !== null))
      .bind(locale, forgiving, limitOf(page), offsetOf(page), ...(exact ? [exact] : [])),
  ];
}

/** The page from the results of searchStatements; no results (nothing was searched) is an empty page. */
export function searchPageOf(
  url: URL,
  page: Pages,
  results: readonly (D1Result | undefined)[] | null,
): Page<ActivityCard> {
  if (!results) return pageOf(url, page, 0, []);
  const [count, cards = count] = results;
  const cardRows = rowsOf<CardRow | { id: null }>(cards).filter((row): row is CardRow => row.id !== null);
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, cardRows.map(toActivityCard));
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
  discovery: Discovery = NO_DISCOVERY,
): Promise<Page<ActivityCard>> {
  const plan = searchPlan(db, text);
  if (!plan) return searchPageOf(url, page, null);
  const units = await lookUpVocabulary(db, plan);
  return searchPageOf(url, page, await db.batch(searchStatements(db, locale, units, page, discovery)));
}

import type { ActivityCard } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { offsetOf, type Page, PER_PAGE, pageOf } from "#workers/paging.ts";
import { type CountRow, firstRow } from "#workers/sql.ts";
import { CARD_COLUMNS, CARD_FROM, cardsOf, PUBLISHED } from "./activities.ts";

const MAX_TERMS = 8;

/**
 * Turns what a tourist typed into an FTS5 query that cannot be misread as syntax: every word
 * becomes a quoted prefix term ("ubud"*), and all must match. Quotes, operators (AND, OR, NOT,
 * NEAR), column filters and punctuation are inert. No words means no query.
 */
export function ftsQuery(text: string): string | null {
  const words = text.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_TERMS)
    .map((word) => `"${word.toLowerCase()}"*`)
    .join(" ");
}

/** Column weights for bm25: name, type name, location, short description, body. */
const RANK = "bm25(activity_search, 10.0, 4.0, 3.0, 2.0, 1.0)";

/**
 * The statements of one page of results (the count, then the cards), for a page that sends
 * them in one batch with its other statements; null when the text has no words to search.
 */
export function searchStatements(
  db: D1Database,
  locale: Locale,
  text: string,
  page: number,
): [D1PreparedStatement, D1PreparedStatement] | null {
  const match = ftsQuery(text);
  if (!match) return null;
  return [
    db
      .prepare(
        `SELECT count(*) AS total FROM activity_search JOIN activities a ON a.id = activity_search.rowid AND ${PUBLISHED}
         WHERE activity_search MATCH ?`,
      )
      .bind(match),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} ${CARD_FROM}
         JOIN activity_search ON activity_search.rowid = a.id
         WHERE activity_search MATCH ?2
         ORDER BY ${RANK}, a.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(locale, match, PER_PAGE, offsetOf(page)),
  ];
}

/** The page from the results of searchStatements; no results (nothing was searched) is an empty page. */
export function searchPageOf(
  url: URL,
  page: number,
  results: [D1Result | undefined, D1Result | undefined] | null,
): Page<ActivityCard> {
  if (!results) return pageOf(url, page, 0, []);
  const [count, cards] = results;
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, cardsOf(cards));
}

export async function searchActivities(
  db: D1Database,
  locale: Locale,
  url: URL,
  text: string,
  page: number,
): Promise<Page<ActivityCard>> {
  const statements = searchStatements(db, locale, text, page);
  if (!statements) return searchPageOf(url, page, null);
  const [count, cards] = await db.batch(statements);
  return searchPageOf(url, page, [count, cards]);
}

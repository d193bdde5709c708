import type { Category, DestinationCard } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import type { Comment, RatingOverview } from "#domain/review-rules.ts";
import type { SafeHtml, Stored } from "#domain/safe-html.ts";
import { notFound } from "#workers/http.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import {
  commentsOf,
  commentsStatement,
  destinationSubject,
  overviewFrom,
  overviewStatement,
} from "#workers/reviews/comments.ts";
import { type CountRow, firstRow, parseImage, parseImages, rowsOf, translationJoin } from "#workers/sql.ts";
import { categoryByIdStatement, categoryFrom, regencies } from "./categories.ts";

export interface Destination extends Omit<DestinationCard, "image"> {
  images: StoredImage[];
  des: SafeHtml;
  note: SafeHtml;
}

interface CardRow {
  id: number;
  slug: string;
  name: string;
  location: string;
  regency_id: number;
  regency_slug: string;
  regency_name: string;
  image: string | null;
  rating: number;
  visitor: number;
  comments_count: number;
}

const CARD_COLUMNS = `d.id, d.slug, t.name, t.location, d.regency_id, r.slug AS regency_slug, rt.name AS regency_name,
  json_extract(d.images, '$[0]') AS image, d.rating, d.visitor, d.comments_count`;

/** Only a published destination reaches a public page, list, answer or review. */
export const DESTINATION_PUBLISHED = "d.status = 'published'";

const CARD_FROM = `FROM destinations d
  ${translationJoin("destination_translations", "destination_id", "d.id", "t")}
  JOIN regencies r ON r.id = d.regency_id
  ${translationJoin("regency_translations", "regency_id", "d.regency_id", "rt")}`;

function toCard(row: CardRow): DestinationCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    regency: { id: row.regency_id, slug: row.regency_slug, name: row.regency_name },
    image: parseImage(row.image),
    rating: row.rating,
    visitor: row.visitor,
    comments_count: row.comments_count,
  };
}

export function destinationCardsOf(result: D1Result | undefined): DestinationCard[] {
  return rowsOf<CardRow>(result).map(toCard);
}

export function destinationCardsStatement(
  db: D1Database,
  locale: Locale,
  options: { regencyId?: number; limit: number; offset?: number },
): D1PreparedStatement {
  const where = `WHERE ${DESTINATION_PUBLISHED}${options.regencyId === undefined ? "" : " AND d.regency_id = ?4"}`;
  const params: (string | number)[] = [locale, options.limit, options.offset ?? 0];
  if (options.regencyId !== undefined) params.push(options.regencyId);
  return db
    .prepare(`SELECT ${CARD_COLUMNS} ${CARD_FROM} ${where} ORDER BY d.position, d.id LIMIT ?2 OFFSET ?3`)
    .bind(...params);
}

export async function listDestinations(
  db: D1Database,
  locale: Locale,
  url: URL,
  page: Pages,
): Promise<Page<DestinationCard>> {
  const [count, cards] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM destinations d WHERE ${DESTINATION_PUBLISHED}`),
    destinationCardsStatement(db, locale, { limit: limitOf(page), offset: offsetOf(page) }),
  ]);
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, destinationCardsOf(cards));
}

export async function listDestinationsOfRegency(
  db: D1Database,
  locale: Locale,
  url: URL,
  regencyId: number,
  page: Pages,
): Promise<{ items: Page<DestinationCard>; category: Category }> {
  const [regency, count, cards] = await db.batch([
    categoryByIdStatement(db, regencies, locale, regencyId),
    db
      .prepare(`SELECT count(*) AS total FROM destinations d WHERE ${DESTINATION_PUBLISHED} AND d.regency_id = ?`)
      .bind(regencyId),
    destinationCardsStatement(db, locale, { regencyId, limit: limitOf(page), offset: offsetOf(page) }),
  ]);
  const category = categoryFrom(regencies, regency);
  return { items: pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, destinationCardsOf(cards)), category };
}

interface DetailRow extends CardRow {
  images: string;
  des: string;
  note: string;
}

/** The statements of a destination's page: detail, others of its regency, rating overview. */
function detailStatements(db: D1Database, locale: Locale, regencySlug: string, slug: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, d.images, t.des, t.note ${CARD_FROM}
           WHERE d.slug = ?2 AND r.slug = ?3 AND ${DESTINATION_PUBLISHED}`,
      )
      .bind(locale, slug, regencySlug),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} ${CARD_FROM}
         WHERE d.regency_id = (SELECT regency_id FROM destinations WHERE slug = ?2) AND d.slug <> ?2 AND ${DESTINATION_PUBLISHED}
         ORDER BY d.position, d.id LIMIT 8`,
      )
      .bind(locale, slug),
    overviewStatement(db, destinationSubject, [slug, regencySlug]),
  ];
}

function detailFrom(
  detail: D1Result | undefined,
  others: D1Result | undefined,
  overview: D1Result | undefined,
): { items: Stored<Destination>; others: DestinationCard[]; overview: RatingOverview } {
  const row = firstRow<DetailRow>(detail);
  const summary = overviewFrom(overview);
  if (!row || !summary) throw notFound("Destination");
  const { image: _cover, ...card } = toCard(row);
  return {
    items: { ...card, images: parseImages(row.images), des: row.des, note: row.note },
    others: destinationCardsOf(others),
    overview: summary,
  };
}

export async function getDestination(
  db: D1Database,
  locale: Locale,
  regencySlug: string,
  slug: string,
): Promise<{ items: Stored<Destination>; others: DestinationCard[]; overview: RatingOverview }> {
  const [detail, others, overview] = await db.batch(detailStatements(db, locale, regencySlug, slug));
  return detailFrom(detail, others, overview);
}

/**
 * The destination page in one round trip: the destination, the others of its regency, the rating
 * overview and the first page of comments (whose neighbour URLs are built from `commentsUrl`).
 */
export async function getDestinationWithComments(
  db: D1Database,
  locale: Locale,
  regencySlug: string,
  slug: string,
  commentsUrl: URL,
): Promise<{
  items: Stored<Destination>;
  others: DestinationCard[];
  overview: RatingOverview;
  comments: Page<Comment>;
}> {
  const [detail, others, overview, comments] = await db.batch([
    ...detailStatements(db, locale, regencySlug, slug),
    commentsStatement(db, destinationSubject, [slug, regencySlug], 1),
  ]);
  const page = detailFrom(detail, others, overview);
  return { ...page, comments: pageOf(commentsUrl, 1, page.overview.total, commentsOf(comments)) };
}

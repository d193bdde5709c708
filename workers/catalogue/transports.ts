import type { Category, Transport, TransportCard } from "#domain/catalogue.ts";
import type { TripForm } from "#domain/inputs/trip-details.ts";
import type { Locale } from "#domain/locale.ts";
import type { Comment, RatingOverview } from "#domain/review-rules.ts";
import type { Stored } from "#domain/safe-html.ts";
import { openSoonSql } from "#workers/availability/open-soon.ts";
import { notFound } from "#workers/http.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import {
  commentsOf,
  commentsStatement,
  overviewFrom,
  overviewStatement,
  transportSubject,
} from "#workers/reviews/comments.ts";
import { type CountRow, dollars, firstRow, parseImage, parseImages, rowsOf, translationJoin } from "#workers/sql.ts";
import { categoryByIdStatement, categoryFrom, transportTypes } from "./categories.ts";

interface CardRow {
  id: number;
  manufacture: string;
  vehicle_name: string;
  vehicle_type: string;
  type_id: number;
  type_slug: string;
  type_name: string;
  passanger: number;
  transmision: "manual" | "automatic";
  baggage: number;
  price_idr: number;
  price_usd_cents: number;
  duration_hours: number;
  visitor: number;
  rating: number;
  comments_count: number;
  image: string | null;
  open_soon: number;
  instant_confirmation: number;
}

const CARD_COLUMNS = `v.id, v.manufacture, v.vehicle_name, t.vehicle_type, v.type_id, ty.slug AS type_slug,
  tt.name AS type_name, v.passanger, v.transmision, v.baggage, v.price_idr, v.price_usd_cents, v.duration_hours,
  v.visitor, v.rating, v.comments_count, json_extract(v.images, '$[0]') AS image, ${openSoonSql("transport")} AS open_soon, v.instant_confirmation`;

/** Only a published vehicle reaches a public page, list, answer, review or booking. */
export const TRANSPORT_PUBLISHED = "v.status = 'published'";

const CARD_FROM = `FROM transports v
  ${translationJoin("transport_translations", "transport_id", "v.id", "t")}
  JOIN transport_types ty ON ty.id = v.type_id
  ${translationJoin("transport_type_translations", "type_id", "v.type_id", "tt")}`;

function toCard(row: CardRow): TransportCard {
  return {
    id: row.id,
    manufacture: row.manufacture,
    vehicle_name: row.vehicle_name,
    vehicle_type: row.vehicle_type,
    type: { id: row.type_id, slug: row.type_slug, name: row.type_name },
    passanger: row.passanger,
    transmision: row.transmision,
    baggage: row.baggage,
    price_idr: row.price_idr,
    price_usd: dollars(row.price_usd_cents),
    duration: row.duration_hours,
    visitor: row.visitor,
    rating: row.rating,
    comments_count: row.comments_count,
    image: parseImage(row.image),
    open_soon: row.open_soon === 1,
    instant_confirmation: row.instant_confirmation === 1,
  };
}

export function transportCardsOf(result: D1Result | undefined): TransportCard[] {
  return rowsOf<CardRow>(result).map(toCard);
}

export function transportCardsStatement(
  db: D1Database,
  locale: Locale,
  options: { typeId?: number; limit: number; offset?: number; openSoonOnly?: boolean },
): D1PreparedStatement {
  const openSoon = options.openSoonOnly ? ` AND ${openSoonSql("transport")}` : "";
  const where = `WHERE ${TRANSPORT_PUBLISHED}${options.typeId === undefined ? "" : " AND v.type_id = ?4"}${openSoon}`;
  const params: (string | number)[] = [locale, options.limit, options.offset ?? 0];
  if (options.typeId !== undefined) params.push(options.typeId);
  return db
    .prepare(`SELECT ${CARD_COLUMNS} ${CARD_FROM} ${where} ORDER BY v.position, v.id LIMIT ?2 OFFSET ?3`)
    .bind(...params);
}

/** The published vehicles whose ids `idsSql` selects (with its parameter `?2`), as cards, in no particular order. */
export function transportCardsAmongStatement(
  db: D1Database,
  locale: Locale,
  idsSql: string,
  param: string | number,
): D1PreparedStatement {
  return db
    .prepare(`SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE ${TRANSPORT_PUBLISHED} AND v.id IN (${idsSql})`)
    .bind(locale, param);
}

export async function listTransports(
  db: D1Database,
  locale: Locale,
  url: URL,
  page: Pages,
): Promise<Page<TransportCard>> {
  const [count, cards] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM transports v WHERE ${TRANSPORT_PUBLISHED}`),
    transportCardsStatement(db, locale, { limit: limitOf(page), offset: offsetOf(page) }),
  ]);
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, transportCardsOf(cards));
}

export async function listTransportsOfType(
  db: D1Database,
  locale: Locale,
  url: URL,
  typeId: number,
  page: Pages,
): Promise<{ items: Page<TransportCard>; category: Category }> {
  const [type, count, cards] = await db.batch([
    categoryByIdStatement(db, transportTypes, locale, typeId),
    db
      .prepare(`SELECT count(*) AS total FROM transports v WHERE ${TRANSPORT_PUBLISHED} AND v.type_id = ?`)
      .bind(typeId),
    transportCardsStatement(db, locale, { typeId, limit: limitOf(page), offset: offsetOf(page) }),
  ]);
  const category = categoryFrom(transportTypes, type);
  return { items: pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, transportCardsOf(cards)), category };
}

interface DetailRow extends CardRow {
  images: string;
  des: string;
  note: string;
  trip_form: TripForm;
}

/** The statements of a transport's page: detail and others of its type. */
function detailStatements(db: D1Database, locale: Locale, id: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, v.images, t.des, t.note, v.trip_form ${CARD_FROM} WHERE v.id = ?2 AND ${TRANSPORT_PUBLISHED}`,
      )
      .bind(locale, id),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} ${CARD_FROM}
         WHERE v.type_id = (SELECT type_id FROM transports WHERE id = ?2) AND v.id <> ?2 AND ${TRANSPORT_PUBLISHED}
         ORDER BY v.position, v.id LIMIT 8`,
      )
      .bind(locale, id),
  ];
}

function detailFrom(
  detail: D1Result | undefined,
  others: D1Result | undefined,
): { items: Stored<Transport>; others: TransportCard[] } {
  const row = firstRow<DetailRow>(detail);
  if (!row) throw notFound("Transport");
  const { image: _cover, ...card } = toCard(row);
  return {
    items: { ...card, images: parseImages(row.images), des: row.des, note: row.note, trip_form: row.trip_form },
    others: transportCardsOf(others),
  };
}

export async function getTransport(
  db: D1Database,
  locale: Locale,
  id: number,
): Promise<{ items: Stored<Transport>; others: TransportCard[] }> {
  const [detail, others] = await db.batch(detailStatements(db, locale, id));
  return detailFrom(detail, others);
}

export interface TransportPage {
  items: Stored<Transport>;
  others: TransportCard[];
  overview: RatingOverview;
  comments: Page<Comment>;
}

/**
 * The reads of a vehicle's page, for one batch: the vehicle, the others of its type, the rating
 * overview and the first page of comments. transportPageFrom makes the page of their results
 * (the comments' neighbour URLs built from `commentsUrl`).
 */
export function transportPageStatements(db: D1Database, locale: Locale, id: number): D1PreparedStatement[] {
  const key: [number, string] = [id, ""];
  return [
    ...detailStatements(db, locale, id),
    overviewStatement(db, transportSubject, key),
    commentsStatement(db, transportSubject, key, 1),
  ];
}

export function transportPageFrom(
  [detail, others, overview, comments]: (D1Result | undefined)[],
  commentsUrl: URL,
): TransportPage {
  const page = detailFrom(detail, others);
  const summary = overviewFrom(overview);
  if (!summary) throw notFound("Transport");
  return { ...page, overview: summary, comments: pageOf(commentsUrl, 1, summary.total, commentsOf(comments)) };
}

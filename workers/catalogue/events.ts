import { baliDateTime } from "#domain/bali-time.ts";
import type { EventCard } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import type { SafeHtml, Stored } from "#domain/safe-html.ts";
import { notFound } from "#workers/http.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import { type CountRow, firstRow, parseImage, parseImages, rowsOf, translationJoin } from "#workers/sql.ts";

export interface Event extends Omit<EventCard, "image"> {
  content: SafeHtml;
  images: StoredImage[];
}

interface CardRow {
  slug: string;
  title: string;
  location: string;
  starts_at: string;
  ends_at: string;
  image: string | null;
}

/** Only published events reach the public: lists, pages, /api, the home page and the sitemap. */
const CARD_SELECT = `SELECT e.slug, t.title, t.location, e.starts_at, e.ends_at, json_extract(e.images, '$[0]') AS image
  FROM events e ${translationJoin("event_translations", "event_id", "e.id", "t")} WHERE e.status = 'published'`;

/** Events still to come or running first, soonest first; past events after them, latest first. */
const ORDER = `ORDER BY (e.ends_at < ?2), CASE WHEN e.ends_at < ?2 THEN -julianday(e.starts_at) ELSE julianday(e.starts_at) END, e.id`;

function toCard(row: CardRow): EventCard {
  return {
    slug: row.slug,
    title: row.title,
    location: row.location,
    start: row.starts_at,
    end: row.ends_at,
    image: parseImage(row.image),
  };
}

export function eventCardsOf(result: D1Result | undefined): EventCard[] {
  return rowsOf<CardRow>(result).map(toCard);
}

/** Events that have not ended yet in Bali, soonest first. */
export function upcomingEventsStatement(
  db: D1Database,
  locale: Locale,
  limit: number,
  now = new Date(),
): D1PreparedStatement {
  return db
    .prepare(`${CARD_SELECT} AND e.ends_at >= ?2 ORDER BY e.starts_at, e.id LIMIT ?3`)
    .bind(locale, baliDateTime(now), limit);
}

export async function listEvents(db: D1Database, locale: Locale, url: URL, page: Pages): Promise<Page<EventCard>> {
  const [count, cards] = await db.batch([
    db.prepare("SELECT count(*) AS total FROM events WHERE status = 'published'"),
    db
      .prepare(`${CARD_SELECT} ${ORDER} LIMIT ?3 OFFSET ?4`)
      .bind(locale, baliDateTime(), limitOf(page), offsetOf(page)),
  ]);
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, eventCardsOf(cards));
}

export async function featuredEvents(db: D1Database, locale: Locale): Promise<EventCard[]> {
  return eventCardsOf(await upcomingEventsStatement(db, locale, 6).all());
}

export async function getEvent(db: D1Database, locale: Locale, slug: string): Promise<Stored<Event>> {
  const row = await db
    .prepare(
      `SELECT e.slug, t.title, t.location, e.starts_at, e.ends_at, t.content, e.images
       FROM events e ${translationJoin("event_translations", "event_id", "e.id", "t")}
       WHERE e.status = 'published' AND e.slug = ?2`,
    )
    .bind(locale, slug)
    .first<CardRow & { content: string; images: string }>();
  if (!row) throw notFound("Event");
  const { image: _cover, ...card } = toCard({ ...row, image: null });
  return { ...card, content: row.content, images: parseImages(row.images) };
}

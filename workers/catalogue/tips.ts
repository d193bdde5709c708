import type { TipCard } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import type { SafeHtml, Stored } from "#domain/safe-html.ts";
import { notFound } from "#workers/http.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import { type CountRow, firstRow, parseImage, parseImages, rowsOf, translationJoin } from "#workers/sql.ts";

export interface Tip {
  slug: string;
  title: string;
  content: SafeHtml;
  images: StoredImage[];
}

interface CardRow {
  slug: string;
  title: string;
  image: string | null;
}

/** Only published tips reach the public: lists, pages, /api, the home page and the sitemap. */
const FROM = `FROM tips tp ${translationJoin("tip_translations", "tip_id", "tp.id", "t")} WHERE tp.status = 'published'`;

export function tipCardsStatement(db: D1Database, locale: Locale, limit: number, offset = 0): D1PreparedStatement {
  return db
    .prepare(
      `SELECT tp.slug, t.title, json_extract(tp.images, '$[0]') AS image ${FROM}
       ORDER BY tp.position, tp.id LIMIT ?2 OFFSET ?3`,
    )
    .bind(locale, limit, offset);
}

export function tipCardsOf(result: D1Result | undefined): TipCard[] {
  return rowsOf<CardRow>(result).map((row) => ({ slug: row.slug, title: row.title, image: parseImage(row.image) }));
}

export async function listTips(db: D1Database, locale: Locale, url: URL, page: Pages): Promise<Page<TipCard>> {
  const [count, cards] = await db.batch([
    db.prepare("SELECT count(*) AS total FROM tips WHERE status = 'published'"),
    tipCardsStatement(db, locale, limitOf(page), offsetOf(page)),
  ]);
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, tipCardsOf(cards));
}

export async function getTip(db: D1Database, locale: Locale, slug: string): Promise<Stored<Tip>> {
  const row = await db
    .prepare(`SELECT tp.slug, t.title, t.content, tp.images ${FROM} AND tp.slug = ?2`)
    .bind(locale, slug)
    .first<{ slug: string; title: string; content: string; images: string }>();
  if (!row) throw notFound("Tip");
  return { slug: row.slug, title: row.title, content: row.content, images: parseImages(row.images) };
}

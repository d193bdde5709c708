import type { SpecialOfferCard } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import type { SafeHtml, Stored } from "#domain/safe-html.ts";
import { notFound } from "#workers/http.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import { type CountRow, firstRow, parseImage, parseImages, rowsOf, translationJoin } from "#workers/sql.ts";

export interface SpecialOffer extends Omit<SpecialOfferCard, "image"> {
  des: SafeHtml;
  tnc: SafeHtml;
  images: StoredImage[];
}

interface CardRow {
  slug: string;
  title: string;
  short_des: string;
  image: string | null;
}

/** Only published offers reach the public: lists, pages, /api, the home page and the sitemap. */
const FROM = `FROM special_offers o ${translationJoin("special_offer_translations", "offer_id", "o.id", "t")}
  WHERE o.status = 'published'`;

export function offerCardsStatement(db: D1Database, locale: Locale, limit: number, offset = 0): D1PreparedStatement {
  return db
    .prepare(
      `SELECT o.slug, t.title, t.short_des, json_extract(o.images, '$[0]') AS image ${FROM}
       ORDER BY o.position, o.id LIMIT ?2 OFFSET ?3`,
    )
    .bind(locale, limit, offset);
}

export function offerCardsOf(result: D1Result | undefined): SpecialOfferCard[] {
  return rowsOf<CardRow>(result).map((row) => ({
    slug: row.slug,
    title: row.title,
    short_des: row.short_des,
    image: parseImage(row.image),
  }));
}

export async function listSpecialOffers(
  db: D1Database,
  locale: Locale,
  url: URL,
  page: Pages,
): Promise<Page<SpecialOfferCard>> {
  const [count, cards] = await db.batch([
    db.prepare("SELECT count(*) AS total FROM special_offers WHERE status = 'published'"),
    offerCardsStatement(db, locale, limitOf(page), offsetOf(page)),
  ]);
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, offerCardsOf(cards));
}

export async function featuredSpecialOffers(db: D1Database, locale: Locale): Promise<SpecialOfferCard[]> {
  return offerCardsOf(await offerCardsStatement(db, locale, 6).all());
}

export async function getSpecialOffer(db: D1Database, locale: Locale, slug: string): Promise<Stored<SpecialOffer>> {
  const row = await db
    .prepare(`SELECT o.slug, t.title, t.short_des, t.des, t.tnc, o.images ${FROM} AND o.slug = ?2`)
    .bind(locale, slug)
    .first<{ slug: string; title: string; short_des: string; des: string; tnc: string; images: string }>();
  if (!row) throw notFound("Special offer");
  return {
    slug: row.slug,
    title: row.title,
    short_des: row.short_des,
    des: row.des,
    tnc: row.tnc,
    images: parseImages(row.images),
  };
}

import type { GalleryImage } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import { type CountRow, firstRow, rowsOf, translationJoin } from "#workers/sql.ts";

interface Row {
  id: number;
  image: string;
  caption: string;
}

export function galleryStatement(db: D1Database, locale: Locale, limit: number, offset = 0): D1PreparedStatement {
  return db
    .prepare(
      `SELECT g.id, g.image, t.caption
       FROM gallery_images g ${translationJoin("gallery_image_translations", "image_id", "g.id", "t")}
       ORDER BY g.position, g.id LIMIT ?2 OFFSET ?3`,
    )
    .bind(locale, limit, offset);
}

export function galleryImagesOf(result: D1Result | undefined): GalleryImage[] {
  return rowsOf<Row>(result).map((row) => ({
    id: row.id,
    caption: row.caption,
    ...(JSON.parse(row.image) as StoredImage),
  }));
}

export async function listGallery(db: D1Database, locale: Locale, url: URL, page: Pages): Promise<Page<GalleryImage>> {
  const [count, images] = await db.batch([
    db.prepare("SELECT count(*) AS total FROM gallery_images"),
    galleryStatement(db, locale, limitOf(page), offsetOf(page)),
  ]);
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, galleryImagesOf(images));
}

export function featuredGalleryStatement(db: D1Database, locale: Locale): D1PreparedStatement {
  return galleryStatement(db, locale, 8);
}

export async function featuredGallery(db: D1Database, locale: Locale): Promise<GalleryImage[]> {
  return galleryImagesOf(await featuredGalleryStatement(db, locale).all());
}

/** The activity types' photos: the page that shows and orders them, and the pages a change purges. */
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import { notFound } from "#workers/http.ts";
import { parseImages } from "#workers/sql.ts";
import { ACTIVITY_TYPE_TEXTS } from "./category-texts.ts";
import { HOME } from "./place-editor.ts";
import type { PhotoRow } from "./row-photos.ts";

/** An activity type as its photo page shows it: its name in the operator's language and its photos. */
export interface ActivityTypePhotos {
  id: number;
  slug: string;
  name: string;
  version: number;
  images: StoredImage[];
}

export async function activityTypePhotos(db: D1Database, locale: Locale, id: number): Promise<ActivityTypePhotos> {
  const row = await db
    .prepare(
      `SELECT t.id, t.slug, t.version, t.images,
         (SELECT x.name FROM activity_type_translations x WHERE x.type_id = t.id ORDER BY x.locale = ?2 DESC LIMIT 1) AS name
       FROM activity_types t WHERE t.id = ?1`,
    )
    .bind(id, locale)
    .first<{ id: number; slug: string; version: number; images: string; name: string | null }>();
  if (!row) throw notFound(ACTIVITY_TYPE_TEXTS.label);
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    name: row.name ?? row.slug,
    images: parseImages(row.images),
  };
}

/** An activity type's photos and the pages that show them: its lists, its activities' cards and the home page. */
export async function activityTypePhotoRow(db: D1Database, id: number): Promise<PhotoRow> {
  const type = await activityTypePhotos(db, "id", id);
  const pages = await ACTIVITY_TYPE_TEXTS.pages(db, type);
  return { table: "activity_types", id, images: type.images, pages: [...pages, ...HOME] };
}

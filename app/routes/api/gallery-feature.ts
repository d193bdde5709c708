import { apiLoader } from "#workers/api.ts";
import { featuredGallery } from "#workers/gallery.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await featuredGallery(db, locale) }));

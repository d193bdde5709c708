import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { listGallery } from "#workers/catalogue/gallery.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: { images: await listGallery(db, locale, url, page) },
}));

export const action = getOnlyAction;

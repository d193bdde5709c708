import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listGallery } from "#workers/catalogue/gallery.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: { images: await listGallery(db, locale, url, page) },
}));

export const action = getOnlyAction;

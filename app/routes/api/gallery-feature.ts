import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { featuredGallery } from "#workers/catalogue/gallery.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await featuredGallery(db, locale) }));

export const action = getOnlyAction;

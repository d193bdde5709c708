import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listCategories, transportTypes } from "#workers/catalogue/categories.ts";

export const loader = apiLoader(async ({ db, locale }) => ({
  items: await listCategories(db, transportTypes, locale),
}));

export const action = getOnlyAction;

import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { listCategories, transportTypes } from "#workers/catalogue/categories.ts";

export const loader = apiLoader(async ({ db, locale }) => ({
  items: await listCategories(db, transportTypes, locale),
}));

export const action = getOnlyAction;

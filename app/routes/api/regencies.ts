import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { listCategories, regencies } from "#workers/catalogue/categories.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await listCategories(db, regencies, locale) }));

export const action = getOnlyAction;

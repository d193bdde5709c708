import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listCategories, regencies } from "#workers/catalogue/categories.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await listCategories(db, regencies, locale) }));

export const action = getOnlyAction;

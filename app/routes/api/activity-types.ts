import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { activityTypes, listCategories } from "#workers/catalogue/categories.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await listCategories(db, activityTypes, locale) }));

export const action = getOnlyAction;

import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listActivities } from "#workers/catalogue/activities.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listActivities(db, locale, url, page),
}));

export const action = getOnlyAction;

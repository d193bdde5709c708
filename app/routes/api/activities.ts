import { listActivities } from "#workers/activities.ts";
import { apiLoader } from "#workers/api.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listActivities(db, locale, url, page),
}));

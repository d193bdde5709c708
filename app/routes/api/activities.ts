import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listActivities } from "#workers/catalogue/activities.ts";
import { discoveryOf } from "#workers/catalogue/discovery.ts";

export const loader = apiLoader(async ({ db, locale, url, page, query }) => ({
  items: await listActivities(db, locale, url, page, discoveryOf(query, locale)),
}));

export const action = getOnlyAction;

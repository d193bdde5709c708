import { apiLoader, getOnlyAction, idFromPath } from "#app/server/api.server.ts";
import { listActivitiesOfType } from "#workers/catalogue/activities.ts";
import { discoveryOf } from "#workers/catalogue/discovery.ts";

export const loader = apiLoader(async ({ db, locale, url, page, params, query }) =>
  listActivitiesOfType(db, locale, url, idFromPath(params.id, "Activity category"), page, discoveryOf(query, locale)),
);

export const action = getOnlyAction;

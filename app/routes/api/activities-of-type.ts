import { apiLoader, getOnlyAction, idFromPath } from "#app/server/api.server.ts";
import { listActivitiesOfType } from "#workers/catalogue/activities.ts";

export const loader = apiLoader(async ({ db, locale, url, page, params }) =>
  listActivitiesOfType(db, locale, url, idFromPath(params.id, "Activity category"), page),
);

export const action = getOnlyAction;

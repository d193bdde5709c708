import { listActivitiesOfType } from "#workers/activities.ts";
import { apiLoader, getOnlyAction, idFromPath } from "#workers/api.ts";

export const loader = apiLoader(async ({ db, locale, url, page, params }) =>
  listActivitiesOfType(db, locale, url, idFromPath(params.id, "Activity category"), page),
);

export const action = getOnlyAction;

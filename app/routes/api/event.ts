import { apiLoader, getOnlyAction, slugFromPath } from "#app/server/api.server.ts";
import { getEvent } from "#workers/catalogue/events.ts";

export const loader = apiLoader(async ({ db, locale, params }) => ({
  items: await getEvent(db, locale, slugFromPath(params.slug, "Event")),
}));

export const action = getOnlyAction;

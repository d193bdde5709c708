import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listEvents } from "#workers/catalogue/events.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listEvents(db, locale, url, page),
}));

export const action = getOnlyAction;

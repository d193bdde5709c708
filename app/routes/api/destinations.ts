import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listDestinations } from "#workers/catalogue/destinations.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listDestinations(db, locale, url, page),
}));

export const action = getOnlyAction;

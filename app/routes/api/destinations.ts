import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { listDestinations } from "#workers/catalogue/destinations.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listDestinations(db, locale, url, page),
}));

export const action = getOnlyAction;

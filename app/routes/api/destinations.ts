import { apiLoader } from "#workers/api.ts";
import { listDestinations } from "#workers/destinations.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listDestinations(db, locale, url, page),
}));

import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listSpecialOffers } from "#workers/catalogue/special-offers.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listSpecialOffers(db, locale, url, page),
}));

export const action = getOnlyAction;

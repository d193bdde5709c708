import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { listSpecialOffers } from "#workers/catalogue/special-offers.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listSpecialOffers(db, locale, url, page),
}));

export const action = getOnlyAction;

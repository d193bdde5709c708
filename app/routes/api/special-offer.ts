import { apiLoader, getOnlyAction, slugFromPath } from "#app/server/api.server.ts";
import { getSpecialOffer } from "#workers/catalogue/special-offers.ts";

export const loader = apiLoader(async ({ db, locale, params }) => ({
  items: await getSpecialOffer(db, locale, slugFromPath(params.slug, "Special offer")),
}));

export const action = getOnlyAction;

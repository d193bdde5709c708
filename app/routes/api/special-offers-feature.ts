import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { featuredSpecialOffers } from "#workers/catalogue/special-offers.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await featuredSpecialOffers(db, locale) }));

export const action = getOnlyAction;

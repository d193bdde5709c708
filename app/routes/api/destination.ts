import { apiLoader, getOnlyAction, slugFromPath } from "#app/server/api.server.ts";
import { getDestination } from "#workers/catalogue/destinations.ts";

export const loader = apiLoader(async ({ db, locale, params }) =>
  getDestination(db, locale, slugFromPath(params.regency, "Destination"), slugFromPath(params.slug, "Destination")),
);

export const action = getOnlyAction;

import { apiLoader, getOnlyAction, idFromPath } from "#app/server/api.server.ts";
import { listDestinationsOfRegency } from "#workers/catalogue/destinations.ts";

export const loader = apiLoader(async ({ db, locale, url, page, params }) =>
  listDestinationsOfRegency(db, locale, url, idFromPath(params.id, "Regency"), page),
);

export const action = getOnlyAction;

import { apiLoader, getOnlyAction, idFromPath } from "#app/server/api.server.ts";
import { listTransportsOfType } from "#workers/catalogue/transports.ts";

export const loader = apiLoader(async ({ db, locale, url, page, params }) =>
  listTransportsOfType(db, locale, url, idFromPath(params.id, "Transport type"), page),
);

export const action = getOnlyAction;

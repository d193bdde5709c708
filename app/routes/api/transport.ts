import { apiLoader, getOnlyAction, idFromPath } from "#app/server/api.server.ts";
import { getTransport } from "#workers/catalogue/transports.ts";

export const loader = apiLoader(async ({ db, locale, params }) =>
  getTransport(db, locale, idFromPath(params.id, "Transport")),
);

export const action = getOnlyAction;

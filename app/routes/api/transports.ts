import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listTransports } from "#workers/catalogue/transports.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listTransports(db, locale, url, page),
}));

export const action = getOnlyAction;

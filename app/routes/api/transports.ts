import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { listTransports } from "#workers/catalogue/transports.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listTransports(db, locale, url, page),
}));

export const action = getOnlyAction;

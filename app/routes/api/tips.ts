import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { listTips } from "#workers/catalogue/tips.ts";

export const loader = apiLoader(async ({ db, locale, url, page }) => ({
  items: await listTips(db, locale, url, page),
}));

export const action = getOnlyAction;

import { apiLoader, getOnlyAction, slugFromPath } from "#app/server/api.server.ts";
import { getTip } from "#workers/catalogue/tips.ts";

export const loader = apiLoader(async ({ db, locale, params }) => ({
  items: await getTip(db, locale, slugFromPath(params.slug, "Tip")),
}));

export const action = getOnlyAction;

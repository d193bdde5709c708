import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { homeIndex } from "#workers/catalogue/home-sections.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await homeIndex(db, locale) }));

export const action = getOnlyAction;

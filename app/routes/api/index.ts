import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { homeIndex } from "#workers/home.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await homeIndex(db, locale) }));

export const action = getOnlyAction;

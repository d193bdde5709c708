import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { featuredEvents } from "#workers/catalogue/events.ts";

export const loader = apiLoader(async ({ db, locale }) => ({ items: await featuredEvents(db, locale) }));

export const action = getOnlyAction;

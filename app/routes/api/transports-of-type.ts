import { apiLoader, getOnlyAction, idFromPath } from "#workers/api.ts";
import { listTransportsOfType } from "#workers/catalogue/transports.ts";

export const loader = apiLoader(async ({ db, locale, url, page, params }) =>
  listTransportsOfType(db, locale, url, idFromPath(params.id, "Transport type"), page),
);

export const action = getOnlyAction;

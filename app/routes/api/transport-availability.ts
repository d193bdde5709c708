import { apiLoader, getOnlyAction, idFromPath } from "#app/server/api.server.ts";
import { availabilityResponse } from "#workers/availability/availability.ts";

export const loader = apiLoader(async ({ db, locale, params, query }) =>
  availabilityResponse(db, locale, query, { kind: "transport", id: idFromPath(params.id, "Transport") }),
);

export const action = getOnlyAction;

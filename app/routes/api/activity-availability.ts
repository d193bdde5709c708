import { apiLoader, getOnlyAction, slugFromPath } from "#app/server/api.server.ts";
import { availabilityResponse } from "#workers/availability/availability.ts";

export const loader = apiLoader(async ({ db, locale, params, query }) =>
  availabilityResponse(db, locale, query, {
    kind: "activity",
    typeSlug: slugFromPath(params.type, "Activity"),
    slug: slugFromPath(params.slug, "Activity"),
  }),
);

export const action = getOnlyAction;

import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { tripActivitiesQuery } from "#domain/inputs/trip-activities.ts";
import { type ActivityPick, getActivityChoices } from "#workers/catalogue/trip-choices.ts";
import { parseQuery } from "#workers/http.ts";

/** The trip builder's picker: the activities matching a search, those a plan names, or the most reviewed. */
export const loader = apiLoader(async ({ db, locale, query }) => {
  const { query: text, ids } = parseQuery(tripActivitiesQuery, query, locale);
  const pick: ActivityPick = ids ? { ids } : text?.trim() ? { matching: text } : { popular: true };
  return { items: await getActivityChoices(db, locale, pick) };
});

export const action = getOnlyAction;

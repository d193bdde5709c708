import { type } from "arktype";
import { apiLoader, getOnlyAction, slugFromPath } from "#app/server/api.server.ts";
import { getActivity } from "#workers/catalogue/activities.ts";
import { parseQuery } from "#workers/http.ts";

const activityQuery = type({ "lang?": "'id' | 'en'" });

/** `?lang=` picks the language of the texts; without it the site's own language is used. */
export const loader = apiLoader(async ({ db, locale, params, query }) => {
  const { lang } = parseQuery(activityQuery, query, locale);
  return getActivity(db, lang ?? locale, slugFromPath(params.type, "Activity"), slugFromPath(params.slug, "Activity"));
});

export const action = getOnlyAction;

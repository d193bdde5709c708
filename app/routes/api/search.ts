import { type } from "arktype";
import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { searchActivities } from "#workers/catalogue/full-text-search.ts";
import { parseQuery } from "#workers/http.ts";

const searchQuery = type({ "query?": "string <= 200" });

export const loader = apiLoader(async ({ db, locale, url, page, query }) => {
  const { query: text = "" } = parseQuery(searchQuery, query, locale);
  return { items: await searchActivities(db, locale, url, text, page), category: null };
});

export const action = getOnlyAction;

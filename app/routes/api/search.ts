import { type } from "arktype";
import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { discoveryOf } from "#workers/catalogue/discovery.ts";
import { searchActivities } from "#workers/catalogue/full-text-search.ts";
import { parseQuery } from "#workers/http.ts";

const searchQuery = type({ "query?": "string <= 200" });

export const loader = apiLoader(async ({ db, locale, url, page, query }) => {
  const { query: text = "" } = parseQuery(searchQuery, query, locale);
  const discovery = discoveryOf(query, locale);
  return { items: await searchActivities(db, locale, url, text, page, discovery), category: null };
});

export const action = getOnlyAction;

import { type } from "arktype";
import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { searchSuggestions } from "#workers/catalogue/search-suggestions.ts";
import { parseQuery } from "#workers/http.ts";

/** A search box's text as typed: up to 100 characters (not UTF-16 units: an emoji is one). */
const suggestQuery = type({
  query: type("string").narrow((text, ctx) => [...text].length <= 100 || ctx.mustBe("at most 100 characters")),
});

export const loader = apiLoader(async ({ db, locale, query }) => {
  const { query: text } = parseQuery(suggestQuery, query, locale);
  return { items: await searchSuggestions(db, locale, text) };
});

export const action = getOnlyAction;

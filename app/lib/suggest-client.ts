/**
 * The search box's suggestions: GET /api/search/suggest, the answer checked before the box shows
 * it. Loaded with the first letter typed, so pages with a search box do not ship it up front.
 */
import { arrayOf, expectAnswer, isFilledString, matching, oneOf, shape } from "./answer-shape.ts";

const isSuggestion = shape({
  kind: oneOf("activity", "category"),
  label: isFilledString,
  url: matching(/^\/activity\//),
});

const isSuggestAnswer = shape({ items: arrayOf(isSuggestion) });

export type Suggestion = ReturnType<typeof parseSuggestions>[number];

function parseSuggestions(body: unknown) {
  return expectAnswer(body, isSuggestAnswer, "/api/search/suggest").items;
}

/** The suggestions for what was typed; a new keystroke aborts the call before it (`signal`). */
export async function fetchSuggestions(query: string, signal: AbortSignal) {
  const url = `/api/search/suggest?query=${encodeURIComponent(query)}`;
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) return [];
  return parseSuggestions(await response.json());
}

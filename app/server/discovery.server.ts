import { data } from "react-router";
import { baliToday } from "#domain/bali-time.ts";
import { type Discovery, discoveryParameters } from "#domain/discovery.ts";
import type { Locale } from "#domain/locale.ts";
import { searchIntentOf, withTypedIntent } from "#domain/search-intent.ts";
import { discoveryOf } from "#workers/catalogue/discovery.ts";
import { HttpError } from "#workers/http.ts";

/**
 * A list page's sort and filters from its URL. A value a parameter does not take answers 422 with
 * the message that names it, in the page's language (the error page shows it), not the 404 that
 * loadPage makes of the other refusals: the page exists, the link is wrong.
 */
export function pageDiscoveryOf(url: URL, locale: Locale): Discovery {
  try {
    return discoveryOf(Object.fromEntries(url.searchParams), locale);
  } catch (error) {
    if (error instanceof HttpError) throw data({ message: error.messageIn(locale) }, { status: 422 });
    throw error;
  }
}

/** The /api list `path` with the page's sort and filters, so its next_page_url keeps them. */
export function apiUrlWith(path: string, pageUrl: URL, discovery: Discovery): URL {
  const url = new URL(path, pageUrl);
  for (const [name, value] of discoveryParameters(discovery)) url.searchParams.set(name, value);
  return url;
}

/**
 * A search page's view: its URL's sort and filters, and those its typed `query` names (decision
 * 0093), the URL's own winning. `query` is what is left to search by text; `explicitPath` is the
 * same view as a link that says every filter as a parameter (the canonical and shared link), null
 * when the text named none.
 */
export function searchViewOf(url: URL, locale: Locale, typed: string) {
  const explicit = pageDiscoveryOf(url, locale);
  const intent = searchIntentOf(typed, locale, baliToday());
  const { discovery, understood } = withTypedIntent(
    explicit,
    (name) => (url.searchParams.get(name) ?? "").trim() !== "",
    intent,
  );
  // Words read as filters search nothing, also when the URL's own parameter overrides what they said.
  const read = intent.understood.length > 0;
  const query = read ? intent.rest : typed;
  // Nothing left to search by text: the view is the list of every activity with those filters.
  const everyActivity = read && query === "";
  const kept: [string, string][] = everyActivity ? [] : [["query", query]];
  const path = everyActivity ? "/activity" : "/results";
  const explicitPath = read ? `${path}?${new URLSearchParams([...kept, ...discoveryParameters(discovery)])}` : null;
  return { discovery, understood, query, everyActivity, explicitPath };
}

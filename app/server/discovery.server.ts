import { data } from "react-router";
import { type Discovery, discoveryParameters } from "#domain/discovery.ts";
import type { Locale } from "#domain/locale.ts";
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

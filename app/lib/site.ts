import { useRouteLoaderData } from "react-router";
import type { Locale } from "#domain/locale.ts";

/** What every page knows about the site it is on; the root loader provides it. */
export interface SiteInfo {
  locale: Locale;
  /** Origin of this site and of each language's site, for canonical, hreflang and the language dialog. */
  origin: string;
  origins: Record<Locale, string>;
  whatsappNumber: string;
  /** The signed-in tourist (or operator), read from the session cookie on the server; null when signed out. */
  user: { id: number; name: string; email: string; image: string | null; operator: boolean } | null;
  /** Public ids of the configured social sign-in providers; a missing one hides its button. */
  social: { google?: { clientId: string; authUrl: string }; facebook?: { appId: string; authUrl: string } };
}

/** The same path on the site of `locale`. */
export function twinUrl(site: SiteInfo, locale: Locale, pathWithSearch: string): string {
  return `${site.origins[locale]}${pathWithSearch}`;
}

/** The signed-in tourist of this request, as the root loader read it; null when signed out. */
export function useSignedInUser(): SiteInfo["user"] {
  const root = useRouteLoaderData("root") as { site: SiteInfo } | undefined;
  return root?.site.user ?? null;
}

/**
 * The query that asks the home page for the rows below its first screen as well (see
 * app/routes/home.server.ts): the browser fetches them as it nears them, without JavaScript it
 * follows a link to the whole page.
 */
export const LATER_SECTIONS_PARAM = "later";

/** A page's query in its canonical URL: less `later`, which only asks home to render all of itself. */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(LATER_SECTIONS_PARAM)) return search;
  params.delete(LATER_SECTIONS_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

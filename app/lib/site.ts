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

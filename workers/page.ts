import { data, type LoaderFunctionArgs } from "react-router";
import type { Locale } from "#app/i18n/locale.ts";
import { requestLocale, type SiteConfig, siteConfig } from "./config.ts";
import { cloudflareFrom } from "./context.ts";
import { countRoundTrips, roundTripTiming } from "./db.ts";
import { HttpError } from "./http.ts";
import { sessionToken } from "./sessions.ts";

export interface PageCall {
  db: D1Database;
  locale: Locale;
  url: URL;
  params: LoaderFunctionArgs["params"];
  config: SiteConfig;
}

/** Anonymous pages may be cached briefly by browsers and the edge, and served stale while refreshed. */
export const ANONYMOUS_PAGE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=3600";
/** A page seen with a session shows the tourist's name: never stored by a shared cache. */
export const PERSONAL_PAGE_CACHE = "private, no-store";

/**
 * Runs a page loader: the database (round trips counted), the host's language, the config.
 * A 404 from workers/ becomes the app's 404 page with status 404.
 */
export async function loadPage<T>(args: LoaderFunctionArgs, build: (call: PageCall) => Promise<T>) {
  const { env } = cloudflareFrom(args.context);
  const database = countRoundTrips(env.DB);
  try {
    const value = await build({
      db: database.db,
      locale: requestLocale(args.request, env),
      url: new URL(args.request.url),
      params: args.params,
      config: siteConfig(env),
    });
    return data(value, {
      headers: {
        "Cache-Control": sessionToken(args.request) ? PERSONAL_PAGE_CACHE : ANONYMOUS_PAGE_CACHE,
        // A page kept from before signing in (in a dialog, without leaving it) must not be shown
        // after: the browser keys its copy on the cookies it was fetched with.
        Vary: "Cookie",
        "Server-Timing": roundTripTiming(database.roundTrips()),
      },
    });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** Pages pass their loader's headers on to the response (route modules export this as `headers`). */
export function pageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

/** The loader of a page with fixed text: its title and description per language, and the contacts. */
export function staticPageLoader(seo: Record<Locale, { title: string; description: string }>) {
  return (args: LoaderFunctionArgs) =>
    loadPage(args, async ({ locale, config }) => ({ seo: seo[locale], whatsappNumber: config.whatsappNumber }));
}

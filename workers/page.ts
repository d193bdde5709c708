import { data, type LoaderFunctionArgs } from "react-router";
import { absoluteUrl, type Seo } from "#app/lib/meta.ts";
import type { Locale } from "#domain/locale.ts";
import { sessionToken } from "./accounts/sessions.ts";
import { requestLocale, type SiteConfig, siteConfig } from "./config.ts";
import { cloudflareFrom } from "./context.ts";
import { countRoundTrips, roundTripsOf, roundTripTiming } from "./db.ts";
import { HttpError } from "./http.ts";

export interface PageCall {
  db: D1Database;
  locale: Locale;
  url: URL;
  params: LoaderFunctionArgs["params"];
  config: SiteConfig;
}

/**
 * Anonymous pages: browsers revalidate at every visit (a tourist who has just signed in must not
 * be shown the signed-out copy they stored before), shared caches may keep them a minute and serve
 * them stale while they refresh.
 */
export const ANONYMOUS_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** A page seen with a session shows the tourist's name: never stored by any cache. */
export const PERSONAL_PAGE_CACHE = "private, no-store";

/**
 * The caching headers of a page. The session cookie changes what a page shows, so a shared cache
 * must key on it (`Vary: Cookie`) and never hand one tourist's page to another.
 */
export function pageCacheHeaders(request: Request, personal = false): Record<string, string> {
  const cache = personal || sessionToken(request) ? PERSONAL_PAGE_CACHE : ANONYMOUS_PAGE_CACHE;
  return { "Cache-Control": cache, Vary: "Cookie" };
}

/**
 * Runs a page loader: the database (round trips counted), the host's language, the config.
 * A 404 from workers/ becomes the app's 404 page with status 404. A root-relative `seo.image`
 * becomes absolute on the page's origin, as Open Graph requires.
 */
export async function loadPage<T>(args: LoaderFunctionArgs, build: (call: PageCall) => Promise<T>) {
  const { env } = cloudflareFrom(args.context);
  const database = countRoundTrips(env.DB);
  const url = new URL(args.request.url);
  try {
    const value = await build({
      db: database.db,
      locale: requestLocale(args.request, env),
      url,
      params: args.params,
      config: siteConfig(env),
    });
    return data(withAbsoluteImage(value, url.origin), {
      headers: { ...pageCacheHeaders(args.request), "Server-Timing": roundTripTiming(database.roundTrips()) },
    });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

function withAbsoluteImage<T>(value: T, origin: string): T {
  const seo = (value as { seo?: Seo } | null)?.seo;
  if (!seo?.image) return value;
  return { ...value, seo: { ...seo, image: absoluteUrl(seo.image, origin) } };
}

/**
 * Pages pass their loader's headers on to the response (route modules, the root included, export
 * this as `headers`). The root's loader reads the session while the page's loader reads the page,
 * so the D1 round trips reported in Server-Timing are the sum of both.
 */
export function pageHeaders({ loaderHeaders, parentHeaders }: { loaderHeaders: Headers; parentHeaders?: Headers }) {
  const headers = new Headers(loaderHeaders);
  const own = roundTripsOf(loaderHeaders);
  const parent = parentHeaders ? roundTripsOf(parentHeaders) : null;
  if (own !== null || parent !== null) headers.set("Server-Timing", roundTripTiming((own ?? 0) + (parent ?? 0)));
  return headers;
}

/** The loader of a page with fixed text: its title and description per language, and the contacts. */
export function staticPageLoader(seo: Record<Locale, { title: string; description: string }>) {
  return (args: LoaderFunctionArgs) =>
    loadPage(args, async ({ locale, config }) => ({ seo: seo[locale], whatsappNumber: config.whatsappNumber }));
}

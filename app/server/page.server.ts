import type { I18n, MessageDescriptor } from "@lingui/core";
import { data, type LoaderFunctionArgs } from "react-router";
import { absoluteUrl, type Seo } from "#app/lib/meta.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { sessionToken } from "#workers/accounts/sessions.ts";
import { HttpError } from "#workers/http.ts";
import type { RequestScope } from "#workers/request-scope.ts";

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
 * Runs a page loader with the request's scope. A 404 from workers/ becomes the app's 404 page with
 * status 404. A root-relative `seo.image` becomes absolute on the page's origin, as Open Graph
 * requires.
 */
export async function loadPage<T>(args: LoaderFunctionArgs, build: (scope: RequestScope) => Promise<T>) {
  const scope = requestScope(args);
  try {
    const value = await build(scope);
    return data(withAbsoluteImage(value, scope.url.origin), { headers: pageCacheHeaders(args.request) });
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
 * this as `headers`); Server-Timing is the database middleware's.
 */
export function pageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/** A page's title and description, as Lingui messages (`msg`), translated for the request. */
export interface PageSeoMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export function translatedSeo(i18n: I18n, seo: PageSeoMessages): { title: string; description: string } {
  return { title: i18n._(seo.title), description: i18n._(seo.description) };
}

/** The loader of a page with fixed text: its title and description, and the contacts. */
export function staticPageLoader(seo: PageSeoMessages) {
  return (args: LoaderFunctionArgs) =>
    loadPage(args, async ({ config }) => ({
      seo: translatedSeo(getI18n(args.context), seo),
      whatsappNumber: config.whatsappNumber,
    }));
}

import { FIXED_PATHS, sitemapXml } from "#app/lib/sitemap.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { twinOrigin } from "#domain/locale.ts";
import { sitemapPaths } from "#workers/catalogue/sitemap-entries.ts";
import type { Route } from "./+types/sitemap";

// The catalogue changes a few times a day at most; crawlers may keep the sitemap an hour.
const CACHE_CONTROL = "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400";

/** /sitemap.xml of the site it is asked on, each URL with its twin on the other language's site. */
export async function loader(args: Route.LoaderArgs) {
  const { config, url, locale, db } = requestScope(args);
  const paths = await sitemapPaths(db);
  const origins = {
    id: locale === "id" ? url.origin : twinOrigin(url, "id", config.localeHosts),
    en: locale === "en" ? url.origin : twinOrigin(url, "en", config.localeHosts),
  };
  const xml = sitemapXml(
    url.origin,
    [
      ...FIXED_PATHS,
      ...paths.activityTypes,
      ...paths.activities,
      ...paths.destinations,
      ...paths.transports,
      ...paths.tips,
      ...paths.events,
      ...paths.specialOffers,
    ],
    origins,
    config.defaultLocale,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": CACHE_CONTROL,
    },
  });
}

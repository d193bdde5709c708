import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { allCategoriesStatement, categoriesOf, categoryWithSlug, regencies } from "#workers/catalogue/categories.ts";
import { listDestinations, listDestinationsOfRegency } from "#workers/catalogue/destinations.ts";
import { regencyCountsOf, regencyCountsStatement } from "#workers/catalogue/regency-counts.ts";
import { pagesShownOf } from "#workers/paging.ts";
import type { Route } from "./+types/destination-list";

/** The list of every destination has no regency row to take its title from. */
const ALL = {
  title: msg`Destinations in Bali`,
  description: msg({
    context: "page title",
    message: "Beaches, temples, rice terraces and villages in the nine regencies of Bali, reviewed by travellers.",
  }),
};

// /destination?regency=<slug>: two round trips, the tabs' regencies with the map's counts, then the page.
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => {
    const [tabRows, countRows] = await db.batch([
      allCategoriesStatement(db, regencies, locale),
      regencyCountsStatement(db, locale),
    ]);
    const tabs = categoriesOf(tabRows);
    const map = regencyCountsOf(countRows);
    const slug = url.searchParams.get("regency");
    if (slug) {
      const regency = categoryWithSlug(regencies, tabs, slug);
      const apiUrl = new URL(`/api/regency/${regency.id}`, url);
      const { items, category } = await listDestinationsOfRegency(db, locale, apiUrl, regency.id, pagesShownOf(url));
      return {
        tabs,
        map,
        category,
        items,
        seo: { title: category.title, description: category.des, image: category.images[0]?.original },
      };
    }
    const items = await listDestinations(db, locale, new URL("/api/regency", url), pagesShownOf(url));
    return { tabs, map, category: null, items, seo: translatedSeo(getI18n(args.context), ALL) };
  });
}

export const headers = pageHeaders;

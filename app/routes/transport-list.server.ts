import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { categoryWithSlug, listCategories, transportTypes } from "#workers/catalogue/categories.ts";
import { listTransports, listTransportsOfType } from "#workers/catalogue/transports.ts";
import { pagesShownOf } from "#workers/paging.ts";
import type { Route } from "./+types/transport-list";

/** The list of every vehicle has no transport type row to take its title from. */
const ALL = {
  title: msg`Transport in Bali`,
  description: msg({
    context: "page title",
    message:
      "Cars with English-speaking drivers, airport transfers, car and motorbike rentals and bus charters across Bali.",
  }),
};

// /transport?type=<slug>: two round trips, the tabs' types, then the page. The page's
// next_page_url comes from /api/transporttype/{id}, so Load more keeps the chosen type (the old
// app asked for the unfiltered list again).
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => {
    const tabs = await listCategories(db, transportTypes, locale);
    const slug = url.searchParams.get("type");
    if (slug) {
      const type = categoryWithSlug(transportTypes, tabs, slug);
      const apiUrl = new URL(`/api/transporttype/${type.id}`, url);
      const { items, category } = await listTransportsOfType(db, locale, apiUrl, type.id, pagesShownOf(url));
      return {
        locale,
        tabs,
        category,
        items,
        seo: { title: category.title, description: category.des, image: category.images[0]?.original },
      };
    }
    const items = await listTransports(db, locale, new URL("/api/transporttype", url), pagesShownOf(url));
    return { locale, tabs, category: null, items, seo: translatedSeo(getI18n(args.context), ALL) };
  });
}

export const headers = pageHeaders;

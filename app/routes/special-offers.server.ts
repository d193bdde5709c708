import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { listSpecialOffers } from "#workers/catalogue/special-offers.ts";
import { pagesShownOf } from "#workers/paging.ts";
import type { Route } from "./+types/special-offers";

const SEO = {
  title: msg({ context: "page title", message: "Special offers" }),
  description: msg`Discounts on Bali tours and activities: early booking, group and family deals and more. You still pay on the day.`,
};

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => ({
    // The first page comes with the HTML; Load more continues from the API.
    items: await listSpecialOffers(db, locale, new URL("/api/specialoffer", url), pagesShownOf(url)),
    seo: translatedSeo(getI18n(args.context), SEO),
  }));
}

export const headers = pageHeaders;

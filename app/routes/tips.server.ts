import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { listTips } from "#workers/catalogue/tips.ts";
import { pagesShownOf } from "#workers/paging.ts";
import type { Route } from "./+types/tips";

const SEO = {
  title: msg({ context: "page title", message: "Bali travel tips" }),
  description: msg`Practical tips for your Bali holiday: money and ATMs, temple etiquette, getting around, weather, health and more to know before you go.`,
};

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => ({
    // The first page comes with the HTML; Load more continues from the API.
    items: await listTips(db, locale, new URL("/api/tips", url), pagesShownOf(url)),
    seo: translatedSeo(getI18n(args.context), SEO),
  }));
}

export const headers = pageHeaders;

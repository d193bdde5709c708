import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { listEvents } from "#workers/catalogue/events.ts";
import { pagesShownOf } from "#workers/paging.ts";
import type { Route } from "./+types/events";

const SEO = {
  title: msg`Events in Bali`,
  description: msg`Holy days, ceremonies, festivals and New Year's Eve in Bali: dates, places and what to know as a visitor.`,
};

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => ({
    locale,
    // Upcoming events first; the first page comes with the HTML, Load more continues from the API.
    items: await listEvents(db, locale, new URL("/api/event", url), pagesShownOf(url)),
    seo: translatedSeo(getI18n(args.context), SEO),
  }));
}

export const headers = pageHeaders;

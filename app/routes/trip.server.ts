import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { getTripChoices } from "#workers/catalogue/trip-choices.ts";
import type { Route } from "./+types/trip";

const SEO = {
  title: msg`Create your own tour`,
  description: msg`Plan your days in Bali: activities, places to visit and a car with driver, day by day, with an estimate of the price.`,
};

/** The catalogue the builder offers, in one round trip; the plan itself is the browser's. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale }) => ({
    choices: await getTripChoices(db, locale),
    today: baliToday(),
    seo: translatedSeo(getI18n(args.context), SEO),
  }));
}

export const headers = pageHeaders;

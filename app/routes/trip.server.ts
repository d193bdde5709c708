import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { activityIdsToOpen } from "#domain/trip-catalogue.ts";
import { getTripChoices } from "#workers/catalogue/trip-choices.ts";
import type { Route } from "./+types/trip";

const SEO = {
  title: msg`Create your own tour`,
  description: msg`Plan your days in Bali: activities, places to visit and a car with driver, day by day, with an estimate of the price.`,
};

/**
 * The catalogue the builder offers, in one round trip: with the activities its link's plan and
 * "Add to my trip" name, so a shared plan opens without another call; the plan itself is the browser's.
 */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => ({
    choices: await getTripChoices(
      db,
      locale,
      activityIdsToOpen({ plans: [url.searchParams.get("plan")], add: url.searchParams.get("add") }),
    ),
    today: baliToday(),
    seo: translatedSeo(getI18n(args.context), SEO),
  }));
}

export const headers = pageHeaders;

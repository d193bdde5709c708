import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { listActivities, listActivitiesOfType } from "#workers/catalogue/activities.ts";
import { activityTypes, categoryWithSlug, listCategories } from "#workers/catalogue/categories.ts";
import type { Route } from "./+types/activity-list";

/** The list of every activity has no category row to take its title from. */
const ALL = {
  title: msg`All activities in Bali`,
  description: msg`Tours, water sports, temples, cooking classes and more across Bali. Book now, pay later.`,
};

// /activity and /activity/:type (the type's slug): two round trips, the strip's types, then the page.
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const types = await listCategories(db, activityTypes, locale);
    const slug = "type" in params ? params.type : undefined;
    if (slug) {
      const type = categoryWithSlug(activityTypes, types, slug);
      const { items, category } = await listActivitiesOfType(
        db,
        locale,
        new URL(`/api/type/${type.id}`, url),
        type.id,
        1,
      );
      return {
        locale,
        types,
        category,
        items,
        seo: { title: category.title, description: category.des, image: category.images[0]?.original },
      };
    }
    const items = await listActivities(db, locale, new URL("/api/type", url), 1);
    return { locale, types, category: null, items, seo: translatedSeo(getI18n(args.context), ALL) };
  });
}

export const headers = pageHeaders;

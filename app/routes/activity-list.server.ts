import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { apiUrlWith, pageDiscoveryOf } from "#app/server/discovery.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import type { Locale } from "#domain/locale.ts";
import {
  activityPageFrom,
  activityPageStatements,
  listActivitiesOfType,
  pageOfFaces,
} from "#workers/catalogue/activities.ts";
import {
  activityTypes,
  allCategoriesStatement,
  categoriesOf,
  categoryWithSlug,
} from "#workers/catalogue/categories.ts";
import { regencyCountsOf, regencyCountsStatement } from "#workers/catalogue/regency-counts.ts";
import { pagesShownOf } from "#workers/paging.ts";
import { batchGroups } from "#workers/sql.ts";
import type { Route } from "./+types/activity-list";

/** The list of every activity has no category row to take its title from. */
const ALL = {
  title: msg`All activities in Bali`,
  description: msg`Tours, water sports, temples, cooking classes and more across Bali. Book now, pay later.`,
};

// /activity: one round trip, the strip's types with the page. /activity/:type (the type's slug):
// two, the strip's types (which name the type's id), then the page.
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const slug = "type" in params ? params.type : undefined;
    const pages = pagesShownOf(url);
    const discovery = pageDiscoveryOf(url, locale);
    if (!slug) {
      const [categoryReads = [], pageReads = []] = await batchGroups(db, [
        categoryStatements(db, locale),
        activityPageStatements(db, locale, pages, discovery),
      ]);
      const types = categoriesOf(categoryReads[0]);
      const items = pageOfFaces(activityPageFrom(pageReads, apiUrlWith("/api/type", url, discovery), pages));
      return {
        locale,
        types,
        regencies: regencyCountsOf(categoryReads[1]),
        category: null,
        items,
        discovery,
        seo: translatedSeo(getI18n(args.context), ALL),
      };
    }
    const [typeRows, regencyRows] = await db.batch(categoryStatements(db, locale));
    const types = categoriesOf(typeRows);
    const type = categoryWithSlug(activityTypes, types, slug);
    const { items, category } = await listActivitiesOfType(
      db,
      locale,
      apiUrlWith(`/api/type/${type.id}`, url, discovery),
      type.id,
      pages,
      discovery,
    );
    return {
      locale,
      types,
      regencies: regencyCountsOf(regencyRows),
      category,
      items: pageOfFaces(items),
      discovery,
      seo: { title: category.title, description: category.des, image: category.images[0]?.original },
    };
  });
}

/** The strip's activity types and the regencies of the filter and the map, read together. */
function categoryStatements(db: D1Database, locale: Locale) {
  return [allCategoriesStatement(db, activityTypes, locale), regencyCountsStatement(db, locale)];
}

export const headers = pageHeaders;

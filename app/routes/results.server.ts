import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { apiUrlWith, searchViewOf } from "#app/server/discovery.server.ts";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import {
  activityPageFrom,
  activityPageStatements,
  cardFace,
  cardsOf,
  cardsStatement,
  pageOfFaces,
} from "#workers/catalogue/activities.ts";
import { correctedUnits, searchPageOf, searchPlan, searchStatements } from "#workers/catalogue/full-text-search.ts";
import { regencyCountsOf, regencyCountsStatement } from "#workers/catalogue/regency-counts.ts";
import { pagesShownOf } from "#workers/paging.ts";
import { batchGroups } from "#workers/sql.ts";
import type { Route } from "./+types/results";

const BLOCK_SIZE = 8;

const SEARCH_TITLE = msg`Search activities`;
const DESCRIPTION = msg`Find tours and activities in Bali by place or by what you would like to do.`;

/** As many as /api/search accepts, so next_page_url stays a valid call. */
const MAX_QUERY = 200;

// One round trip without a query, or when the typed text named only filters (the list of every
// activity with them joins the first batch). With words left to search, two: those with the
// search's vocabulary look-up (decision 0040), then the results.
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => {
    const typed = (url.searchParams.get("query") ?? "").trim().slice(0, MAX_QUERY);
    const { discovery, understood, query, everyActivity, explicitPath } = searchViewOf(url, locale, typed);
    const apiUrl = apiUrlWith(everyActivity ? "/api/type" : "/api/search", url, discovery);
    if (!everyActivity) apiUrl.searchParams.set("query", query);
    const plan = searchPlan(db, query);
    const pages = pagesShownOf(url);
    const [[popular, recommended, regencyRows] = [], vocabulary = [], listReads] = await batchGroups(db, [
      [
        cardsStatement(db, locale, { order: "popular", limit: BLOCK_SIZE }),
        // Twice the block, so the recommendations can leave out what the popular block shows.
        cardsStatement(db, locale, { order: "rating", limit: 2 * BLOCK_SIZE }),
        regencyCountsStatement(db, locale),
      ],
      plan?.vocabulary ?? [],
      everyActivity ? activityPageStatements(db, locale, pages, discovery) : [],
    ]);
    const results = plan
      ? await db.batch(searchStatements(db, locale, correctedUnits(plan, vocabulary), pages, discovery))
      : null;
    const i18n = getI18n(args.context);
    const popularCards = cardsOf(popular);
    const shown = new Set(popularCards.map((card) => card.id));
    return {
      locale,
      typed,
      query,
      understood,
      everyActivity,
      explicitPath,
      discovery,
      regencies: regencyCountsOf(regencyRows),
      items: pageOfFaces(
        everyActivity ? activityPageFrom(listReads ?? [], apiUrl, pages) : searchPageOf(apiUrl, pages, results),
      ),
      popular: popularCards.map(cardFace),
      recommended: cardsOf(recommended)
        .filter((card) => !shown.has(card.id))
        .slice(0, BLOCK_SIZE)
        .map(cardFace),
      seo: {
        title: typed ? i18n._(msg`Search results for “${typed}”`) : i18n._(SEARCH_TITLE),
        description: i18n._(DESCRIPTION),
      },
    };
  });
}

export const headers = pageHeaders;

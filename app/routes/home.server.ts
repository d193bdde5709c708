import { msg } from "@lingui/core/macro";
import { LATER_SECTIONS_PARAM } from "#app/lib/site.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import { homePage } from "#workers/catalogue/home-sections.ts";
import type { Route } from "./+types/home";

const TITLE = msg`Tours and activities in Bali`;

const DESCRIPTION = msg`More than 100 tours and activities in Bali with English-speaking drivers: day tours, water sports, airport transfers. Book now, pay later, confirmed by e-mail.`;

/**
 * The first screen only, unless `?later` asks for the rows below it too: a browser without
 * JavaScript follows a link to that whole page; with it, the page fetches the rows as /api/index.
 */
export async function loader(args: Route.LoaderArgs) {
  const later = new URL(args.request.url).searchParams.has(LATER_SECTIONS_PARAM);
  return loadPage(args, async ({ db, locale, config }) => {
    const page = await homePage(db, locale, { later });
    return {
      ...page,
      locale,
      whatsappNumber: config.whatsappNumber,
      operatorEmail: config.operatorEmail,
      seo: {
        title: getI18n(args.context)._(TITLE),
        description: getI18n(args.context)._(DESCRIPTION),
        image: page.first.slides[0]?.image.original,
      },
    };
  });
}

export const headers = pageHeaders;

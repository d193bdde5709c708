import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { listGallery } from "#workers/catalogue/gallery.ts";
import { pagesShownOf } from "#workers/paging.ts";
import type { Route } from "./+types/gallery";

const SEO = {
  title: msg`Photo gallery`,
  description: msg`Photos from our tours and activities in Bali: sunrise on Mount Batur, rice terraces, temples, beaches and water sports.`,
};

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => {
    // The first page comes with the HTML; Load more continues from /api/gallery ({ items: { images } }).
    const images = await listGallery(db, locale, new URL("/api/gallery", url), pagesShownOf(url));
    return { images, seo: { ...translatedSeo(getI18n(args.context), SEO), image: images.data[0]?.original } };
  });
}

export const headers = pageHeaders;

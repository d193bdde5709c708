import { slugFromPath } from "#app/server/api.server.ts";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import { storedRichText } from "#domain/rich-text.ts";
import { getSpecialOffer, offerCardsOf, offerCardsStatement } from "#workers/catalogue/special-offers.ts";
import type { Route } from "./+types/special-offer";

const MORE = 6;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, params }) => {
    const slug = slugFromPath(params.slug, "Special offer");
    // Two round trips, side by side: the offer, and the other offers.
    const [offer, others] = await Promise.all([
      getSpecialOffer(db, locale, slug),
      offerCardsStatement(db, locale, MORE + 1).all(),
    ]);
    return {
      offer: { ...offer, des: storedRichText(offer.des), tnc: storedRichText(offer.tnc) },
      others: offerCardsOf(others)
        .filter((card) => card.slug !== offer.slug)
        .slice(0, MORE),
      seo: { title: offer.title, description: offer.short_des, image: offer.images[0]?.original },
    };
  });
}

export const headers = pageHeaders;

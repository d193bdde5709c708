import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { loadPage, pageHeaders, translatedSeo } from "#app/server/page.server.ts";
import { parseWishItems, WISHLIST_ITEMS_PARAMETER } from "#domain/wishlist.ts";
import {
  accountWishCardsStatements,
  type WishCard,
  wishCardsFrom,
  wishCardsStatements,
  wishlistFrom,
  wishlistStatement,
} from "#workers/accounts/wishlist.ts";
import { translate } from "#workers/i18n.ts";
import { invalidQueryParameter } from "#workers/protocol-messages.ts";
import type { Route } from "./+types/wishlist";

const SEO = {
  title: msg`Wishlist`,
  description: msg`The activities and vehicles saved with the heart, with today's prices and open dates.`,
};

/**
 * Where the list comes from: the URL's `items` (a signed-out tourist's own list, which the browser
 * writes there from the device, or a list someone shared), the signed-in tourist's account, or, for
 * a signed-out visitor without `items`, the device alone: the browser then fills the URL in.
 */
export type WishlistSource = "link" | "account" | "device";

/**
 * One round trip for the cards (with the account's list when signed in; the session is the root's
 * round trip): today's prices in the site's currency and "no dates open", as on every card.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => {
    const seo = translatedSeo(getI18n(args.context), SEO);
    const shown = (source: WishlistSource, cards: WishCard[]) => ({ locale, seo, source, cards });
    const param = url.searchParams.get(WISHLIST_ITEMS_PARAMETER);
    if (param !== null) {
      const items = parseWishItems(param);
      if (!items) {
        throw data({ message: translate(locale, invalidQueryParameter(WISHLIST_ITEMS_PARAMETER)) }, { status: 422 });
      }
      return shown("link", wishCardsFrom(items, await db.batch(wishCardsStatements(db, locale, items))));
    }
    const user = await getUser(args.context);
    if (!user) return shown("device", []);
    const [saved, ...cards] = await db.batch([
      wishlistStatement(db, user.id),
      ...accountWishCardsStatements(db, locale, user.id),
    ]);
    return shown("account", wishCardsFrom(wishlistFrom(saved), cards));
  });
}

export const headers = pageHeaders;

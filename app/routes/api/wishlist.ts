import { getUser } from "#app/middleware/user.server.ts";
import { apiAction, apiLoader } from "#app/server/api.server.ts";
import type { Locale } from "#domain/locale.ts";
import { authMessage } from "#workers/accounts/auth-input.ts";
import { changeWishlist, readWishChange, readWishlist } from "#workers/accounts/wishlist.ts";
import { HttpError } from "#workers/http.ts";
import type { Route } from "./+types/wishlist";

const PERSONAL = { "Cache-Control": "private, no-store" };

async function signedInUser(context: Route.LoaderArgs["context"], locale: Locale) {
  const user = await getUser(context);
  if (!user) throw new HttpError(401, authMessage("unauthenticated", locale));
  return user;
}

/** GET /api/wishlist: the signed-in tourist's items, newest first (`{ items: ["a:12", "t:3"] }`). */
export const loader = (args: Route.LoaderArgs) =>
  apiLoader(async ({ db, locale }) => {
    const user = await signedInUser(args.context, locale);
    return Response.json({ items: await readWishlist(db, user.id) }, { headers: PERSONAL });
  })(args);

/**
 * POST /api/wishlist `{ add?: [...], remove?: [...] }`: removes, then adds (how a device's items
 * are merged on sign-in), and answers the list as GET does.
 */
export const action = (args: Route.ActionArgs) =>
  apiAction(async ({ db, locale, json }) => {
    const user = await signedInUser(args.context, locale);
    const change = readWishChange(await json(), locale);
    return Response.json({ items: await changeWishlist(db, locale, user.id, change) }, { headers: PERSONAL });
  })(args);

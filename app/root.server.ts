import type { SiteInfo } from "#app/lib/site.ts";
import { configMiddleware } from "#app/middleware/config.server.ts";
import { databaseMiddleware } from "#app/middleware/database.server.ts";
import { localeMiddleware } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser, userMiddleware } from "#app/middleware/user.server.ts";
import { twinOrigin } from "#domain/locale.ts";
import { publicSocialConfig } from "#workers/accounts/social-providers.ts";
import type { Route } from "./+types/root";

/**
 * Every request of every route, pages and /api alike, passes these in order; each provides one
 * thing through its getter (app/middleware/): the bindings and the validated configuration, the
 * counted D1 handle (and Server-Timing), the language and its Lingui instance, the signed-in user.
 */
export const middleware: Route.MiddlewareFunction[] = [
  configMiddleware,
  databaseMiddleware,
  localeMiddleware,
  userMiddleware,
];

export async function loader(args: Route.LoaderArgs) {
  const { config, url, locale } = requestScope(args);
  // Only a request with a session asks D1; anonymous pages cost no round trip here.
  const user = await getUser(args.context);
  const site: SiteInfo = {
    locale,
    origin: url.origin,
    origins: { id: twinOrigin(url, "id", config.localeHosts), en: twinOrigin(url, "en", config.localeHosts) },
    whatsappNumber: config.whatsappNumber,
    user: user
      ? { id: user.id, name: user.name, email: user.email, image: user.image, operator: user.role === "operator" }
      : null,
    social: publicSocialConfig(config.social),
  };
  return { site };
}

export { pageHeaders as headers } from "#app/server/page.server.ts";

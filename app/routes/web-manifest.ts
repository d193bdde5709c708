import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { colors } from "#app/styles/tokens.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { Route } from "./+types/web-manifest";

/** The app icons (scripts/draw-app-icons.ts draws the PNGs from public/favicon.svg). */
const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
];

/**
 * /manifest.webmanifest: the installable web app of the site the request came to, in its
 * language (each site is an app of its own: its own origin, its own name and description).
 */
export function loader({ context }: Route.LoaderArgs) {
  const i18n = getI18n(context);
  const manifest = {
    id: "/",
    lang: i18n.locale,
    dir: "ltr",
    name: i18n._(msg`${SITE_NAME}: tours and activities in Bali`),
    short_name: SITE_NAME,
    description: i18n._(
      msg`Book tours, activities, transport and rentals in Bali, and keep the pages you opened at hand without a network.`,
    ),
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colors.primary,
    background_color: colors.background,
    icons: ICONS,
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}

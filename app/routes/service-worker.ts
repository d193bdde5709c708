import source from "virtual:service-worker";
import { msg } from "@lingui/core/macro";
import { getBuildVersion } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import type { ServiceWorkerConfig } from "#domain/offline.ts";
import type { Route } from "./+types/service-worker";

/**
 * /sw.js: the service worker (app/sw/service-worker.ts) with its build and the site's language in
 * front. Each site is an origin of its own with its own worker, so each worker speaks one language;
 * browsers ask again for it on every visit, so a deploy reaches them at once.
 */
export function loader({ context }: Route.LoaderArgs) {
  const config: ServiceWorkerConfig = {
    build: getBuildVersion(context),
    needsConnection: getI18n(context)._(
      msg`You are offline. Sending this needs a connection: please try again when you are back online.`,
    ),
  };
  return new Response(`const SW_CONFIG = ${JSON.stringify(config)};\n${source}`, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      // A worker script's policy governs the worker: it fetches its own site's pages and files.
      "Content-Security-Policy": "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

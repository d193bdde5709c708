import type { Locale } from "#domain/locale.ts";
import type { SiteConfig } from "./config.ts";

/**
 * What the server knows of one request, as the app's middleware provides it (app/middleware/):
 * the bindings, the configuration, the counted D1 handle and the site's language. Rules in
 * workers/ take the part of it they need (`Pick<RequestScope, "db" | "locale">`), so there is one
 * description of a request for pages, /api calls, bookings and the operator's pages alike.
 */
export interface RequestScope {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
  env: Env;
  /** For work that goes on after the answer (`waitUntil`), such as sending mail. */
  ctx: ExecutionContext;
  config: SiteConfig;
  /** Round trips counted for Server-Timing. */
  db: D1Database;
  locale: Locale;
}

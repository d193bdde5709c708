import { msg } from "@lingui/core/macro";
import { getI18n } from "#app/middleware/locale.server.ts";
import { colors } from "#app/styles/tokens.ts";
import { SITE_NAME } from "#domain/business.ts";
import { escapeHtml } from "#workers/mail/document.ts";
import type { Route } from "./+types/offline";

/** No script, no stylesheet: the page must show whole from the one copy the service worker keeps. */
const POLICY =
  "default-src 'none'; style-src-attr 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * /offline: the page the service worker shows, at the address the tourist asked for, when that
 * page was never opened on this device and there is no network. Kept from the worker's install on.
 */
export function loader({ context }: Route.LoaderArgs) {
  const i18n = getI18n(context);
  const text = (message: string) => escapeHtml(message);
  const title = text(i18n._(msg`You are offline`));
  const html = `<!doctype html>
<html lang="${i18n.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${colors.primary}">
<title>${title} · ${text(SITE_NAME)}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:${colors.background};color:${colors.text}">
<main style="max-width:560px;margin:0 auto;padding:40px 16px">
<p style="margin:0 0 24px;font-weight:700;color:${colors.primary}">${text(SITE_NAME)}</p>
<h1 style="font-size:1.75rem;margin:0 0 16px">${title}</h1>
<p>${text(i18n._(msg`This page has not been opened on this device, so it cannot be shown without a connection.`))}</p>
<p>${text(i18n._(msg`The pages you opened before still work offline. Booking, signing in, registering and writing a review need a connection.`))}</p>
<p style="margin-top:24px"><a href="" style="color:${colors.primary};font-weight:700">${text(i18n._(msg`Try again`))}</a> · <a href="/" style="color:${colors.primary}">${text(i18n._(msg`Home page`))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600",
      "Content-Security-Policy": POLICY,
      "X-Robots-Tag": "noindex",
    },
  });
}

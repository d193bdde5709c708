import { I18nProvider } from "@lingui/react";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { operatorJsonAnswer, wantsOperatorJson } from "#app/server/operator-json.server.ts";
import { readLoaderDataAhead, renderHtml } from "#app/server/render-html.server.ts";
import { scriptsAfterFirstPaint } from "#workers/scripts-after-first-paint.ts";
import { pageContentSecurityPolicy } from "#workers/security-headers.ts";
import { randomToken } from "#workers/tokens.ts";

export const streamTimeout = 5_000;

/**
 * What React Router reports while serving a request. A refusal it made itself (a POST to a
 * read-only /api call answers 405) is the caller's mistake and already has its 4xx answer; only
 * the server's own failures belong in the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (wantsOperatorJson(request)) return operatorJsonAnswer(status, headers, routerContext, getI18n(loadContext));
  // A nonce of this render for every inline script; the policy travels with the HTML it belongs to,
  // into the edge cache too (docs/decisions/0003-security-headers.md).
  const nonce = randomToken(16);
  headers.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, import.meta.env.DEV));
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const i18n = getI18n(loadContext);
  await readLoaderDataAhead(routerContext);
  // Rendered to a string and sent whole: every page's data is loaded before it renders
  // (docs/decisions/0025-whole-pages-not-streamed.md, 0028-pages-rendered-to-a-string.md).
  const { html: page, failed } = await renderHtml(
    <I18nProvider i18n={i18n}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </I18nProvider>,
    { nonce, timeoutMs: streamTimeout + 1000 },
  );
  // The dev server keeps React Router's scripts as they are: React would warn of the held script's
  // type, and there is no slow line to spare.
  const html = import.meta.env.DEV ? page : scriptsAfterFirstPaint(page, nonce);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers, status: failed ? 500 : status });
}

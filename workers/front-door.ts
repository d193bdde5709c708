/**
 * Every request's way through the worker, in front of React Router: its body read and bounded,
 * then the edge cache (which calls the app on a miss), then the headers every answer carries.
 */
import { type Locale, parseLocaleHosts } from "#domain/locale.ts";
import { withCameFrom } from "./came-from.ts";
import { requestLocale } from "./config.ts";
import { withEdgeCache } from "./edge-cache.ts";
import { errorResponse } from "./http.ts";
import { tooLargeResponse, withBoundedBody } from "./request-body.ts";
import { withSecurityHeaders } from "./security-headers.ts";

export interface FrontDoor {
  env: Env;
  ctx: ExecutionContext;
  /** The app: React Router's request handler. */
  render: (request: Request) => Promise<Response>;
  /** The build's version, part of the edge cache's key. */
  build: string;
}

export async function serveRequest(request: Request, { env, ctx, render, build }: FrontDoor): Promise<Response> {
  try {
    const bounded = await withBoundedBody(request);
    const ownHosts = () => [...parseLocaleHosts(env.LOCALE_HOSTS).keys()];
    const response = bounded
      ? await withEdgeCache(bounded, ctx, render, build, ownHosts)
      : tooLargeResponse(requestLocale(request, env));
    // After the edge cache: a cached page is stored without the tourist's own cookie.
    return withSecurityHeaders(request, withCameFrom(request, response, ownHosts()));
  } catch (error) {
    // Whatever escaped the app is a plain JSON 500, never the runtime's page with a stack trace.
    return withSecurityHeaders(request, errorResponse(error, answerLocale(request, env)));
  }
}

/** The 500's language: the host's, or Indonesian (the fallback of unknown hosts) when the configuration itself failed. */
function answerLocale(request: Request, env: Env): Locale {
  try {
    return requestLocale(request, env);
  } catch {
    return "id";
  }
}

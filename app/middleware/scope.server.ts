import type { RouterContextProvider } from "react-router";
import type { RequestScope } from "#workers/request-scope.ts";
import { getConfig, getEnv, getExecutionContext } from "./config.server.ts";
import { getDb } from "./database.server.ts";
import { getLocale } from "./locale.server.ts";

interface RouteArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** The request's scope from the middleware's getters, for loaders and actions that call workers/. */
export function requestScope({ request, params, context }: RouteArgs): RequestScope {
  return {
    request,
    url: new URL(request.url),
    params,
    env: getEnv(context),
    ctx: getExecutionContext(context),
    config: getConfig(context),
    db: getDb(context),
    locale: getLocale(context),
  };
}

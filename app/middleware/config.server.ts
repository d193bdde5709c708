/**
 * The Cloudflare bindings and the site's configuration: workers/app.ts puts the bindings in the
 * router's context; this middleware validates the configuration once and every loader, action and
 * middleware after it reads both through the getters.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type SiteConfig, siteConfig } from "#workers/config.ts";
import { cloudflareContext } from "#workers/context.ts";

type Context = Readonly<RouterContextProvider>;

const configContext = createContext<SiteConfig>();

export const configMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(configContext, siteConfig(getEnv(context)));
  return next();
};

/** The worker's bindings (D1, R2, vars, secrets). */
export function getEnv(context: Context): Env {
  return context.get(cloudflareContext).env;
}

/** For work that goes on after the answer (`waitUntil`), such as sending mail. */
export function getExecutionContext(context: Context): ExecutionContext {
  return context.get(cloudflareContext).ctx;
}

/** The build's version: a new deploy has a new one. */
export function getBuildVersion(context: Context): string {
  return context.get(cloudflareContext).build;
}

export function getConfig(context: Context): SiteConfig {
  return context.get(configContext);
}

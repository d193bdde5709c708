import { createContext } from "react-router";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** The build's version (React Router's manifest version): names the service worker's caches. */
  build: string;
}

/**
 * The worker's bindings and execution context, set once per request in workers/app.ts; the app's
 * middleware (app/middleware/config.server.ts) reads them from there.
 */
export const cloudflareContext = createContext<CloudflareContext>();

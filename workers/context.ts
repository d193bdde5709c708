import { createContext, type RouterContextProvider } from "react-router";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

/** The worker's bindings and execution context, set once per request in workers/app.ts. */
export const cloudflareContext = createContext<CloudflareContext>();

export function cloudflareFrom(context: Readonly<RouterContextProvider>): CloudflareContext {
  return context.get(cloudflareContext);
}

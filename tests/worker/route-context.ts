import { type MiddlewareFunction, RouterContextProvider } from "react-router";
import { middleware } from "#app/root.server.ts";
import { cloudflareContext } from "#workers/context.ts";

/**
 * Calls a route's loader or action directly, as React Router would: through the root's middleware,
 * with the worker's bindings. For races inside one isolate, where requests through the worker's
 * front door would queue one behind the other.
 */
export function callRoute(
  handler: (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown,
  request: Request,
  env: Env,
): Promise<Response> {
  const context = new RouterContextProvider();
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {} } as unknown as ExecutionContext;
  context.set(cloudflareContext, { env, ctx, build: "route-test" });
  const args = { request, params: {}, context, url: new URL(request.url), pattern: "" };
  const run = (index: number): Promise<Response> => {
    const step = (middleware as MiddlewareFunction<Response>[])[index];
    if (!step) return Promise.resolve(handler(args) as Promise<Response>);
    return Promise.resolve(step(args, () => run(index + 1))) as Promise<Response>;
  };
  return run(0);
}

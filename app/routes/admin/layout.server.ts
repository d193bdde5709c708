import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import type { Route } from "./+types/layout";

/** One guard for every page below /admin (but the invitation, which sits outside this layout). */
export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { catalogueClosures } from "#app/server/availability-pages.server.ts";
import type { Route } from "./+types/admin-availability";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export const { loader, action } = catalogueClosures;

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

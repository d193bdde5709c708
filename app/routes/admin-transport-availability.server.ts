import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { itemAvailabilityPage } from "#app/server/availability-pages.server.ts";
import type { Route } from "./+types/admin-transport-availability";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export const { loader, action } = itemAvailabilityPage("transport", "transport");

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

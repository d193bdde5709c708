import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { categoryTextsPage } from "#app/server/place-pages.server.ts";
import { ACTIVITY_TYPE_TEXTS } from "#workers/catalogue/category-texts.ts";
import type { Route } from "./+types/admin-activity-types";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export const { loader, action } = categoryTextsPage(ACTIVITY_TYPE_TEXTS, "/admin/activities/types");

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

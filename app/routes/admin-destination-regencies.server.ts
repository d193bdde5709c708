import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { categoryTextsPage } from "#app/server/place-pages.server.ts";
import { REGENCY_TEXTS } from "#workers/catalogue/category-texts.ts";
import type { Route } from "./+types/admin-destination-regencies";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export const { loader, action } = categoryTextsPage(REGENCY_TEXTS, "/admin/destinations/regencies");

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

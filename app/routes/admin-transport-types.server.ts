import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { categoryTextsPage } from "#app/server/place-pages.server.ts";
import { TRANSPORT_TYPE_TEXTS } from "#workers/catalogue/category-texts.ts";
import type { Route } from "./+types/admin-transport-types";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export const { loader, action } = categoryTextsPage(TRANSPORT_TYPE_TEXTS, "/admin/transport/types");

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

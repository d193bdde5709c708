import { OPERATOR_PAGE_HEADERS, operatorMiddleware } from "#app/middleware/operator.server.ts";
import { loadOperatorPage } from "#app/server/operator-pages.server.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import { listForEditing } from "#workers/catalogue/activity-editor.ts";
import { activityTypes, listCategories } from "#workers/catalogue/categories.ts";
import type { Route } from "./+types/admin-activities";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

function queryOf(url: URL) {
  const status = url.searchParams.get("status") as ActivityStatus | null;
  const typeId = Number(url.searchParams.get("type"));
  return {
    search: (url.searchParams.get("q") ?? "").slice(0, 100),
    typeId: Number.isInteger(typeId) && typeId > 0 ? typeId : null,
    status: status && (ACTIVITY_STATUSES as readonly string[]).includes(status) ? status : null,
    missingTranslation: url.searchParams.get("missing") === "1",
  };
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => {
    const query = queryOf(url);
    const [items, types] = await Promise.all([
      listForEditing(db, locale, query),
      listCategories(db, activityTypes, locale),
    ]);
    return { query, items, types: types.map(({ id, name }) => ({ id, name })) };
  });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (loaderHeaders.has("Cache-Control") ? loaderHeaders : new Headers(OPERATOR_PAGE_HEADERS));
}

import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { idOf, placeAnswer, placeHeaders, refused } from "#app/server/place-pages.server.ts";
import { parseCategoryEdit } from "#domain/inputs/place.ts";
import { categoriesForEditing, REGENCY_TEXTS, saveCategoryTexts } from "#workers/catalogue/place-editor.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/admin-destination-regencies";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url }) => ({
    categories: await categoriesForEditing(db, REGENCY_TEXTS),
    done: url.searchParams.get("done"),
  }));
}

/** One row's Save: its texts in both languages (`id` names the row). */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    const id = idOf(fields.id, "Category");
    const parsed = parseCategoryEdit(fields);
    if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
    const outcome = await saveCategoryTexts(scope, REGENCY_TEXTS, id, parsed.value);
    return placeAnswer(outcome, "/admin/destinations/regencies", "saved", fields);
  });
}

export const headers = placeHeaders;

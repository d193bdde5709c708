import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { placeQueryOf } from "#app/server/place-pages.server.ts";
import { parseNewDestination } from "#domain/inputs/place.ts";
import { listCategories, regencies } from "#workers/catalogue/categories.ts";
import { createDestination } from "#workers/catalogue/place-creation.ts";
import { listDestinationsForEditing } from "#workers/catalogue/place-editor.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/destinations";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => {
    const query = placeQueryOf(url, "regency");
    const [list, groups] = await Promise.all([
      listDestinationsForEditing(db, locale, query, url),
      listCategories(db, regencies, locale),
    ]);
    return {
      query,
      items: list.items,
      previous: list.previous,
      next: list.next,
      groups: groups.map(({ id, name }) => ({ id, name })),
    };
  });
}

/** "New destination": a draft with its regency and names, then on to its form. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    const parsed = parseNewDestination(fields);
    const created = parsed.ok ? await createDestination(scope, parsed.value) : null;
    if (created === null) {
      const problems = parsed.ok ? [["regency", "regency"] as const] : parsed.problems;
      return data({ problems, sent: fields }, { status: 422, headers: OPERATOR_PAGE_HEADERS });
    }
    return redirect(`/admin/destinations/${created}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}

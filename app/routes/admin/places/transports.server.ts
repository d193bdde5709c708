import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { placeQueryOf } from "#app/server/place-pages.server.ts";
import { parseNewTransport } from "#domain/inputs/place.ts";
import { listCategories, transportTypes } from "#workers/catalogue/categories.ts";
import { createTransport } from "#workers/catalogue/place-creation.ts";
import { listTransportsForEditing } from "#workers/catalogue/place-editor.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/transports";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => {
    const query = placeQueryOf(url, "type");
    const [list, groups] = await Promise.all([
      listTransportsForEditing(db, locale, query, url),
      listCategories(db, transportTypes, locale),
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

/** "New vehicle": a draft with its type and vehicle type, then on to its form. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    const parsed = parseNewTransport(fields);
    const created = parsed.ok ? await createTransport(scope, parsed.value) : null;
    if (created === null) {
      const problems = parsed.ok ? [["type", "transportType"] as const] : parsed.problems;
      return data({ problems, sent: fields }, { status: 422, headers: OPERATOR_PAGE_HEADERS });
    }
    return redirect(`/admin/transport/${created}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}

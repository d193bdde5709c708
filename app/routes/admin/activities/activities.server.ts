import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import { parseNewActivity } from "#domain/inputs/activity.ts";
import { createActivity } from "#workers/catalogue/activity-creation.ts";
import { listForEditing } from "#workers/catalogue/activity-editor-list.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/activities";

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
    const list = await listForEditing(db, locale, query, url);
    return {
      query,
      items: list.items,
      previous: list.previous,
      next: list.next,
      types: list.types.map(({ id, name }) => ({ id, name })),
    };
  });
}

/** "New activity": a draft with its type and names, then on to its form. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    const parsed = parseNewActivity(fields);
    const created = parsed.ok ? await createActivity(scope, parsed.value) : null;
    if (created === null) {
      const problems = parsed.ok ? [["type", "required"] as const] : parsed.problems;
      return data({ problems, sent: fields }, { status: 422, headers: OPERATOR_PAGE_HEADERS });
    }
    return redirect(`/admin/activities/${created}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}

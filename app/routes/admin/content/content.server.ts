import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import { isContentKind, parseNewContent } from "#domain/inputs/content.ts";
import { createContent, listContentForEditing } from "#workers/catalogue/content-editor.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/content";

function queryOf(url: URL) {
  const status = url.searchParams.get("status") as ActivityStatus | null;
  const kind = url.searchParams.get("kind");
  return {
    search: (url.searchParams.get("q") ?? "").slice(0, 100),
    kind: isContentKind(kind) ? kind : null,
    status: status && (ACTIVITY_STATUSES as readonly string[]).includes(status) ? status : null,
    missingTranslation: url.searchParams.get("missing") === "1",
  };
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => {
    const query = queryOf(url);
    return { query, items: await listContentForEditing(db, locale, query) };
  });
}

/** "New tip", "New event", "New special offer": a draft with its titles, then on to its form. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    const parsed = parseNewContent(fields);
    if (!parsed.ok) {
      return data({ problems: parsed.problems, sent: fields }, { status: 422, headers: OPERATOR_PAGE_HEADERS });
    }
    const id = await createContent(scope, parsed.value);
    return redirect(`/admin/content/${parsed.value.kind}/${id}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}

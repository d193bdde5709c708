import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS, operatorMiddleware } from "#app/middleware/operator.server.ts";
import { idFromPath } from "#app/server/api.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { deleteAction } from "#app/server/row-deletion.server.ts";
import { type PhotoAnswer, photoAction } from "#app/server/row-photos.server.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import {
  type ContentKind,
  type ContentProblem,
  type ContentProblems,
  isContentKind,
  parseContentEdit,
} from "#domain/inputs/content.ts";
import {
  type ContentOutcome,
  changeContentStatus,
  contentForEditing,
  contentPhotoRow,
  contentTable,
  offerActivityChoices,
  saveContent,
} from "#workers/catalogue/content-editor.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import { formFields, notFound } from "#workers/http.ts";
import type { Route } from "./+types/admin-content-item";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

function targetOf(params: { kind?: string; id?: string }): { kind: ContentKind; id: number } {
  if (!isContentKind(params.kind)) throw notFound("Content");
  return { kind: params.kind, id: idFromPath(params.id, "Content") };
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => {
    const { kind, id } = targetOf(params);
    const [item, activities] = await Promise.all([
      contentForEditing(db, kind, id),
      kind === "offers" ? offerActivityChoices(db, locale, id) : Promise.resolve([]),
    ]);
    return { item, activities, done: url.searchParams.get("done") };
  });
}

/** What a refused save answers: the problems by field, and the form as it was sent, to show it again. */
export interface ContentAnswer extends Omit<PhotoAnswer, "problems"> {
  problems: ContentProblems;
  /** Fields that keep the row from being published. */
  missing?: string[];
}

function refused(status: number, answer: ContentAnswer) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

function answerOf(outcome: ContentOutcome, path: string, done: string, sent: Record<string, string>) {
  if (outcome.kind === "stale") return refused(409, { problems: [["version", "stale"]], sent });
  if (outcome.kind === "unknownActivity") return refused(422, { problems: [["activity_id", "activity"]], sent });
  if (outcome.kind === "refused") {
    const problems = outcome.missing.map((field): [string, ContentProblem] => [field, "required"]);
    return refused(422, { problems, missing: outcome.missing, sent });
  }
  return redirect(`${path}?done=${done}`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

/** The form's Save; the Publish, Unpublish and Archive buttons; the photo forms (`intent`). */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const { kind, id } = targetOf(scope.params);
    const path = `/admin/content/${kind}/${id}`;
    const fields = formFields(form);
    const intent = fields.intent ?? "save";
    if (intent === "save") {
      const parsed = parseContentEdit(kind, fields);
      if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
      return answerOf(await saveContent(scope, kind, id, parsed.value), path, "saved", fields);
    }
    const photo = await photoAction(scope, form, fields, path, () => contentPhotoRow(scope.db, kind, id));
    if (photo) return photo;
    if (intent === "delete") {
      const label = await contentForEditing(scope.db, kind, id);
      return deleteAction(scope, fields, { table: contentTable(kind), id, label, list: "/admin/content" });
    }
    const version = Number(fields.version);
    const status = intent as ActivityStatus;
    if (!(ACTIVITY_STATUSES as readonly string[]).includes(status) || !Number.isSafeInteger(version)) {
      return refused(422, { problems: [["intent", "stale"]], sent: fields });
    }
    return answerOf(await changeContentStatus(scope, kind, id, version, status), path, status, fields);
  });
}

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

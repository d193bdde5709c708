import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { idFromPath } from "#app/server/api.server.ts";
import { editorTokenOf, runEditorAction } from "#app/server/editor-writes.server.ts";
import { loadOperatorPage } from "#app/server/operator-pages.server.ts";
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
import type { OperatorScope } from "#workers/accounts/operators.ts";
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
import { notFound } from "#workers/http.ts";
import type { Route } from "./+types/content-item";

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
    return { item, activities, done: url.searchParams.get("done"), editor: editorTokenOf(url) };
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

/**
 * The form's Save; the Publish, Unpublish and Archive buttons; the photo buttons (`intent`). Those post
 * the whole form too, which is saved first: pressing one never loses an edit.
 */
export function action(args: Route.ActionArgs) {
  const rowOf = (scope: OperatorScope) => {
    const { kind, id } = targetOf(scope.params);
    return { kind, id, table: contentTable(kind) };
  };
  return runEditorAction(args, rowOf, async (scope, form, writes) => {
    const { kind, id } = rowOf(scope);
    const path = `/admin/content/${kind}/${id}`;
    const { fields } = writes;
    const intent = fields.intent ?? "save";
    if (intent === "delete") {
      const label = await contentForEditing(scope.db, kind, id);
      return deleteAction(scope, fields, { table: contentTable(kind), id, label, list: "/admin/content" });
    }
    if (intent === "save" || writes.wholeForm) {
      const parsed = parseContentEdit(kind, fields);
      if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
      const saved = await writes.wrote(await saveContent(scope, kind, id, parsed.value));
      if (intent === "save" || saved.kind !== "saved") return answerOf(saved, path, "saved", fields);
    }
    const photo = await photoAction(scope, form, fields, path, () => contentPhotoRow(scope.db, kind, id), writes.wrote);
    if (photo) return photo;
    const version = Number(fields.version);
    const status = intent as ActivityStatus;
    if (!(ACTIVITY_STATUSES as readonly string[]).includes(status) || !Number.isSafeInteger(version)) {
      return refused(422, { problems: [["intent", "stale"]], sent: fields });
    }
    const changed = await writes.wrote(await changeContentStatus(scope, kind, id, version, status));
    return answerOf(changed, path, status, fields);
  });
}

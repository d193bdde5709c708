import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { idFromPath } from "#app/server/api.server.ts";
import { type EditorWrites, editorTokenOf, runEditorAction } from "#app/server/editor-writes.server.ts";
import { loadOperatorPage } from "#app/server/operator-pages.server.ts";
import { deleteAction } from "#app/server/row-deletion.server.ts";
import { type PhotoAnswer, photoAction } from "#app/server/row-photos.server.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import { type ActivityProblem, type ActivityProblems, parseActivityEdit } from "#domain/inputs/activity.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { activityForEditing, activityPhotoRow } from "#workers/catalogue/activity-form.ts";
import { saveActivity } from "#workers/catalogue/activity-save.ts";
import { changeStatus } from "#workers/catalogue/activity-status.ts";
import { changeStructure, type StructureChange, type StructureOutcome } from "#workers/catalogue/activity-structure.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import type { Route } from "./+types/activity";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, params, url }) => ({
    activity: await activityForEditing(db, idFromPath(params.id, "Activity")),
    done: url.searchParams.get("done"),
    editor: editorTokenOf(url),
  }));
}

/** What a refused save answers: the problems by field, and the form as it was sent, to show it again. */
export interface ActivityAnswer extends Omit<PhotoAnswer, "problems"> {
  problems: ActivityProblems;
  /** Fields that keep the activity from being published. */
  missing?: string[];
}

function refused(status: number, answer: ActivityAnswer) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

const missingProblem = (field: string): ActivityProblem =>
  field === "photos" ? "photoRequired" : /\.price_(idr|usd)$/.test(field) ? "priceRequired" : "required";

function answerOf(outcome: StructureOutcome, id: number, done: string, sent: Record<string, string>) {
  if (outcome.kind === "stale") return refused(409, { problems: [["version", "stale"]], sent });
  if ("field" in outcome) {
    return refused(409, { problems: [[outcome.field, outcome.kind]], sent });
  }
  if (outcome.kind === "refused") {
    const problems = outcome.missing.map((field): [string, ActivityProblem] => [field, missingProblem(field)]);
    return refused(422, { problems, missing: outcome.missing, sent });
  }
  return redirect(`/admin/activities/${id}?done=${done}`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

/**
 * What a structure button asks for: "addPackage", "removePackage:12", "addProduct:12",
 * "removeProduct:40", "movePackage:12:up", "moveProduct:40:down".
 */
function structureChangeOf(intent: string): StructureChange | null {
  const [kind, raw, direction] = intent.split(":");
  const target = Number(raw);
  const valid = raw !== undefined && /^[1-9]\d{0,8}$/.test(raw);
  if (kind === "addPackage" && raw === undefined) return { kind };
  if (!valid) return null;
  if (direction === "up" || direction === "down") {
    const by = direction === "up" ? -1 : 1;
    if (kind === "movePackage") return { kind, packageId: target, by };
    if (kind === "moveProduct") return { kind, productId: target, by };
    return null;
  }
  if (direction !== undefined) return null;
  if (kind === "removePackage" || kind === "addProduct") return { kind, packageId: target };
  if (kind === "removeProduct") return { kind, productId: target };
  return null;
}

/**
 * The form's Save; the Publish, Unpublish and Archive buttons; the package, product and photo buttons
 * (`intent`). Those post the whole form too, which is saved first: pressing one never loses an edit.
 */
export function action(args: Route.ActionArgs) {
  const rowOf = (scope: OperatorScope) => ({
    table: "activities" as const,
    id: idFromPath(scope.params.id, "Activity"),
  });
  return runEditorAction(args, rowOf, (scope, form, writes) => respond(scope, form, rowOf(scope).id, writes));
}

async function respond(scope: OperatorScope, form: FormData, id: number, writes: EditorWrites) {
  const { fields } = writes;
  const intent = fields.intent ?? "save";
  if (intent === "delete") {
    const label = await activityForEditing(scope.db, id);
    return deleteAction(scope, fields, { table: "activities", id, label, list: "/admin/activities" });
  }
  if (intent === "save" || writes.wholeForm) {
    const parsed = parseActivityEdit(fields);
    if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
    const saved = await writes.wrote(await saveActivity(scope, id, parsed.value));
    if (intent === "save" || saved.kind !== "saved") return answerOf(saved, id, "saved", fields);
  }
  const photo = await photoAction(
    scope,
    form,
    fields,
    `/admin/activities/${id}`,
    () => activityPhotoRow(scope.db, id),
    (outcome) => writes.wrote(outcome),
  );
  if (photo) return photo;
  const version = Number(fields.version);
  const structure = structureChangeOf(intent);
  if (structure && Number.isSafeInteger(version)) {
    return answerOf(await writes.wrote(await changeStructure(scope, id, version, structure)), id, "saved", fields);
  }
  const status = intent as ActivityStatus;
  if (!(ACTIVITY_STATUSES as readonly string[]).includes(status) || !Number.isSafeInteger(version)) {
    return refused(422, { problems: [["intent", "stale"]], sent: fields });
  }
  return answerOf(await writes.wrote(await changeStatus(scope, id, version, status)), id, status, fields);
}

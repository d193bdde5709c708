import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS, operatorMiddleware } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import { type ActivityProblems, parseActivityEdit } from "#domain/inputs/activity.ts";
import {
  activityForEditing,
  changeStatus,
  type SaveOutcome,
  saveActivity,
} from "#workers/catalogue/activity-editor.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import { formFields, notFound } from "#workers/http.ts";
import type { Route } from "./+types/admin-activity";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!/^[1-9]\d{0,8}$/.test(value ?? "") || !Number.isSafeInteger(id)) throw notFound("Activity");
  return id;
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, params, url }) => ({
    activity: await activityForEditing(db, idOf(params.id)),
    done: url.searchParams.get("done"),
  }));
}

/** What a refused save answers: the problems by field, and the form as it was sent, to show it again. */
export interface ActivityAnswer {
  problems: ActivityProblems;
  /** Fields that keep the activity from being published. */
  missing?: string[];
  sent: Record<string, string>;
}

function refused(status: number, answer: ActivityAnswer) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

function answerOf(outcome: SaveOutcome, id: number, done: string, sent: Record<string, string>) {
  if (outcome.kind === "stale") return refused(409, { problems: [["version", "stale"]], sent });
  if (outcome.kind === "refused") {
    return refused(422, {
      problems: outcome.missing.map((field) => [field, "required"]),
      missing: outcome.missing,
      sent,
    });
  }
  return redirect(`/admin/activities/${id}?done=${done}`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

/** The form's Save, and the Publish, Unpublish and Archive buttons (`intent`). */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const id = idOf(scope.params.id);
    const fields = formFields(form);
    const intent = fields.intent ?? "save";
    if (intent === "save") {
      const parsed = parseActivityEdit(fields);
      if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
      return answerOf(await saveActivity(scope, id, parsed.value), id, "saved", fields);
    }
    const status = intent as ActivityStatus;
    const version = Number(fields.version);
    if (!(ACTIVITY_STATUSES as readonly string[]).includes(status) || !Number.isSafeInteger(version)) {
      return refused(422, { problems: [["intent", "stale"]], sent: fields });
    }
    return answerOf(await changeStatus(scope, id, version, status), id, status, fields);
  });
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  if (actionHeaders.has("Cache-Control")) return actionHeaders;
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : new Headers(OPERATOR_PAGE_HEADERS);
}

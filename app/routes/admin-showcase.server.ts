import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS, operatorMiddleware } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { parseShowcaseTexts, SHOWCASE_KINDS, type ShowcaseKind } from "#domain/inputs/showcase.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import {
  addShowcase,
  listShowcase,
  moveShowcase,
  removeShowcase,
  type ShowcaseOutcome,
  saveShowcase,
} from "#workers/catalogue/showcase-editor.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import { formFields, notFound } from "#workers/http.ts";
import { photoProblemMessages, storePhoto } from "#workers/media/photos.ts";
import type { Route } from "./+types/admin-showcase";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

function kindOf(value: string | undefined): ShowcaseKind {
  if (!(SHOWCASE_KINDS as readonly string[]).includes(value ?? "")) throw notFound("Page");
  return value as ShowcaseKind;
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, params, url }) => {
    const kind = kindOf(params.kind);
    return { kind, rows: await listShowcase(db, kind), done: url.searchParams.get("done") };
  });
}

/** A refused change: each field's message (by the form's field name), the row it was for, and what was sent. */
export interface ShowcaseAnswer {
  rowId: number | null;
  problems: [string, string][];
  photoErrors?: Record<string, string>;
  stale?: boolean;
  sent: Record<string, string>;
}

function refused(status: number, answer: ShowcaseAnswer) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

function answerOf(outcome: ShowcaseOutcome, kind: ShowcaseKind, rowId: number | null, sent: Record<string, string>) {
  if (outcome.kind === "stale") return refused(409, { rowId, problems: [], stale: true, sent });
  return redirect(`/admin/showcase/${kind}?done=saved`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

async function add(scope: OperatorScope, kind: ShowcaseKind, form: FormData, fields: Record<string, string>) {
  const texts = parseShowcaseTexts(kind, fields);
  if (!texts.ok) return refused(422, { rowId: null, problems: texts.problems, sent: fields });
  const upload = await storePhoto(scope.env.MEDIA, form);
  if (!upload.ok) {
    const photoErrors = photoProblemMessages(scope.locale, upload.problems);
    return refused(422, { rowId: null, problems: [], photoErrors, sent: fields });
  }
  return answerOf(await addShowcase(scope, kind, upload.image, texts.value), kind, null, fields);
}

/** Adding a photo (`intent=add`, multipart); a row's save, moves and removal (`intent`, `id`, `version`). */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const kind = kindOf(scope.params.kind);
    const fields = formFields(form);
    if (fields.intent === "add") return add(scope, kind, form, fields);
    const rows = await listShowcase(scope.db, kind);
    const row = rows.find((entry) => String(entry.id) === fields.id);
    const version = Number(fields.version);
    if (!row || !Number.isSafeInteger(version))
      return refused(409, { rowId: null, problems: [], stale: true, sent: fields });
    const target = { id: row.id, version };
    if (fields.intent === "earlier" || fields.intent === "later") {
      return answerOf(
        await moveShowcase(scope, kind, target, fields.intent === "earlier" ? -1 : 1),
        kind,
        row.id,
        fields,
      );
    }
    if (fields.intent === "remove") return answerOf(await removeShowcase(scope, kind, target), kind, row.id, fields);
    const texts = parseShowcaseTexts(kind, fields);
    if (!texts.ok) return refused(422, { rowId: row.id, problems: texts.problems, sent: fields });
    return answerOf(await saveShowcase(scope, kind, target, texts.value, row), kind, row.id, fields);
  });
}

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { editorTokenOf } from "#app/server/editor-writes.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { CSRF_FIELD, EDITOR_FIELD } from "#domain/forms.ts";
import {
  parseShowcaseTexts,
  SHOWCASE_KINDS,
  type ShowcaseKind,
  type ShowcaseTexts,
  showcaseRowPrefix,
} from "#domain/inputs/showcase.ts";
import { LOCALES } from "#domain/locale.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import {
  addShowcase,
  listShowcase,
  moveShowcase,
  removeShowcase,
  type ShowcaseOutcome,
  type ShowcaseRow,
  saveShowcase,
  showcaseTable,
} from "#workers/catalogue/showcase-editor.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import { isEditorToken, ownVersion, recordOwnVersions } from "#workers/edit-versions.ts";
import { formFields, notFound } from "#workers/http.ts";
import { photoProblemMessages, storePhoto } from "#workers/media/photos.ts";
import type { Route } from "./+types/showcase";

function kindOf(value: string | undefined): ShowcaseKind {
  if (!(SHOWCASE_KINDS as readonly string[]).includes(value ?? "")) throw notFound("Page");
  return value as ShowcaseKind;
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, params, url }) => {
    const kind = kindOf(params.kind);
    return { kind, rows: await listShowcase(db, kind), done: url.searchParams.get("done"), editor: editorTokenOf(url) };
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

function answerOf(
  outcome: ShowcaseOutcome,
  kind: ShowcaseKind,
  rowId: number | null,
  sent: Record<string, string>,
  editor: string | undefined,
) {
  if (outcome.kind === "stale") return refused(409, { rowId, problems: [], stale: true, sent });
  const kept = isEditorToken(editor) ? `&${EDITOR_FIELD}=${editor}` : "";
  return redirect(`/admin/showcase/${kind}?done=saved${kept}`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

async function add(scope: OperatorScope, kind: ShowcaseKind, form: FormData, fields: Record<string, string>) {
  const editor = fields[EDITOR_FIELD];
  const texts = parseShowcaseTexts(kind, fields);
  if (!texts.ok) return refused(422, { rowId: null, problems: texts.problems, sent: fields });
  const upload = await storePhoto(scope.env.MEDIA, form);
  if (!upload.ok) {
    const photoErrors = photoProblemMessages(scope.locale, upload.problems);
    return refused(422, { rowId: null, problems: [], photoErrors, sent: fields });
  }
  return answerOf(await addShowcase(scope, kind, upload.image, texts.value), kind, null, fields, editor);
}

/** A row's own fields within the page's whole form (`row.12.caption.en`), by their names in a row. */
function rowFieldsOf(fields: Record<string, string>, id: number): Record<string, string> | null {
  const prefix = showcaseRowPrefix(id);
  const entries = Object.entries(fields).filter(([name]) => name.startsWith(prefix));
  return entries.length ? Object.fromEntries(entries.map(([name, value]) => [name.slice(prefix.length), value])) : null;
}

const sameTexts = (row: ShowcaseRow, texts: ShowcaseTexts) =>
  (row.linkPath ?? null) === (texts.linkPath ?? null) &&
  Object.entries(texts.texts).every(([field, byLocale]) =>
    LOCALES.every((locale) => row.texts[field]?.[locale] === byLocale[locale]),
  );

/**
 * A post of one row (`intent`, `id`, `version` and its texts, as a JSON call sends it) as the page's
 * whole form would carry it.
 */
function wholeFormOf(fields: Record<string, string>): Record<string, string> {
  const id = Number(fields.id);
  if (fields.id === undefined || !Number.isSafeInteger(id) || (fields.intent ?? "").includes(":")) return fields;
  const whole: Record<string, string> = { intent: `${fields.intent ?? "save"}:${id}` };
  for (const [name, value] of Object.entries(fields)) {
    if (name === "intent" || name === "id") continue;
    whole[name === CSRF_FIELD || name === EDITOR_FIELD ? name : `${showcaseRowPrefix(id)}${name}`] = value;
  }
  return whole;
}

/** A row as this post wants it: the version it goes on from, its texts when they changed. */
interface PostedRow {
  row: ShowcaseRow;
  version: number;
  changed: ShowcaseTexts | null;
}

/**
 * The rows the page's whole form carries, each at the version its editor goes on from (decision
 * 0045); a row whose texts do not pass is refused with them, before anything is written.
 */
async function postedRows(
  scope: OperatorScope,
  kind: ShowcaseKind,
  rows: ShowcaseRow[],
  fields: Record<string, string>,
) {
  const posted: PostedRow[] = [];
  for (const row of rows) {
    const own = rowFieldsOf(fields, row.id);
    if (!own) continue;
    const sent = Number(own.version);
    if (!Number.isSafeInteger(sent)) continue;
    const version = await ownVersion(scope.db, showcaseTable(kind), row.id, sent, fields[EDITOR_FIELD]);
    // A move or removal sent alone (a JSON call) carries no texts: nothing to save then.
    if (Object.keys(own).every((name) => name === "version")) {
      posted.push({ row, version, changed: null });
      continue;
    }
    const texts = parseShowcaseTexts(kind, own);
    if (!texts.ok) return { refused: refused(422, { rowId: row.id, problems: texts.problems, sent: fields }) };
    posted.push({ row, version, changed: sameTexts(row, texts.value) ? null : texts.value });
  }
  return { posted };
}

/** Records the versions this editor produced: `before` rows, each raised by one when `raised` says so. */
async function recordRaised(
  scope: OperatorScope,
  kind: ShowcaseKind,
  editor: string | undefined,
  raised: { id: number; from: number }[],
) {
  const table = showcaseTable(kind);
  for (const { id, from } of raised) await recordOwnVersions(scope.db, table, id, from, from + 1, editor);
}

/**
 * The page's whole form: every row's texts, each row's Save, Move and Remove (`intent` "save:12",
 * "earlier:12", "later:12", "remove:12"), and Add photo (`intent=add`, with the file). Every button
 * first saves the rows whose texts were changed, so no typed edit is lost.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const kind = kindOf(scope.params.kind);
    const fields = wholeFormOf(formFields(form));
    const editor = fields[EDITOR_FIELD];
    const [intent = "", rawId] = (fields.intent ?? "").split(":");
    const rows = await listShowcase(scope.db, kind);
    const read = await postedRows(scope, kind, rows, fields);
    if ("refused" in read) return read.refused;
    const versions = new Map(read.posted.map((entry) => [entry.row.id, entry.version]));
    let saved: ShowcaseOutcome = { kind: "saved", purge: [] };
    for (const entry of read.posted) {
      if (!entry.changed) continue;
      const target = { id: entry.row.id, version: entry.version };
      saved = await saveShowcase(scope, kind, target, entry.changed, entry.row);
      if (saved.kind !== "saved") return answerOf(saved, kind, entry.row.id, fields, editor);
      await recordRaised(scope, kind, editor, [{ id: entry.row.id, from: entry.version }]);
      versions.set(entry.row.id, entry.version + 1);
    }
    if (intent === "add") return add(scope, kind, form, fields);
    const row = rows.find((entry) => String(entry.id) === rawId);
    const version = row ? versions.get(row.id) : undefined;
    if (!row || version === undefined) return refused(409, { rowId: null, problems: [], stale: true, sent: fields });
    const target = { id: row.id, version };
    if (intent === "earlier" || intent === "later") {
      const moved = await moveShowcase(scope, kind, target, intent === "earlier" ? -1 : 1);
      if (moved.kind === "saved") {
        await recordRaised(
          scope,
          kind,
          editor,
          rows.map((entry) => ({ id: entry.id, from: versions.get(entry.id) ?? entry.version })),
        );
      }
      return answerOf(moved, kind, row.id, fields, editor);
    }
    if (intent === "remove") return answerOf(await removeShowcase(scope, kind, target), kind, row.id, fields, editor);
    return answerOf(saved, kind, row.id, fields, editor);
  });
}

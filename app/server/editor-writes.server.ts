/**
 * What every editor page's action shares for its writes (decision 0045): the editor token the page
 * carries, the version a post goes on from (its own latest, workers/edit-versions.ts), the record of
 * each version it produces, and the token kept in the page it goes back to.
 */
import type { ActionFunctionArgs } from "react-router";
import { EDITOR_FIELD, WHOLE_FORM_FIELD } from "#domain/forms.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { isEditorToken, newEditorToken, ownVersion, recordOwnVersions } from "#workers/edit-versions.ts";
import { formFields } from "#workers/http.ts";
import type { VersionedTable } from "#workers/write-guard.ts";
import { runOperatorAction } from "./operator-pages.server.ts";

/** The editor token of a page: the one its address carries after a save, or a new one. */
export function editorTokenOf(url: URL): string {
  const carried = url.searchParams.get(EDITOR_FIELD);
  return isEditorToken(carried) ? carried : newEditorToken();
}

export interface EditorWrites {
  /** The fields as posted, with `version` moved on to the editor's own latest. */
  fields: Record<string, string>;
  /** Whether the post carries the editor's whole form along with its intent. */
  wholeForm: boolean;
  /** Records the version a write produced (when it did) and moves `fields.version` on to it. */
  wrote<T extends { kind: string }>(outcome: T): Promise<T>;
  /** `response`, whose redirect back to the editor keeps the editor token. */
  answer<T>(response: T): T;
}

export async function editorWrites(
  scope: OperatorScope,
  table: VersionedTable,
  id: number,
  posted: Record<string, string>,
): Promise<EditorWrites> {
  const editor = posted[EDITOR_FIELD];
  const sent = Number(posted.version);
  const fields = { ...posted };
  if (Number.isSafeInteger(sent)) fields.version = String(await ownVersion(scope.db, table, id, sent, editor));
  return {
    fields,
    wholeForm: posted[WHOLE_FORM_FIELD] === "1",
    async wrote(outcome) {
      const version = (outcome as { version?: unknown }).version;
      if (outcome.kind === "saved" && typeof version === "number") {
        await recordOwnVersions(scope.db, table, id, Number(fields.version), version, editor);
        fields.version = String(version);
      }
      return outcome;
    },
    answer(response) {
      if (response instanceof Response && isEditorToken(editor)) keepToken(response, editor);
      return response;
    },
  };
}

function keepToken(response: Response, editor: string) {
  const location = response.headers.get("Location");
  if (!location || response.status < 300 || response.status >= 400) return;
  const target = new URL(location, "http://editor.invalid");
  target.searchParams.set(EDITOR_FIELD, editor);
  response.headers.set("Location", `${target.pathname}${target.search}`);
}

/**
 * The action of an editor page: `handle` gets the editor's writes for the row `rowOf` names, and
 * its redirect back to the editor keeps the editor token.
 */
export function runEditorAction<R>(
  args: ActionFunctionArgs,
  rowOf: (scope: OperatorScope) => { table: VersionedTable; id: number },
  handle: (scope: OperatorScope, form: FormData, writes: EditorWrites) => Promise<R>,
) {
  return runOperatorAction(args, async (scope, form) => {
    const { table, id } = rowOf(scope);
    const writes = await editorWrites(scope, table, id, formFields(form));
    return writes.answer(await handle(scope, form, writes));
  });
}

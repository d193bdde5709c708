/** The Delete of every catalogue editor: on to the list with a notice, or the editor's 409 with why. */
import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { type DeletableTable, deleteRow } from "#workers/catalogue/row-deletion.ts";

/**
 * Deletes the editor's row at the version its form carries. A deleted row was not published, so
 * no public page showed it and nothing is purged.
 */
export async function deleteAction(
  scope: OperatorScope,
  fields: Record<string, string>,
  row: { table: DeletableTable; id: number; label: object; list: string },
) {
  const version = Number(fields.version);
  const outcome = Number.isSafeInteger(version)
    ? await deleteRow(scope, row.table, row.id, version, row.label)
    : ({ kind: "stale" } as const);
  if (outcome.kind === "deleted") {
    return redirect(`${row.list}?done=deleted`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  }
  const problem = outcome.kind === "kept" ? "kept" : "stale";
  return data({ problems: [["version", problem]], sent: fields }, { status: 409, headers: OPERATOR_PAGE_HEADERS });
}

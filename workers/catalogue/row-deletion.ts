/**
 * Deleting a catalogue row, which only a row nothing refers to may be: no booking, no tourist's
 * review, no special offer that names it, and not published (it is unpublished or archived first,
 * so nothing shown vanishes by one click). A booked activity or vehicle is archived, never
 * deleted. The checks are in the batch that deletes, so a booking or a review that arrives
 * between the page and the click keeps the row; the audit row keeps what it was.
 */
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";

export type DeletableTable = "activities" | "destinations" | "transports" | "tips" | "events" | "special_offers";

/** What keeps a row of each table, as conditions on its id (?1). */
const KEPT_BY: Readonly<Record<DeletableTable, readonly string[]>> = {
  activities: [
    "SELECT 1 FROM bookings WHERE activity_id = ?1",
    "SELECT 1 FROM comments WHERE activity_id = ?1",
    "SELECT 1 FROM special_offers WHERE activity_id = ?1",
  ],
  destinations: ["SELECT 1 FROM comments WHERE destination_id = ?1"],
  transports: ["SELECT 1 FROM bookings WHERE transport_id = ?1", "SELECT 1 FROM comments WHERE transport_id = ?1"],
  tips: [],
  events: [],
  special_offers: [],
};

export type DeleteOutcome = { kind: "deleted" } | { kind: "stale" } | { kind: "kept" };

function keptSql(table: DeletableTable): string {
  return [`SELECT 1 FROM ${table} WHERE id = ?1 AND status = 'published'`, ...KEPT_BY[table]]
    .map((query) => `EXISTS (${query})`)
    .join(" OR ");
}

/** Why a guarded delete failed: the row is kept, or it moved on (or is gone) since the page. */
async function whyNotDeleted(db: D1Database, table: DeletableTable, id: number): Promise<DeleteOutcome> {
  const kept = await db
    .prepare(`SELECT ${keptSql(table)} AS kept`)
    .bind(id)
    .first<{ kept: number }>();
  return kept?.kept ? { kind: "kept" } : { kind: "stale" };
}

/**
 * Deletes row `id` of `table` at `version`, with its translations (they cascade), its search row
 * and its availability; `label` is what the audit row keeps of it.
 */
export async function deleteRow(
  scope: OperatorScope,
  table: DeletableTable,
  id: number,
  version: number,
  label: object,
): Promise<DeleteOutcome> {
  const { db } = scope;
  const written = await batchUnlessStale(db, [
    versionGuard(db, table, id, version),
    db.prepare(`INSERT INTO write_guard (must_hold) SELECT 0 WHERE ${keptSql(table)}`).bind(id),
    ...(table === "activities" ? [db.prepare("DELETE FROM activity_search WHERE rowid = ?1").bind(id)] : []),
    auditStatement(db, {
      actor: scope.operator,
      action: "delete",
      entity: table,
      entityId: id,
      before: label,
      after: null,
    }),
    db.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(id),
  ]);
  return written === "stale" ? whyNotDeleted(db, table, id) : { kind: "deleted" };
}

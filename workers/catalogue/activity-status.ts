/** An activity's status: published, draft or archived. */
import type { ActivityStatus } from "#domain/catalogue.ts";
import { missingForPublishing } from "#domain/inputs/activity.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { activityForEditing, pagesShowing } from "./activity-form.ts";
import { guarded, NOW, type SaveOutcome } from "./editor-writes.ts";

/**
 * Publishes, unpublishes (back to draft) or archives. Publishing needs every required text in both
 * languages; an archived activity is never listed, and is how a booked activity leaves the site.
 */
export async function changeStatus(
  scope: OperatorScope,
  id: number,
  version: number,
  status: ActivityStatus,
): Promise<SaveOutcome> {
  const { db } = scope;
  const before = await activityForEditing(db, id);
  if (status === "published") {
    const missing = missingForPublishing(before);
    if (missing.length > 0) return { kind: "refused", missing };
  }
  const statements = [
    db
      .prepare(
        `UPDATE activities SET status = ?2, version = version + 1, updated_at = ${NOW}
         WHERE id = ?1`,
      )
      .bind(id, status),
    auditStatement(db, {
      actor: scope.operator,
      action: status === "published" ? "publish" : status === "archived" ? "archive" : "unpublish",
      entity: "activities",
      entityId: id,
      before: { status: before.status },
      after: { status },
    }),
  ];
  return guarded(db, "activities", id, version, statements, pagesShowing(before));
}

/**
 * The back office's audit trail (migration 0011): every write of the catalogue, the reviews or the
 * team goes into one D1 batch together with `auditStatement` of what it changed, so a change
 * without its row, or a row without its change, cannot exist.
 */
import type { Operator } from "#workers/accounts/operators.ts";

export type AuditAction =
  | "create"
  | "update"
  | "publish"
  | "unpublish"
  | "archive"
  | "delete"
  | "hide"
  | "unhide"
  | "reply"
  | "invite"
  | "revoke"
  | "reorder"
  | "upload"
  | "payment"
  | "refund"
  | "check_in"
  | "unsubscribe";

export interface AuditEntry {
  /** An operator, or a tourist acting on their own trip (no account: no id). */
  actor: Operator | { id: number | null; name: string; email: string };
  action: AuditAction;
  /** The table's name: "activities", "comments", "users", … */
  entity: string;
  entityId: string | number;
  /** The changed fields as they were; null for a creation. */
  before: unknown;
  /** The changed fields as they became; null for a deletion. */
  after: unknown;
}

export interface AuditRow {
  id: number;
  actorName: string;
  actorEmail: string;
  action: AuditAction;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The statement that records one change; put it in the same batch as the change. */
export function auditStatement(db: D1Database, entry: AuditEntry): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (user_id, actor_name, actor_email, action, entity, entity_id, before_json, after_json)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      entry.actor.id,
      entry.actor.name,
      entry.actor.email,
      entry.action,
      entry.entity,
      String(entry.entityId),
      asJson(entry.before),
      asJson(entry.after),
    );
}

/**
 * The statement that records the creation of the row that the statement just before it in the same
 * batch inserted, under the id SQLite gave it (`last_insert_rowid()`, which a batch keeps between its
 * statements): no id is read or guessed before the write.
 */
export function auditNewRowStatement(db: D1Database, entry: Omit<AuditEntry, "entityId">): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (user_id, actor_name, actor_email, action, entity, entity_id, before_json, after_json)
       VALUES (?1, ?2, ?3, ?4, ?5, CAST(last_insert_rowid() AS TEXT), ?6, ?7)`,
    )
    .bind(
      entry.actor.id,
      entry.actor.name,
      entry.actor.email,
      entry.action,
      entry.entity,
      asJson(entry.before),
      asJson(entry.after),
    );
}

interface AuditRecord {
  id: number;
  actor_name: string;
  actor_email: string;
  action: AuditAction;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** The newest changes first, optionally of one row only. */
export async function auditTrail(
  db: D1Database,
  { entity, entityId, limit = 50 }: { entity?: string; entityId?: string | number; limit?: number } = {},
): Promise<AuditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, actor_name, actor_email, action, entity, entity_id, before_json, after_json, created_at
       FROM audit_log
       WHERE (?1 IS NULL OR entity = ?1) AND (?2 IS NULL OR entity_id = ?2)
       ORDER BY created_at DESC, id DESC LIMIT ?3`,
    )
    .bind(entity ?? null, entityId === undefined ? null : String(entityId), limit)
    .all<AuditRecord>();
  return results.map((row) => ({
    id: row.id,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    createdAt: row.created_at,
  }));
}

/**
 * Which open editor produced each version of a back-office row (migration 0035, decision 0045).
 * A save carries the version its page showed and the page's editor token. When the row has moved
 * on, but only by saves of that same editor (its own Add photo, still on its way back when the
 * operator pressed Publish), the save goes on from the version the editor produced: one person's
 * sequence of saves never conflicts with itself. Any version made by another editor (another
 * person, another tab) keeps the 409 of workers/write-guard.ts.
 */
import type { VersionedTable } from "#workers/write-guard.ts";

/** An editor token: what the editor page makes and carries (letters, digits, `-`, `_`). */
const EDITOR_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** How many versions of one row are remembered: a page is not left behind by more. */
const REMEMBERED = 50;

export function isEditorToken(value: unknown): value is string {
  return typeof value === "string" && EDITOR_TOKEN.test(value);
}

export function newEditorToken(): string {
  return crypto.randomUUID();
}

/**
 * The version a save of `editor`, made on `version`, goes on from: the row's version now if every
 * version since `version` is the editor's own, else `version` itself (which the save's guard refuses).
 */
export async function ownVersion(
  db: D1Database,
  table: VersionedTable,
  id: number,
  version: number,
  editor: string | undefined,
): Promise<number> {
  if (!isEditorToken(editor)) return version;
  const row = await db
    .prepare(
      `SELECT t.version AS current,
              (SELECT count(*) FROM edit_versions e
                WHERE e.entity = ?2 AND e.entity_id = ?1 AND e.version > ?3 AND e.version <= t.version
                  AND e.editor = ?4) AS own
         FROM ${table} t WHERE t.id = ?1`,
    )
    .bind(id, table, version, editor)
    .first<{ current: number; own: number }>();
  if (!row || row.current <= version) return version;
  return row.own === row.current - version ? row.current : version;
}

/** Records that `editor` produced the versions after `from` up to `to` of the row. */
export async function recordOwnVersions(
  db: D1Database,
  table: VersionedTable,
  id: number,
  from: number,
  to: number,
  editor: string | undefined,
): Promise<void> {
  if (!isEditorToken(editor) || to <= from) return;
  const versions = Array.from({ length: Math.min(to - from, REMEMBERED) }, (_, index) => to - index);
  await db.batch([
    ...versions.map((version) =>
      db
        .prepare("INSERT OR REPLACE INTO edit_versions (entity, entity_id, version, editor) VALUES (?1, ?2, ?3, ?4)")
        .bind(table, id, version, editor),
    ),
    db
      .prepare("DELETE FROM edit_versions WHERE entity = ?1 AND entity_id = ?2 AND version <= ?3")
      .bind(table, id, to - REMEMBERED),
  ]);
}

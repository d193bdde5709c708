/**
 * Drivers, guides and vehicles (issue 40, item 2), as /admin/resources keeps them. Each write is
 * one D1 batch: the version guard (a stale save writes nothing), the change, its audit row.
 */
import { parseResource, type ResourceInput, type ResourceProblem, type ResourceView } from "#domain/inputs/resource.ts";
import type { Operator } from "#workers/accounts/operators.ts";
import { auditNewRowStatement, auditStatement } from "#workers/audit.ts";
import { NOW } from "#workers/catalogue/editor-writes.ts";
import { rowsOf } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";

interface ResourceRow {
  id: number;
  kind: ResourceView["kind"];
  name: string;
  phone: string;
  languages: string;
  seats: number | null;
  plate: string | null;
  retired_at: string | null;
  version: number;
}

export type ResourceOutcome =
  | { kind: "done"; notice: "created" | "saved" | "retired" }
  | { kind: "refused"; problems: [field: string, problem: ResourceProblem][] }
  | { kind: "stale" }
  | { kind: "unknown" };

function viewOf(row: ResourceRow): ResourceView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    languages: JSON.parse(row.languages) as string[],
    seats: row.seats,
    plate: row.plate,
    retiredAt: row.retired_at,
    version: row.version,
  };
}

/** Every resource, those in service first, by kind and name. */
export async function listResources(db: D1Database): Promise<ResourceView[]> {
  const result = await db
    .prepare(
      `SELECT id, kind, name, phone, languages, seats, plate, retired_at, version FROM resources
       ORDER BY retired_at IS NOT NULL, kind, name COLLATE NOCASE, id`,
    )
    .all<ResourceRow>();
  return rowsOf<ResourceRow>(result).map(viewOf);
}

const stored = (input: ResourceInput) => ({
  kind: input.kind,
  name: input.name,
  phone: input.phone,
  languages: input.kind === "vehicle" ? [] : input.languages,
  seats: input.seats,
  plate: input.plate,
});

function idAndVersion(fields: Readonly<Record<string, unknown>>): { id: number; version: number } | null {
  const id = Number(fields.id);
  const version = Number(fields.version);
  return Number.isInteger(id) && id > 0 && Number.isInteger(version) && version > 0 ? { id, version } : null;
}

async function currentRow(db: D1Database, id: number): Promise<ResourceRow | null> {
  return db
    .prepare("SELECT id, kind, name, phone, languages, seats, plate, retired_at, version FROM resources WHERE id = ?")
    .bind(id)
    .first<ResourceRow>();
}

/** The next free id of `table`: a create names its row's id, so its audit row can name it in the same batch. */
export async function nextId(db: D1Database, table: "pickup_areas"): Promise<number> {
  const row = await db.prepare(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`).first<{ id: number }>();
  return row?.id ?? 1;
}

/** Runs a create again when another took its id between the read and the write. */
export async function retryingIds<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const taken = error instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/.test(error.message);
      if (!taken || attempt >= 2) throw error;
    }
  }
}

export async function createResource(
  db: D1Database,
  operator: Operator,
  fields: Readonly<Record<string, unknown>>,
): Promise<ResourceOutcome> {
  const parsed = parseResource(fields);
  if (!parsed.ok) return { kind: "refused", problems: parsed.problems };
  const after = stored(parsed.value);
  await db.batch([
    db
      .prepare("INSERT INTO resources (kind, name, phone, languages, seats, plate) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(after.kind, after.name, after.phone, JSON.stringify(after.languages), after.seats, after.plate),
    auditNewRowStatement(db, { actor: operator, action: "create", entity: "resources", before: null, after }),
  ]);
  return { kind: "done", notice: "created" };
}

export async function saveResource(
  db: D1Database,
  operator: Operator,
  fields: Readonly<Record<string, unknown>>,
): Promise<ResourceOutcome> {
  const target = idAndVersion(fields);
  if (!target) return { kind: "unknown" };
  const before = await currentRow(db, target.id);
  if (!before) return { kind: "unknown" };
  const parsed = parseResource({ ...fields, kind: before.kind });
  if (!parsed.ok) return { kind: "refused", problems: parsed.problems };
  const after = stored(parsed.value);
  const written = await batchUnlessStale(db, [
    versionGuard(db, "resources", target.id, target.version),
    db
      .prepare(
        `UPDATE resources SET name = ?2, phone = ?3, languages = ?4, seats = ?5, plate = ?6,
           version = version + 1, updated_at = ${NOW} WHERE id = ?1`,
      )
      .bind(target.id, after.name, after.phone, JSON.stringify(after.languages), after.seats, after.plate),
    auditStatement(db, {
      actor: operator,
      action: "update",
      entity: "resources",
      entityId: target.id,
      before: stored(viewOf(before) as ResourceInput),
      after,
    }),
  ]);
  return written === "stale" ? { kind: "stale" } : { kind: "done", notice: "saved" };
}

export async function retireResource(
  db: D1Database,
  operator: Operator,
  fields: Readonly<Record<string, unknown>>,
): Promise<ResourceOutcome> {
  const target = idAndVersion(fields);
  if (!target) return { kind: "unknown" };
  const written = await batchUnlessStale(db, [
    versionGuard(db, "resources", target.id, target.version),
    db
      .prepare(`UPDATE resources SET retired_at = ${NOW}, version = version + 1, updated_at = ${NOW} WHERE id = ?1`)
      .bind(target.id),
    auditStatement(db, {
      actor: operator,
      action: "archive",
      entity: "resources",
      entityId: target.id,
      before: { retired: false },
      after: { retired: true },
    }),
  ]);
  return written === "stale" ? { kind: "stale" } : { kind: "done", notice: "retired" };
}

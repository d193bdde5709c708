/**
 * Optimistic locking for the back office (migration 0014). A save carries the version the editor
 * saw; the batch that writes it starts with `versionGuard`, which aborts the whole batch when the
 * row has moved on, so two people editing one row cannot overwrite each other silently: the second
 * save is refused, and nothing of it is written.
 */

/** Tables whose rows carry a `version`; the names are ours, never the request's. */
export type VersionedTable =
  | "activities"
  | "comments"
  | "gallery_images"
  | "slides"
  | "tips"
  | "events"
  | "special_offers"
  | "destinations"
  | "transports"
  | "transport_types"
  | "regencies"
  | "activity_types"
  | "availability_rules"
  | "trips"
  | "bookings"
  | "pickup_areas"
  | "resources"
  | "pickup_runs";

/** The first statement of a save's batch: fails it unless row `id` of `table` is at `version`. */
export function versionGuard(db: D1Database, table: VersionedTable, id: number, version: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO write_guard (must_hold)
       SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE id = ?1 AND version = ?2)`,
    )
    .bind(id, version);
}

/** Whether a batch failed because its guard found the row changed (or gone). */
export function isStaleWrite(error: unknown): boolean {
  return error instanceof Error && /CHECK constraint failed: (write_guard|must_hold)/.test(error.message);
}

/**
 * Runs a batch that a write guard protects (mostly a `versionGuard` first): its results, or "stale"
 * when the guard refused it and nothing of the batch was written. Any other failure is thrown.
 */
export async function batchUnlessStale(
  db: D1Database,
  statements: D1PreparedStatement[],
): Promise<D1Result[] | "stale"> {
  try {
    return await db.batch(statements);
  } catch (error) {
    if (isStaleWrite(error)) return "stale";
    throw error;
  }
}

/**
 * Whether row `id` of `table` is at `version` now: asked before costly work a save would throw away
 * (decoding a photo, writing it to R2). The save's batch still starts with `versionGuard`.
 */
export async function isAtVersion(
  db: D1Database,
  table: VersionedTable,
  id: number,
  version: number,
): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS found FROM ${table} WHERE id = ?1 AND version = ?2`)
    .bind(id, version)
    .first();
  return row !== null;
}

/**
 * The photos of a catalogue row (an activity or its type, destination, vehicle, tip, event or offer),
 * kept in its `images` column in the order the pages show them: the first is the card's. Each
 * change is one D1 batch: the version guard, the new list with the row's version + 1, and the
 * audit row; its answer names the cached pages that show the row.
 */
import type { ImageAlt, StoredImage } from "#domain/images.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { type AuditAction, auditStatement } from "#workers/audit.ts";
import { isStaleWrite, type VersionedTable, versionGuard } from "#workers/write-guard.ts";

/** The tables whose rows show photos; the names are ours, never the request's. */
export type PhotoTable = VersionedTable &
  ("activities" | "activity_types" | "destinations" | "transports" | "tips" | "events" | "special_offers");

/** A change of a row's photos: a new one at the end, one removed, moved by a place, or described anew. */
export type PhotoChange =
  | { kind: "add"; image: StoredImage }
  | { kind: "remove"; index: number }
  | { kind: "move"; index: number; by: -1 | 1 }
  | { kind: "describe"; index: number; alt: ImageAlt };

/** The row as its editor read it: its photos, and the public pages that show them. */
export interface PhotoRow {
  table: PhotoTable;
  id: number;
  images: readonly StoredImage[];
  pages: readonly string[];
}

export type PhotoOutcome =
  | { kind: "saved"; version: number; purge: string[] }
  | { kind: "stale" }
  | { kind: "noSuchPhoto" };

/** The photos after `change`; null when it names no photo (or moves one past an end). */
export function photosAfter(images: readonly StoredImage[], change: PhotoChange): StoredImage[] | null {
  if (change.kind === "add") return [...images, change.image];
  const photo = images[change.index];
  if (!photo) return null;
  if (change.kind === "remove") return images.filter((_, index) => index !== change.index);
  if (change.kind === "describe") return images.with(change.index, { ...photo, alt: change.alt });
  const target = change.index + change.by;
  const other = images[target];
  if (!other) return null;
  return images.with(change.index, other).with(target, photo);
}

const AUDIT_ACTIONS: Record<PhotoChange["kind"], AuditAction> = {
  add: "upload",
  remove: "delete",
  move: "reorder",
  describe: "update",
};

/** What the audit row keeps of the photos: which, in which order, described how. */
const audited = (images: readonly StoredImage[]) => images.map(({ original, alt }) => ({ original, alt }));

/** Adds, removes, moves or describes one of the row's photos, unless the row moved on from `version`. */
export async function changeRowPhotos(
  scope: OperatorScope,
  row: PhotoRow,
  version: number,
  change: PhotoChange,
): Promise<PhotoOutcome> {
  const { db } = scope;
  const images = photosAfter(row.images, change);
  if (!images) return { kind: "noSuchPhoto" };
  try {
    await db.batch([
      versionGuard(db, row.table, row.id, version),
      db
        .prepare(
          `UPDATE ${row.table} SET images = ?2, version = version + 1,
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE id = ?1`,
        )
        .bind(row.id, JSON.stringify(images)),
      auditStatement(db, {
        actor: scope.operator,
        action: AUDIT_ACTIONS[change.kind],
        entity: row.table,
        entityId: row.id,
        before: { images: audited(row.images) },
        after: { images: audited(images) },
      }),
    ]);
  } catch (error) {
    if (isStaleWrite(error)) return { kind: "stale" };
    throw error;
  }
  return { kind: "saved", version: version + 1, purge: [...row.pages] };
}

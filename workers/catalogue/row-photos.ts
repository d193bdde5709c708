/**
 * The photos of a catalogue row (an activity or its type, destination, vehicle, tip, event or offer),
 * kept in its `images` column in the order the pages show them: the first is the card's. Each
 * change is one D1 batch: the version guard, the new list with the row's version + 1, and the
 * audit row; its answer names the cached pages that show the row.
 */
import type { ImageAlt, StoredImage } from "#domain/images.ts";
import type { FieldProblems } from "#domain/inputs/fields.ts";
import type { PhotoProblem } from "#domain/inputs/photo.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { type AuditAction, auditStatement } from "#workers/audit.ts";
import { checkedUpload, discardUpload, storeCheckedPhoto } from "#workers/media/photos.ts";
import { isAtVersion, type VersionedTable } from "#workers/write-guard.ts";
import { type GuardedOutcome, guarded, NOW } from "./editor-writes.ts";

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

export type PhotoOutcome = GuardedOutcome | { kind: "noSuchPhoto" };

/** What adding an uploaded photo comes to: a change's outcome, or the upload's problems per field. */
export type PhotoUploadOutcome = PhotoOutcome | { kind: "refused"; problems: FieldProblems<PhotoProblem> };

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
  const statements = [
    db
      .prepare(`UPDATE ${row.table} SET images = ?2, version = version + 1, updated_at = ${NOW} WHERE id = ?1`)
      .bind(row.id, JSON.stringify(images)),
    auditStatement(db, {
      actor: scope.operator,
      action: AUDIT_ACTIONS[change.kind],
      entity: row.table,
      entityId: row.id,
      before: { images: audited(row.images) },
      after: { images: audited(images) },
    }),
  ];
  return guarded(db, row.table, row.id, version, statements, [...row.pages]);
}

/**
 * Adds the photo of an upload form to the row, in the order that wastes least: the file's checks,
 * then the row's version, and only then decoding and writing its variants to R2. Should the row
 * still move on before the save's batch, the objects this upload created are deleted again.
 */
export async function addRowPhoto(
  scope: OperatorScope,
  row: () => Promise<PhotoRow>,
  version: number,
  form: FormData,
): Promise<PhotoUploadOutcome> {
  const upload = await checkedUpload(form, "required");
  if (!upload.ok) return { kind: "refused", problems: upload.problems };
  const target = await row();
  if (!(await isAtVersion(scope.db, target.table, target.id, version))) return { kind: "stale" };
  const stored = await storeCheckedPhoto(scope.env.MEDIA, upload);
  if (!stored.ok) return { kind: "refused", problems: stored.problems };
  const outcome = await changeRowPhotos(scope, target, version, { kind: "add", image: stored.image });
  if (outcome.kind !== "saved") await discardUpload(scope.env.MEDIA, stored);
  return outcome;
}

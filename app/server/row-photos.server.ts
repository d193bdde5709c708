/**
 * The photo forms of every editor page whose row shows photos (activities, destinations, vehicles,
 * tips, events, special offers). They post to the editor itself, told apart by `intent`:
 * "addPhoto" (multipart, with the file), "describePhoto:2", "movePhoto:2:up", "movePhoto:2:down"
 * and "removePhoto:2", each with the version the editor saw. A photo's description is posted as
 * `photo.2.alt_id` and `photo.2.alt_en` when its fields belong to the editor's whole form.
 */
import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { ALT_FIELDS, PHOTO_FIELD, parsePhotoAlt, photoAltFieldName } from "#domain/inputs/photo.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import {
  addRowPhoto,
  changeRowPhotos,
  type PhotoChange,
  type PhotoOutcome,
  type PhotoRow,
} from "#workers/catalogue/row-photos.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import { photoProblemMessages } from "#workers/media/photos.ts";

/** The form whose fields a refused photo post names: the new photo's, or the photo at an index. */
export type PhotoForm = "new" | number;

/** What a refused photo post answers; the editors' answers carry the same fields. */
export interface PhotoAnswer {
  problems: [field: "version" | "photos", problem: "stale"][];
  /** Each refused field's message, in the operator's language. */
  photoErrors?: Record<string, string>;
  photoForm?: PhotoForm;
  sent: Record<string, string>;
}

function refused(status: number, answer: PhotoAnswer) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

/** A photo post's intent: the new photo, a photo to describe, or a change needing no more than its index. */
type PhotoIntent =
  | { kind: "add" }
  | { kind: "describe"; index: number }
  | Extract<PhotoChange, { kind: "remove" | "move" }>;

function photoIntentOf(intent: string): PhotoIntent | null {
  if (intent === "addPhoto") return { kind: "add" };
  const [name, raw, direction] = intent.split(":");
  if (raw === undefined || !/^\d{1,3}$/.test(raw)) return null;
  const index = Number(raw);
  if (name === "removePhoto" && direction === undefined) return { kind: "remove", index };
  if (name === "describePhoto" && direction === undefined) return { kind: "describe", index };
  if (name === "movePhoto" && (direction === "up" || direction === "down")) {
    return { kind: "move", index, by: direction === "up" ? -1 : 1 };
  }
  return null;
}

/**
 * The answer to a photo post on the editor at `editor`, or null when the post is not one (then
 * the editor handles it). `row` reads the row's photos and the pages that show them.
 */
export async function photoAction(
  scope: OperatorScope,
  form: FormData,
  fields: Record<string, string>,
  editor: string,
  row: () => Promise<PhotoRow>,
  wrote: (outcome: PhotoOutcome) => Promise<PhotoOutcome> = async (outcome) => outcome,
) {
  const intent = photoIntentOf(fields.intent ?? "");
  const version = Number(fields.version);
  if (!intent || !Number.isSafeInteger(version)) return null;
  const sent = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== PHOTO_FIELD));
  const fieldProblems = (photoForm: PhotoForm, photoErrors: Record<string, string>) =>
    refused(422, { problems: [], photoErrors, photoForm, sent });
  if (intent.kind === "add") {
    const outcome = await addRowPhoto(scope, row, version, form);
    if (outcome.kind === "refused") return fieldProblems("new", photoProblemMessages(scope.locale, outcome.problems));
    return photoAnswer(await wrote(outcome), editor, sent);
  }
  let change: PhotoChange;
  if (intent.kind === "describe") {
    const alt = parsePhotoAlt(altFieldsOf(fields, intent.index), "required");
    if (!alt.ok) return fieldProblems(intent.index, photoProblemMessages(scope.locale, alt.problems));
    change = { ...intent, alt: { id: alt.value[ALT_FIELDS.id], en: alt.value[ALT_FIELDS.en] } };
  } else {
    change = intent;
  }
  return photoAnswer(await wrote(await changeRowPhotos(scope, await row(), version, change)), editor, sent);
}

/** A photo's description as posted: its own form's fields, or its fields named by its index. */
function altFieldsOf(fields: Record<string, string>, index: number): Record<string, string> {
  const named = (field: string) => fields[photoAltFieldName(index, field)];
  if (named(ALT_FIELDS.id) === undefined && named(ALT_FIELDS.en) === undefined) return fields;
  return { [ALT_FIELDS.id]: named(ALT_FIELDS.id) ?? "", [ALT_FIELDS.en]: named(ALT_FIELDS.en) ?? "" };
}

function photoAnswer(outcome: PhotoOutcome, editor: string, sent: Record<string, string>) {
  if (outcome.kind === "stale") return refused(409, { problems: [["version", "stale"]], sent });
  if (outcome.kind === "noSuchPhoto") return refused(409, { problems: [["photos", "stale"]], sent });
  return redirect(`${editor}?done=photo`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

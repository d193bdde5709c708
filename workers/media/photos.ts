/**
 * The photo pipeline of the back office: an uploaded file is checked by its bytes, decoded,
 * cropped to the pages' 3:2 shape, scaled to the page and thumbnail sizes, encoded as WebP and
 * stored in R2 under a key made from the file's SHA-256 (the same photo uploaded twice is one set
 * of objects, and no key can be guessed without the photo). The answer is the StoredImage an
 * editor saves with its row.
 */
import type { MessageDescriptor } from "@lingui/core";
import { type ImageAlt, PAGE_IMAGE_SIZE, type StoredImage, THUMBNAIL_IMAGE_SIZE } from "#domain/images.ts";
import type { FieldProblems } from "#domain/inputs/fields.ts";
import {
  ALT_FIELDS,
  type AltRule,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_FIELD,
  type PhotoProblem,
  parsePhotoAlt,
} from "#domain/inputs/photo.ts";
import { PHOTO_PROBLEM_MESSAGES } from "#domain/inputs/photo-messages.ts";
import type { Locale } from "#domain/locale.ts";
import { formFields } from "../http.ts";
import { translator } from "../i18n.ts";
import { decodeImage, resizedImage, webpOf } from "./codecs.ts";
import { checkImage, type ImageHeader } from "./image-header.ts";
import { mediaPath, STORED_MEDIA_HEADERS } from "./serve.ts";

export type PhotoUpload =
  | { ok: true; image: StoredImage; created: readonly string[] }
  | { ok: false; problems: FieldProblems<PhotoProblem> };

/** An upload form whose file and alt text passed every check that needs no decoding. */
export type CheckedUpload =
  | { ok: true; file: Extract<CheckedFile, { ok: true }>; alt: ImageAlt }
  | { ok: false; problems: FieldProblems<PhotoProblem> };

interface Size {
  width: number;
  height: number;
}

/**
 * Stores the photo of an upload form (the file in `photo`, alt text in `alt_id` and `alt_en`) and
 * answers its StoredImage, or the problems of each field; nothing is stored then.
 */
export async function storePhoto(
  bucket: R2Bucket,
  form: FormData,
  altRule: AltRule = "optional",
): Promise<PhotoUpload> {
  const upload = await checkedUpload(form, altRule);
  return upload.ok ? storeCheckedPhoto(bucket, upload) : upload;
}

/**
 * The upload form's file and alt text, checked by everything short of decoding: cheap, so a caller
 * can also check what the save depends on (the row's version) before the costly part.
 */
export async function checkedUpload(form: FormData, altRule: AltRule = "optional"): Promise<CheckedUpload> {
  const alt = parsePhotoAlt(formFields(form), altRule);
  const file = await checkedFile(form.get(PHOTO_FIELD));
  if (file.ok && alt.ok) return { ok: true, file, alt: { id: alt.value[ALT_FIELDS.id], en: alt.value[ALT_FIELDS.en] } };
  const problems: FieldProblems<PhotoProblem> = [
    ...(file.ok ? [] : [[PHOTO_FIELD, file.problem] as [string, PhotoProblem]]),
    ...(alt.ok ? [] : alt.problems),
  ];
  return { ok: false, problems };
}

/**
 * Decodes a checked upload, stores its variants in R2 and answers its StoredImage, with the keys of
 * the objects this upload created (not those an earlier upload of the same photo had stored).
 */
export async function storeCheckedPhoto(
  bucket: R2Bucket,
  upload: Extract<CheckedUpload, { ok: true }>,
): Promise<PhotoUpload> {
  const { file, alt } = upload;
  const variants = await webpVariants(file.header, file.bytes);
  if (!variants) return { ok: false, problems: [[PHOTO_FIELD, "photoUnreadable"]] };
  const name = await contentName(file.bytes);
  const [page, thumbnail] = await Promise.all([
    storeVariant(bucket, name, variants[0]),
    storeVariant(bucket, name, variants[1]),
  ]);
  const created = [page, thumbnail].filter((variant) => variant.created).map((variant) => variant.key);
  return { ok: true, image: storedImage(page, thumbnail, alt), created };
}

/**
 * Deletes what an upload created, when the save it was for was refused (someone saved the row in
 * the moment between its version check and its write): no object is left that no row names.
 */
export async function discardUpload(bucket: R2Bucket, upload: Extract<PhotoUpload, { ok: true }>): Promise<void> {
  if (upload.created.length > 0) await bucket.delete([...upload.created]);
}

type CheckedFile =
  | { ok: true; header: ImageHeader; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; problem: PhotoProblem };

/** The file's bytes and header when it is a whole photo within the limits, judged by its content alone. */
async function checkedFile(value: FormDataEntryValue | null): Promise<CheckedFile> {
  if (!(value instanceof File) || value.size === 0) return { ok: false, problem: "photoRequired" };
  if (value.size > MAX_PHOTO_BYTES) return { ok: false, problem: "photoTooLarge" };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const check = checkImage(bytes);
  if (check.kind === "incomplete") return { ok: false, problem: "photoIncomplete" };
  if (check.kind === "unknown") return { ok: false, problem: "photoNotAnImage" };
  const { header } = check;
  if (header.width * header.height > MAX_PHOTO_PIXELS) return { ok: false, problem: "photoTooManyPixels" };
  return { ok: true, header, bytes };
}

interface Variant extends Size {
  webp: ArrayBuffer;
}

/** The page and thumbnail variants, or null when the file cannot be decoded. */
async function webpVariants(header: ImageHeader, bytes: Uint8Array<ArrayBuffer>): Promise<[Variant, Variant] | null> {
  const decoded = await decodeImage(header.format, bytes.buffer).catch(() => null);
  if (!decoded || decoded.width === 0 || decoded.height === 0) return null;
  const page = await resizedImage(decoded, fitted(decoded, PAGE_IMAGE_SIZE));
  const thumbnail = await resizedImage(page, fitted(page, THUMBNAIL_IMAGE_SIZE));
  const [pageWebp, thumbnailWebp] = [await webpOf(page), await webpOf(thumbnail)];
  return [
    { width: page.width, height: page.height, webp: pageWebp },
    { width: thumbnail.width, height: thumbnail.height, webp: thumbnailWebp },
  ];
}

/**
 * The size of `target`'s shape that `source` can fill: the target itself, or smaller when the
 * source is, since a photo is never enlarged.
 */
export function fitted(source: Size, target: Size): Size {
  const scale = Math.min(1, source.width / target.width, source.height / target.height);
  return {
    width: Math.max(1, Math.round(target.width * scale)),
    height: Math.max(1, Math.round(target.height * scale)),
  };
}

async function contentName(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface StoredVariant extends Size {
  key: string;
  url: string;
  /** Whether this upload wrote it (false when the same photo's variant was already stored). */
  created: boolean;
}

async function storeVariant(bucket: R2Bucket, name: string, variant: Variant): Promise<StoredVariant> {
  const key = `${name}-${variant.width}x${variant.height}.webp`;
  const stored = { key, url: mediaPath(key), width: variant.width, height: variant.height };
  // The key is the photo's content: an object already there is this very variant.
  if (await bucket.head(key)) return { ...stored, created: false };
  await bucket.put(key, variant.webp, {
    httpMetadata: STORED_MEDIA_HEADERS,
    customMetadata: { width: String(variant.width), height: String(variant.height) },
  });
  return { ...stored, created: true };
}

function storedImage(page: StoredVariant, thumbnail: StoredVariant, alt: ImageAlt): StoredImage {
  return {
    original: page.url,
    thumbnail: thumbnail.url,
    width: page.width,
    height: page.height,
    thumb_width: thumbnail.width,
    thumb_height: thumbnail.height,
    alt,
  };
}

/** Each refused field's message in the operator's language. */
export function photoProblemMessages(locale: Locale, problems: FieldProblems<PhotoProblem>): Record<string, string> {
  const i18n = translator(locale);
  return Object.fromEntries(
    problems.map(([field, problem]) => [field, i18n._(PHOTO_PROBLEM_MESSAGES[problem] as MessageDescriptor)]),
  );
}

/**
 * The stored photos, served from R2 at /media/<key>. A key names its content (the original file's
 * SHA-256 and the variant's size), so an answer never changes and is cached for a year.
 */
import { msg } from "@lingui/core/macro";
import type { Locale } from "#domain/locale.ts";
import { errorResponse, HttpError } from "../http.ts";

const MEDIA_PREFIX = "/media/";

/** A variant's key: 64 hex digits of SHA-256, its size, and its format. */
const MEDIA_KEY = /^[0-9a-f]{64}-\d{1,5}x\d{1,5}\.webp$/;

/** What every stored variant is served with, kept on the R2 object. */
export const STORED_MEDIA_HEADERS = {
  contentType: "image/webp",
  cacheControl: "public, max-age=31536000, s-maxage=31536000, immutable",
} as const;

export function mediaPath(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The stored variant under `key`, or a 404 for a key that is malformed or not stored. */
export async function mediaResponse(bucket: R2Bucket, key: string, locale: Locale): Promise<Response> {
  const object = MEDIA_KEY.test(key) ? await bucket.get(key) : null;
  if (!object) return errorResponse(new HttpError(404, msg`This photo does not exist.`), locale);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}

/**
 * One bounded reader in front of every route: the worker reads each request body into memory, up
 * to its route's limit (MAX_BODY_BYTES; MAX_UPLOAD_BODY_BYTES where photos are uploaded), before
 * anything may answer. A body past the limit is a JSON 413, whether it came with a Content-Length,
 * chunked, as JSON or as a form. And no route answers before the body was read: the local server
 * (wrangler dev) breaks the connection of an answer that leaves the body unread and turns it into
 * a 500 ("Network connection lost").
 */
import { msg } from "@lingui/core/macro";
import { MAX_PHOTO_BYTES } from "#domain/inputs/photo.ts";
import type { Locale } from "#domain/locale.ts";
import { joinedBytes } from "./bytes.ts";
import { errorResponse, HttpError } from "./http.ts";

/** JSON calls and form posts are a few KB; the largest real one (a booking) is far below this. */
export const MAX_BODY_BYTES = 64 * 1024;
/** A photo upload: the largest photo plus the form's other fields (token, alt text). */
export const MAX_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + MAX_BODY_BYTES;
/**
 * The routes that take a photo upload, and only these, read bodies up to MAX_UPLOAD_BODY_BYTES.
 * A page that adds a photo field to its form adds its path (and its `.data` twin) here.
 */
const UPLOAD_PATHS: readonly RegExp[] = [
  // The editors of the rows that show photos: their photo forms post to the editor itself.
  /^\/admin\/(?:activities|activities\/types|destinations|transport)\/\d{1,9}(?:\.data)?\/?$/,
  /^\/admin\/content\/(?:tips|events|offers)\/\d{1,9}(?:\.data)?\/?$/,
  /^\/admin\/showcase\/(?:gallery|slides)(?:\.data)?\/?$/,
];

/** The most bytes a request to `pathname` may carry. */
export function bodyLimit(pathname: string): number {
  return UPLOAD_PATHS.some((path) => path.test(pathname)) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}
/**
 * How much of a body past the limit is still read and dropped before the 413, so that the answer
 * reaches the client; past this the upload is cut off.
 */
const MAX_DRAINED_BYTES = 1024 * 1024;

/** The request with its whole body read, or null when the body is larger than its route's limit. */
export async function withBoundedBody(request: Request): Promise<Request | null> {
  if (!request.body) return request;
  const limit = bodyLimit(new URL(request.url).pathname);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= limit) chunks.push(value);
    else if (size > limit + MAX_DRAINED_BYTES) {
      await reader.cancel();
      break;
    }
  }
  if (size > limit) return null;
  // A GET or HEAD cannot carry a body onwards (the Request constructor throws); the one it came
  // with (some clients send "Content-Length: 0") was read and is dropped.
  if (request.method === "GET" || request.method === "HEAD") return new Request(request, { body: null });
  return new Request(request, { body: joinedBytes(chunks) });
}

export function tooLargeResponse(locale: Locale): Response {
  const response = errorResponse(new HttpError(413, msg`The request is too large.`), locale);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

import { readCookie, serializeCookie } from "./cookies.ts";
import { HttpError } from "./http.ts";
import { randomToken } from "./tokens.ts";

/**
 * Laravel Sanctum's SPA contract: GET /sanctum/csrf-cookie sets a script-readable XSRF-TOKEN
 * cookie; a state-changing call that relies on cookies must echo it in X-XSRF-TOKEN. Another
 * site can make the browser send our cookies but cannot read them, so it cannot echo the token.
 */
export const CSRF_COOKIE = "XSRF-TOKEN";
const CSRF_HEADER = "x-xsrf-token";
const TWO_HOURS = 2 * 60 * 60;

export function csrfCookieHeader(request: Request): string {
  return serializeCookie(request, CSRF_COOKIE, randomToken(), { maxAgeSeconds: TWO_HOURS, httpOnly: false });
}

/** Throws 419 unless the request carries the CSRF header equal to its cookie. */
export function requireCsrf(request: Request): void {
  const cookie = readCookie(request, CSRF_COOKIE);
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header || cookie.length < 20 || cookie !== header) {
    throw new HttpError(419, "CSRF token mismatch.");
  }
}

export function bearerToken(request: Request): string | null {
  const match = request.headers.get("authorization")?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1] ?? null;
}

/** API clients with a bearer token are not exposed to CSRF; cookie-based calls must prove it. */
export function requireCsrfUnlessBearer(request: Request): void {
  if (!bearerToken(request)) requireCsrf(request);
}

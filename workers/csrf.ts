import { CSRF_COOKIE, CSRF_FIELD, HOST_CSRF_COOKIE } from "#domain/forms.ts";
import { hasLiveBearerSession } from "./accounts/sessions.ts";
import { isLocalHost, readCookie, serializeCookie } from "./cookies.ts";
import { HttpError } from "./http.ts";
import { PROTOCOL_MESSAGES } from "./protocol-messages.ts";
import { randomToken } from "./tokens.ts";

/**
 * Laravel Sanctum's SPA contract: GET /sanctum/csrf-cookie sets a script-readable XSRF-TOKEN
 * cookie; a state-changing call that relies on cookies must echo it in X-XSRF-TOKEN. Another
 * site can make the browser send our cookies but cannot read them, so it cannot echo the token.
 * On the https sites the cookie is `__Host-XSRF-TOKEN`, the only one read there: a sister host
 * (any other *.balitours.example) can set a plain XSRF-TOKEN for our domain, and then echo the
 * value it chose (decision 0037).
 */
const CSRF_HEADER = "x-xsrf-token";
const TWO_HOURS = 2 * 60 * 60;

/** The CSRF cookie's name for this request: `__Host-` wherever the cookie is Secure. */
function csrfCookieName(request: Request): string {
  return isLocalHost(request) ? CSRF_COOKIE : HOST_CSRF_COOKIE;
}

function csrfCookie(request: Request, token: string): string {
  return serializeCookie(request, csrfCookieName(request), token, { maxAgeSeconds: TWO_HOURS, httpOnly: false });
}

export function csrfCookieHeader(request: Request): string {
  return csrfCookie(request, randomToken());
}

/** Throws 419 unless the request carries the CSRF header equal to its cookie. */
export function requireCsrf(request: Request): void {
  const cookie = readCookie(request, csrfCookieName(request));
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header || cookie.length < 20 || cookie !== header) {
    throw new HttpError(419, PROTOCOL_MESSAGES.csrfMismatch);
  }
}

/** API clients with a live bearer token are not exposed to CSRF; cookie-based calls must prove it. */
export async function requireCsrfUnlessBearer(db: D1Database, request: Request): Promise<void> {
  if (!(await hasLiveBearerSession(db, request))) requireCsrf(request);
}

/**
 * The token a page renders into its forms, and the Set-Cookie that goes with it: the request's
 * own XSRF-TOKEN when it has one (so every open tab keeps working), else a new one. Sending the
 * cookie again on every page view keeps it from expiring while the page is in use.
 */
export function formCsrf(request: Request): { token: string; setCookie: string } {
  const existing = readCookie(request, csrfCookieName(request));
  const token = existing && existing.length >= 20 ? existing : randomToken();
  return { token, setCookie: csrfCookie(request, token) };
}

/**
 * A plain HTML form cannot send the X-XSRF-TOKEN header: it sends the token as the `_token` field
 * instead, which is checked against the cookie the same way. API clients with a live bearer token
 * are exempt, as everywhere.
 */
export async function requireFormCsrf(db: D1Database, request: Request, form: FormData): Promise<void> {
  if (await hasLiveBearerSession(db, request)) return;
  const cookie = readCookie(request, csrfCookieName(request));
  const field = form.get(CSRF_FIELD);
  const sent = typeof field === "string" && field ? field : request.headers.get(CSRF_HEADER);
  if (!cookie || !sent || cookie.length < 20 || cookie !== sent)
    throw new HttpError(419, PROTOCOL_MESSAGES.csrfMismatch);
}

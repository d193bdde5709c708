import type { Locale } from "#domain/locale.ts";
import { NO_SESSION_TAG, SESSION_TAG_HEADER } from "#domain/offline.ts";
import { expiredGrantsCookie } from "#workers/booking/voucher-grants.ts";
import { translate } from "#workers/i18n.ts";
import { PROTOCOL_MESSAGES } from "#workers/protocol-messages.ts";
import type { SignedIn } from "./accounts.ts";
import { clearedSessionCookie, sessionCookie, sessionTag } from "./sessions.ts";

/**
 * The answer to a sign-in or sign-up: the token for API clients, the HttpOnly cookie for the web
 * app, and the new session's tag, so the service worker drops the copies of any session before.
 */
export async function signedInResponse(request: Request, signedIn: SignedIn, status: number): Promise<Response> {
  return Response.json(
    { token: signedIn.token, user: signedIn.user },
    { status, headers: await newSessionHeaders(request, signedIn.token, { "Cache-Control": "no-store" }) },
  );
}

/** The headers of an answer that starts the session of `token`: its cookie and its tag (`extra` too). */
export async function newSessionHeaders(
  request: Request,
  token: string,
  extra: Record<string, string> = {},
): Promise<Headers> {
  const headers = new Headers(extra);
  headers.append("Set-Cookie", sessionCookie(request, token));
  headers.set(SESSION_TAG_HEADER, await sessionTag(token));
  return headers;
}

/**
 * The answer to a sign-out. `Clear-Site-Data: "cache"` asks the browser to drop what it cached for
 * this site (its HTTP cache and the back/forward cache); the service worker, which sees this answer
 * go by, empties its personal copies (docs/decisions/0019-offline.md). The vouchers opened on this
 * device with an e-mail close too: their grants' cookie expires (docs/decisions/0018-voucher-access.md).
 */
export function signedOutResponse(request: Request, locale: Locale): Response {
  const headers = new Headers({
    "Clear-Site-Data": '"cache"',
    "Cache-Control": "no-store",
    [SESSION_TAG_HEADER]: NO_SESSION_TAG,
  });
  headers.append("Set-Cookie", clearedSessionCookie(request));
  headers.append("Set-Cookie", expiredGrantsCookie(request));
  return Response.json({ message: translate(locale, PROTOCOL_MESSAGES.signedOut) }, { headers });
}

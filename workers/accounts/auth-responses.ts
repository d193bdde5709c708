import { expiredGrantsCookie } from "#workers/booking/voucher-grants.ts";
import type { SignedIn } from "./accounts.ts";
import { clearedSessionCookie, sessionCookie } from "./sessions.ts";

/** The answer to a sign-in or sign-up: the token for API clients, the HttpOnly cookie for the web app. */
export function signedInResponse(request: Request, signedIn: SignedIn, status: number): Response {
  return Response.json(
    { token: signedIn.token, user: signedIn.user },
    { status, headers: { "Set-Cookie": sessionCookie(request, signedIn.token), "Cache-Control": "no-store" } },
  );
}

/**
 * The answer to a sign-out. `Clear-Site-Data: "cache"` asks the browser to drop what it cached for
 * this site (its HTTP cache and the back/forward cache); the service worker, which sees this answer
 * go by, empties its personal copies (docs/decisions/0019-offline.md). The vouchers opened on this
 * device with an e-mail close too: their grants' cookie expires (docs/decisions/0018-voucher-access.md).
 */
export function signedOutResponse(request: Request): Response {
  const headers = new Headers({ "Clear-Site-Data": '"cache"' });
  headers.append("Set-Cookie", clearedSessionCookie(request));
  headers.append("Set-Cookie", expiredGrantsCookie(request));
  return Response.json({ message: "Signed out." }, { headers });
}

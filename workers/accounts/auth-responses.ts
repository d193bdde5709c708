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
 * go by, empties its personal copies (docs/decisions/0019-offline.md).
 */
export function signedOutResponse(request: Request): Response {
  return Response.json(
    { message: "Signed out." },
    { headers: { "Set-Cookie": clearedSessionCookie(request), "Clear-Site-Data": '"cache"' } },
  );
}

import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { authMessage } from "#workers/accounts/auth-input.ts";
import { signedOutResponse } from "#workers/accounts/auth-responses.ts";
import { revokeStatement, sessionToken } from "#workers/accounts/sessions.ts";
import { HttpError } from "#workers/http.ts";

/** Revokes the session on the server, whether the client holds it as a bearer token or a cookie. */
export const action = apiAction(async ({ db, locale, request }) => {
  const token = sessionToken(request);
  if (!token) throw new HttpError(401, authMessage("unauthenticated", locale));
  await (await revokeStatement(db, token)).run();
  return signedOutResponse(request, locale);
});

export const loader = postOnlyLoader;

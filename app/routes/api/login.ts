import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { signIn } from "#workers/accounts/accounts.ts";
import { readCredentials } from "#workers/accounts/auth-input.ts";
import { signedInResponse } from "#workers/accounts/auth-responses.ts";
import { rateLimitScale } from "#workers/rate-limits.ts";

export const action = apiAction(async ({ db, env, locale, request, json }) => {
  const input = readCredentials(await json(), locale);
  return signedInResponse(request, await signIn(db, request, locale, input, rateLimitScale(env)), 200);
});

export const loader = postOnlyLoader;

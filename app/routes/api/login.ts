import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { signIn } from "#workers/accounts/accounts.ts";
import { readCredentials } from "#workers/accounts/auth-input.ts";
import { signedInResponse } from "#workers/accounts/auth-responses.ts";

export const action = apiAction(async ({ db, config, locale, request, json }) => {
  const input = readCredentials(await json(), locale);
  return signedInResponse(request, await signIn(db, request, locale, input, config.rateLimitScale), 200);
});

export const loader = postOnlyLoader;

import { register } from "#workers/accounts.ts";
import { apiAction, postOnlyLoader } from "#workers/api.ts";
import { readRegistration } from "#workers/auth-input.ts";
import { signedInResponse } from "#workers/auth-responses.ts";
import { rateLimitScale } from "#workers/rate-limits.ts";

export const action = apiAction(async ({ db, env, locale, request, json }) => {
  const input = readRegistration(await json(), locale);
  return signedInResponse(request, await register(db, request, locale, input, rateLimitScale(env)), 201);
});

export const loader = postOnlyLoader;

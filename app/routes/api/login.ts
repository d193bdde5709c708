import { signIn } from "#workers/accounts.ts";
import { apiAction } from "#workers/api.ts";
import { readCredentials } from "#workers/auth-input.ts";
import { signedInResponse } from "#workers/auth-responses.ts";

export const action = apiAction(async ({ db, locale, request, json }) => {
  const input = readCredentials(await json(), locale);
  return signedInResponse(request, await signIn(db, request, locale, input), 200);
});

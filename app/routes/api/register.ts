import { register } from "#workers/accounts.ts";
import { apiAction } from "#workers/api.ts";
import { readRegistration } from "#workers/auth-input.ts";
import { signedInResponse } from "#workers/auth-responses.ts";

export const action = apiAction(async ({ db, locale, request, json }) => {
  const input = readRegistration(await json(), locale);
  return signedInResponse(request, await register(db, request, locale, input), 201);
});

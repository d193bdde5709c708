import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { register } from "#workers/accounts/accounts.ts";
import { readRegistration } from "#workers/accounts/auth-input.ts";
import { signedInResponse } from "#workers/accounts/auth-responses.ts";
import { deliverToSoon } from "#workers/mail/outbox.ts";

export const action = apiAction(async ({ db, env, ctx, config, locale, request, json }) => {
  const input = await readRegistration(await json(), locale);
  const origin = config.siteOrigins[locale];
  const signedIn = await register(db, request, locale, input, origin, config.rateLimitScale);
  deliverToSoon(env, ctx, input.email);
  return signedInResponse(request, signedIn, 201);
});

export const loader = postOnlyLoader;

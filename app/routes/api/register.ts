import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { register } from "#workers/accounts/accounts.ts";
import { readRegistration } from "#workers/accounts/auth-input.ts";
import { signedInResponse } from "#workers/accounts/auth-responses.ts";
import { siteConfig } from "#workers/config.ts";
import { deliverToSoon } from "#workers/mail/outbox.ts";
import { rateLimitScale } from "#workers/rate-limits.ts";

export const action = apiAction(async ({ db, env, ctx, locale, request, json }) => {
  const input = await readRegistration(await json(), locale);
  const origin = siteConfig(env).siteOrigins[locale];
  const signedIn = await register(db, request, locale, input, origin, rateLimitScale(env));
  deliverToSoon(env, ctx, input.email);
  return signedInResponse(request, signedIn, 201);
});

export const loader = postOnlyLoader;

import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { readResetRequest, requestPasswordReset } from "#workers/accounts/password-reset.ts";
import { siteConfig } from "#workers/config.ts";
import { deliverToSoon } from "#workers/mail/outbox.ts";

export const loader = postOnlyLoader;

/**
 * POST /api/password/forgot `{ email }`: mails a link that sets a new password, if an account has
 * the address. 202 either way (the answer never tells whether it has); 429 past the limits.
 */
export const action = apiAction(async ({ db, env, ctx, locale, request, json }) => {
  const email = readResetRequest(await json(), locale);
  await requestPasswordReset(db, request, locale, email, siteConfig(env).siteOrigins[locale]);
  deliverToSoon(env, ctx, email);
  return Response.json({ requested: true }, { status: 202 });
});

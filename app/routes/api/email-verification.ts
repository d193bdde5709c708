import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { authMessage } from "#workers/accounts/auth-input.ts";
import { resendVerification } from "#workers/accounts/email-verification.ts";
import { sessionKey } from "#workers/accounts/sessions.ts";
import { siteConfig } from "#workers/config.ts";
import { HttpError } from "#workers/http.ts";
import { deliverToSoon } from "#workers/mail/outbox.ts";

export const loader = postOnlyLoader;

/** POST /api/email/verification: mails the signed-in tourist a new link that proves their address. */
export const action = apiAction(async ({ db, env, ctx, locale, request }) => {
  const session = await sessionKey(request);
  if (!session) throw new HttpError(401, authMessage("unauthenticated", locale));
  const outcome = await resendVerification(db, session, locale, siteConfig(env).siteOrigins);
  if (!outcome.sent) return Response.json({ verified: true });
  deliverToSoon(env, ctx, outcome.email);
  return Response.json({ verified: false, sent: true }, { status: 202 });
});

import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { siteConfig } from "#workers/config.ts";
import { deliverToSoon } from "#workers/mail/outbox.ts";
import { readSubscriber, subscribe } from "#workers/mail/subscribers.ts";

/** POST /api/subscriber: stores the address as pending and mails it a link that confirms it. */
export const action = apiAction(async ({ db, env, ctx, locale, request, json }) => {
  const email = readSubscriber(await json(), locale);
  const subscription = await subscribe(db, request, locale, email, siteConfig(env).siteOrigins[locale]);
  deliverToSoon(env, ctx, email);
  return Response.json({ items: subscription }, { status: 201 });
});

export const loader = postOnlyLoader;

import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { readSubscriber, subscribe } from "#workers/mail/subscribers.ts";

export const action = apiAction(async ({ db, locale, request, json }) => {
  const email = readSubscriber(await json(), locale);
  const subscription = await subscribe(db, request, locale, email);
  return Response.json({ items: subscription }, { status: 201 });
});

export const loader = postOnlyLoader;

import { apiLoader, getOnlyAction } from "#app/server/api.server.ts";
import { authMessage } from "#workers/accounts/auth-input.ts";
import { currentUser } from "#workers/accounts/sessions.ts";
import { HttpError } from "#workers/http.ts";

export const loader = apiLoader(async ({ db, locale, request }) => {
  const user = await currentUser(db, request);
  if (!user) throw new HttpError(401, authMessage("unauthenticated", locale));
  return Response.json(user, { headers: { "Cache-Control": "private, no-store" } });
});

export const action = getOnlyAction;

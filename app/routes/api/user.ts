import { apiLoader, getOnlyAction } from "#workers/api.ts";
import { authMessage } from "#workers/auth-input.ts";
import { HttpError } from "#workers/http.ts";
import { currentUser } from "#workers/sessions.ts";

export const loader = apiLoader(async ({ db, locale, request }) => {
  const user = await currentUser(db, request);
  if (!user) throw new HttpError(401, authMessage("unauthenticated", locale));
  return Response.json(user, { headers: { "Cache-Control": "private, no-store" } });
});

export const action = getOnlyAction;

/**
 * The signed-in user of the request, read from the session cookie at most once per request and only
 * when something asks: an anonymous page costs no round trip for it. On the way out, the answer
 * names its session for the service worker's personal copies.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { answersForItsSession, SESSION_TAG_HEADER } from "#domain/offline.ts";
import { currentSessionUser, type SessionUser, sessionTag, sessionToken } from "#workers/accounts/sessions.ts";
import { getDb } from "./database.server.ts";

const userContext = createContext<() => Promise<SessionUser | null>>();

export const userMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let user: Promise<SessionUser | null> | undefined;
  context.set(userContext, () => {
    user ??= currentSessionUser(getDb(context), request);
    return user;
  });
  const response = await next();
  return withSessionTag(response, request, context);
};

/** The signed-in tourist or operator; null when signed out or the session has ended. */
export function getUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  return context.get(userContext)();
}

/**
 * Names the live session the answer was rendered for (`none` when it ended, expired or was never
 * there), so the service worker drops the copies of any other (docs/decisions/0035-offline-copies-of-a-session.md).
 * Only on reads (GET, HEAD) no browser cache hands to another session; a photo or robots.txt asks no D1.
 * An answer that starts a session (signing in, joining the team) names the new one itself.
 */
async function withSessionTag(
  response: Response,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (response.headers.has(SESSION_TAG_HEADER) || !answersForItsSession(response)) return response;
  // The service worker keeps copies of what it reads, never of a POST's answer; an action that read
  // its user in its own batch is spared a second round trip for a tag nobody keeps.
  if (request.method !== "GET" && request.method !== "HEAD") return response;
  const token = sessionToken(request);
  // A failed lookup (D1 down, the page is an error already) leaves the answer untagged: it says nothing.
  const live =
    token === null
      ? false
      : await getUser(context).then(
          (user) => user !== null,
          () => null,
        );
  if (live === null) return response;
  const tag = await sessionTag(live ? token : null);
  try {
    response.headers.set(SESSION_TAG_HEADER, tag);
    return response;
  } catch {
    // An answer passed on from fetch() has immutable headers.
    const tagged = new Response(response.body, response);
    tagged.headers.set(SESSION_TAG_HEADER, tag);
    return tagged;
  }
}

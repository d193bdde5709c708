/**
 * The signed-in user of the request, read from the session cookie at most once per request and only
 * when something asks: an anonymous page costs no round trip for it.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { currentSessionUser, type SessionUser } from "#workers/accounts/sessions.ts";
import { getDb } from "./database.server.ts";

const userContext = createContext<() => Promise<SessionUser | null>>();

export const userMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  let user: Promise<SessionUser | null> | undefined;
  context.set(userContext, () => {
    user ??= currentSessionUser(getDb(context), request);
    return user;
  });
  return next();
};

/** The signed-in tourist or operator; null when signed out or the session has ended. */
export function getUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  return context.get(userContext)();
}

/**
 * The guard of the operator's pages (/admin/...). For anyone who is not a signed-in operator
 * (signed out, a tourist, an expired session) the pages do not exist: every loader and every action
 * answers the site's own 404 page before anything else is looked at (CSRF, input, the booking).
 * Every answer of these pages, the 404 included, is private and never indexed.
 *
 * The middleware finds the operator; the refusal is thrown by `getOperator`, which every operator
 * loader and action calls first. Thrown from a loader, the 404 renders inside the site's shell
 * with the root's data; thrown from a middleware, it would render before any loader ran.
 */
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Operator, operatorOf } from "#workers/accounts/operators.ts";
import { getUser } from "./user.server.ts";

/** Operator pages show bookings: never stored by any cache, never indexed. */
export const OPERATOR_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

const operatorContext = createContext<Operator | null>(null);

/** The site's 404 page (the root error boundary), as for a path that does not exist. */
export function operatorNotFound(): never {
  throw data(null, { status: 404, headers: OPERATOR_PAGE_HEADERS });
}

const privateAnswers: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(OPERATOR_PAGE_HEADERS)) response.headers.set(name, value);
  return response;
};

const findOperator: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(operatorContext, operatorOf(await getUser(context)));
  return next();
};

/** The middleware of every operator route. */
export const operatorMiddleware = [privateAnswers, findOperator];

/** The signed-in operator; for anyone else, the site's 404 page. */
export function getOperator(context: Readonly<RouterContextProvider>): Operator {
  return context.get(operatorContext) ?? operatorNotFound();
}

/**
 * The request's D1 handle, counted: every round trip of every loader, action and middleware of the
 * request goes through it, and the answer reports the total in Server-Timing, where the tests and
 * the benchmark read it.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { countRoundTrips, roundTripTiming } from "#workers/db.ts";
import { withHeader } from "#workers/http.ts";
import { getEnv } from "./config.server.ts";

const databaseContext = createContext<D1Database>();

export const databaseMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const database = countRoundTrips(getEnv(context).DB);
  context.set(databaseContext, database.db);
  const response = await next();
  return withHeader(response, "Server-Timing", roundTripTiming(database.roundTrips(), database.rowsRead()));
};

export function getDb(context: Readonly<RouterContextProvider>): D1Database {
  return context.get(databaseContext);
}

import { data } from "react-router";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { listTrips } from "#workers/trips/trip-list.ts";
import type { Route } from "./+types/trips";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url }) => ({
    trips: await listTrips(db, url, baliToday()),
  }));
}

/** The list takes no posts; for anyone but an operator it does not exist at all, so not even a 405. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async () => data({ problem: "method" }, { status: 405, headers: { Allow: "GET" } }));
}

import { data } from "react-router";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { listBookings } from "#workers/booking/operator-queue.ts";
import type { Route } from "./+types/bookings";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => ({
    inbox: await listBookings(db, locale, url),
  }));
}

/** The inbox takes no posts; for anyone but an operator it does not exist at all, so not even a 405. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async () => data({ problem: "method" }, { status: 405, headers: { Allow: "GET" } }));
}

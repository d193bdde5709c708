import { data } from "react-router";
import { operatorNotFound } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { dateParam } from "#domain/operator-day.ts";
import { dayManifest } from "#workers/booking/operator-day.ts";
import type { Route } from "./+types/calendar-day";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => {
    const date = dateParam(params.date) ?? operatorNotFound();
    return {
      manifest: await dayManifest(db, locale, date, {
        departure: url.searchParams.get("departure"),
        after: url.searchParams.get("after"),
      }),
    };
  });
}

/** The manifest takes no posts; for anyone but an operator it does not exist at all, so not even a 405. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async () => data({ problem: "method" }, { status: 405, headers: { Allow: "GET" } }));
}

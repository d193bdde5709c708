import { data } from "react-router";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { teamActivity } from "#workers/accounts/team-activity.ts";
import type { Route } from "./+types/team-activity";

/** A positive whole number from the query, or `fallback`. */
function wholeNumber(value: string | null, fallback: number | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : fallback;
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url }) => {
    const person = wholeNumber(url.searchParams.get("person"), null);
    return { activity: await teamActivity(db, person, url), person };
  });
}

/** The trail takes no posts; for anyone but an operator it does not exist at all, so not even a 405. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async () => data({ problem: "method" }, { status: 405, headers: { Allow: "GET" } }));
}

import { data } from "react-router";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { monthParam } from "#domain/operator-day.ts";
import { calendarMonth } from "#workers/booking/operator-day.ts";
import type { Route } from "./+types/calendar";

/** The month of `?month=YYYY-MM`, or this month in Bali when it names none. */
export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url }) => {
    const now = new Date();
    const month = monthParam(url.searchParams.get("month")) ?? baliToday(now).slice(0, 7);
    return { calendar: await calendarMonth(db, month, now) };
  });
}

/** The calendar takes no posts; for anyone but an operator it does not exist at all, so not even a 405. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async () => data({ problem: "method" }, { status: 405, headers: { Allow: "GET" } }));
}

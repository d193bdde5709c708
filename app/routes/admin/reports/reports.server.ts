import { data } from "react-router";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { parseReportPeriod } from "#domain/inputs/reports.ts";
import { reportData } from "#workers/reports.ts";
import type { Route } from "./+types/reports";

/**
 * The loader of the front page and of the reports: the period the query names (this month when
 * it names none, or names it wrongly, with its problems) and every figure of it in one batch.
 */
export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => {
    const query = parseReportPeriod(url.searchParams, baliToday());
    const period = query.ok ? query.period : query.fallback;
    return { report: await reportData(db, locale, period), problems: query.ok ? [] : query.problems };
  });
}

/** The reports take no posts; for anyone but an operator they do not exist at all, so not even a 405. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async () => data({ problem: "method" }, { status: 405, headers: { Allow: "GET" } }));
}

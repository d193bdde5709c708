/** The takings per method of a day (YYYY-MM-DD) or a month (YYYY-MM) as CSV: operators only, a plain 404 for anyone else. */
import { requestScope } from "#app/middleware/scope.server.ts";
import { csvFile, isOperatorRequest, notFoundFile } from "#app/server/operator-files.server.ts";
import { dateParam, monthParam, monthRange } from "#domain/operator-day.ts";
import { takingsCsv } from "#workers/booking/payments.ts";
import type { Route } from "./+types/takings-csv";

/** The days a period names: one day, or every day of a month; null for anything else. */
function daysOf(period: string | undefined): { first: string; last: string } | null {
  const day = dateParam(period);
  if (day) return { first: day, last: day };
  const month = monthParam(period ?? null);
  return month ? monthRange(month) : null;
}

export async function loader(args: Route.LoaderArgs) {
  const days = daysOf(args.params.period);
  if (!isOperatorRequest(args.context) || !days) return notFoundFile(args.context);
  const { db, locale } = requestScope(args);
  const csv = await takingsCsv(db, locale, days.first, days.last);
  return csvFile(csv, `takings-${args.params.period}.csv`);
}

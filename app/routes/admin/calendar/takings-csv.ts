/** The takings per method of a day (YYYY-MM-DD) or a month (YYYY-MM) as CSV: operators only, a plain 404 for anyone else. */
import { getLocale } from "#app/middleware/locale.server.ts";
import { getOperator, OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { dateParam, monthParam, monthRange } from "#domain/operator-day.ts";
import { takingsCsv } from "#workers/booking/payments.ts";
import { notFound } from "#workers/http.ts";
import type { Route } from "./+types/takings-csv";

function isOperator(args: Route.LoaderArgs): boolean {
  try {
    getOperator(args.context);
    return true;
  } catch {
    return false;
  }
}

/** The days a period names: one day, or every day of a month; null for anything else. */
function daysOf(period: string | undefined): { first: string; last: string } | null {
  const day = dateParam(period);
  if (day) return { first: day, last: day };
  const month = monthParam(period ?? null);
  return month ? monthRange(month) : null;
}

export async function loader(args: Route.LoaderArgs) {
  const days = daysOf(args.params.period);
  if (!isOperator(args) || !days) {
    // A file has no page around it: the 404 is plain text, as calendar-csv.ts answers (decision 0054).
    return new Response(notFound("Page").messageIn(getLocale(args.context)), {
      status: 404,
      headers: { ...OPERATOR_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { db, locale } = requestScope(args);
  const csv = await takingsCsv(db, locale, days.first, days.last);
  return new Response(csv, {
    headers: {
      ...OPERATOR_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="takings-${args.params.period}.csv"`,
    },
  });
}

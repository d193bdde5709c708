/** The day's manifest as CSV for the drivers: operators only, a plain 404 for anyone else. */
import { getLocale } from "#app/middleware/locale.server.ts";
import { getOperator, OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import type { Locale } from "#domain/locale.ts";
import { dateParam } from "#domain/operator-day.ts";
import { dayManifest, manifestCsv } from "#workers/booking/operator-day.ts";
import { notFound } from "#workers/http.ts";
import type { Route } from "./+types/calendar-csv";

/**
 * A file has no page around it: the 404 is plain text, as private as the operator's pages, and
 * says what the site's 404 page says, in the request's language (decision 0054).
 */
function notFoundFile(locale: Locale): Response {
  return new Response(notFound("Page").messageIn(locale), {
    status: 404,
    headers: { ...OPERATOR_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

function isOperator(args: Route.LoaderArgs): boolean {
  try {
    getOperator(args.context);
    return true;
  } catch {
    return false;
  }
}

export async function loader(args: Route.LoaderArgs) {
  const date = dateParam(args.params.date);
  if (!isOperator(args) || !date) return notFoundFile(getLocale(args.context));
  const { db, locale } = requestScope(args);
  const csv = manifestCsv(await dayManifest(db, locale, date, { whole: true }), locale);
  return new Response(csv, {
    headers: {
      ...OPERATOR_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="manifest-${date}.csv"`,
    },
  });
}

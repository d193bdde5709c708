/** `/admin/reports.csv?from=…&to=…&report=…`: one report as CSV, operators only, a plain 404 for anyone else. */
import { getLocale } from "#app/middleware/locale.server.ts";
import { getOperator, OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { REPORT_PROBLEM_MESSAGES } from "#domain/inputs/report-messages.ts";
import { parseReportName, parseReportPeriod } from "#domain/inputs/reports.ts";
import { notFound } from "#workers/http.ts";
import { translator } from "#workers/i18n.ts";
import { reportData } from "#workers/reports.ts";
import { reportCsv } from "#workers/reports-csv.ts";
import type { Route } from "./+types/reports-csv";

function isOperator(args: Route.LoaderArgs): boolean {
  try {
    getOperator(args.context);
    return true;
  } catch {
    return false;
  }
}

function plainText(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { ...OPERATOR_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function loader(args: Route.LoaderArgs) {
  // A file has no page around it: the 404 is plain text, as calendar-csv.ts answers (decision 0054).
  if (!isOperator(args)) return plainText(404, notFound("Page").messageIn(getLocale(args.context)));
  const { db, locale, url } = requestScope(args);
  const report = parseReportName(url.searchParams.get("report"));
  const query = parseReportPeriod(url.searchParams, baliToday());
  const problems = [...(report ? [] : (["reportUnknown"] as const)), ...(query.ok ? [] : query.problems)];
  if (!report || !query.ok) {
    const i18n = translator(locale);
    return plainText(422, problems.map((problem) => i18n._(REPORT_PROBLEM_MESSAGES[problem])).join("\n"));
  }
  const csv = reportCsv(await reportData(db, locale, query.period), report, locale);
  return new Response(csv, {
    headers: {
      ...OPERATOR_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${report}-${query.period.from}-${query.period.to}.csv"`,
    },
  });
}

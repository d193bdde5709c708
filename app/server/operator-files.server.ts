/**
 * The back office's files (CSV): no page around them, so no error boundary to render the site's
 * 404 in. Anyone but an operator gets a plain-text 404, as private as the operator's pages, saying
 * what the site's 404 page says in the request's language (decision 0054).
 */
import type { RouterContextProvider } from "react-router";
import { getLocale } from "#app/middleware/locale.server.ts";
import { getOperator, OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { notFound } from "#workers/http.ts";

export function isOperatorRequest(context: Readonly<RouterContextProvider>): boolean {
  try {
    getOperator(context);
    return true;
  } catch {
    return false;
  }
}

export function notFoundFile(context: Readonly<RouterContextProvider>): Response {
  return new Response(notFound("Page").messageIn(getLocale(context)), {
    status: 404,
    headers: { ...OPERATOR_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A CSV file to download, as private as the operator's pages. */
export function csvFile(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      ...OPERATOR_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}

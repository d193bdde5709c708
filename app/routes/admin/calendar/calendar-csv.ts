/** The day's manifest as CSV for the drivers: operators only, a plain 404 for anyone else. */
import { requestScope } from "#app/middleware/scope.server.ts";
import { csvFile, isOperatorRequest, notFoundFile } from "#app/server/operator-files.server.ts";
import { dateParam } from "#domain/operator-day.ts";
import { dayManifest, manifestCsv } from "#workers/booking/operator-day.ts";
import type { Route } from "./+types/calendar-csv";

export async function loader(args: Route.LoaderArgs) {
  const date = dateParam(args.params.date);
  if (!isOperatorRequest(args.context) || !date) return notFoundFile(args.context);
  const { db, locale } = requestScope(args);
  const csv = manifestCsv(await dayManifest(db, locale, date, { whole: true }), locale);
  return csvFile(csv, `manifest-${date}.csv`);
}

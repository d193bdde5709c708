/** The newsletter's list as CSV, with the page's filters (`?q=`, `?state=`): operators only, a plain 404 for anyone else. */
import { requestScope } from "#app/middleware/scope.server.ts";
import { csvFile, isOperatorRequest, notFoundFile } from "#app/server/operator-files.server.ts";
import { subscribersCsv } from "#workers/mail/subscriber-list.ts";
import type { Route } from "./+types/subscribers-csv";

export async function loader(args: Route.LoaderArgs) {
  if (!isOperatorRequest(args.context)) return notFoundFile(args.context);
  const { db, locale, url } = requestScope(args);
  return csvFile(await subscribersCsv(db, locale, url), "subscribers.csv");
}

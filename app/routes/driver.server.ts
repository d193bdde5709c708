/**
 * /driver: the sheet of a driver or guide (issue 40, item 4; decision 0079). Signed out, the
 * person is sent to sign in and brought back; signed in as anyone who is not a driver or guide in
 * service (a tourist, an operator, a crew link that ended), the page does not exist: the site's
 * 404. The page is personal and private, so the service worker keeps it only for the session that
 * opened it (decision 0035) and it works offline once opened.
 */
import { msg } from "@lingui/core/macro";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { PERSONAL_PAGE_CACHE } from "#app/server/page.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import type { ActionProblem } from "#domain/booking.ts";
import { feedPath } from "#domain/calendar-feed.ts";
import type { CrewMember } from "#domain/crew.ts";
import { type PickupMarkProblem, parsePickupMark } from "#domain/inputs/pickup-mark.ts";
import type { SessionUser } from "#workers/accounts/sessions.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { issueFeed } from "#workers/day-of-tour/calendar-feeds.ts";
import { crewOf, driverSheet, markGuest } from "#workers/day-of-tour/driver-sheet.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/driver";

const PRIVATE_PAGE = { "Cache-Control": PERSONAL_PAGE_CACHE, Vary: "Cookie", "X-Robots-Tag": "noindex, nofollow" };

function notFound(): never {
  throw data(null, { status: 404, headers: PRIVATE_PAGE });
}

/** The signed-in driver or guide; to sign in when signed out; the 404 page for anyone else. */
async function signedInCrew(args: LoaderFunctionArgs): Promise<{ user: SessionUser; crew: CrewMember }> {
  const user = await getUser(args.context);
  if (!user) throw redirect("/login?nextUrl=driver", { headers: PRIVATE_PAGE });
  const crew = await crewOf(requestScope(args).db, user.id);
  return crew ? { user, crew } : notFound();
}

export async function loader(args: Route.LoaderArgs) {
  const { crew } = await signedInCrew(args);
  const scope = requestScope(args);
  const title = getI18n(args.context)._(msg`My runs`);
  const csrf = formCsrf(args.request);
  const headers = new Headers(PRIVATE_PAGE);
  headers.append("Set-Cookie", csrf.setCookie);
  return data(
    {
      sheet: await driverSheet(scope.db, scope.locale, crew, baliToday()),
      done: scope.url.searchParams.get("done"),
      csrfToken: csrf.token,
      seo: { title, description: title },
    },
    { headers },
  );
}

export type DriverAnswer = ActionProblem<PickupMarkProblem | "stale">;

/** The driver's new calendar link, shown this once (only its hash is kept). */
export type DriverFeedIssued = { feedUrl: string };

/**
 * A mark: 303 back to the sheet, 422 for a form that names no mark, 409 when the guest was marked
 * meanwhile (by the guide's phone, or a mark sent late), 404 for a booking not on this sheet.
 * `intent=calendar`: a new calendar link of this person's runs (200 with its URL).
 */
export async function action(args: Route.ActionArgs) {
  const { user, crew } = await signedInCrew(args);
  const scope = requestScope(args);
  const form = await args.request.formData().catch(() => new FormData());
  try {
    await requireFormCsrf(scope.db, args.request, form);
  } catch {
    return data<DriverAnswer>({ problem: "csrf" }, { status: 419, headers: PRIVATE_PAGE });
  }
  const fields = formFields(form);
  if (fields.intent === "calendar") {
    // A new link replaces the ones this person made before: asking again means the old one got out.
    const issued = await issueFeed(scope.db, user, crew.resourceId, { replaceOwn: true });
    if (issued.kind === "unknown") notFound();
    const feedUrl = `${getConfig(args.context).siteOrigins[scope.locale]}${feedPath(issued.token)}`;
    return data<DriverFeedIssued>({ feedUrl }, { headers: PRIVATE_PAGE });
  }
  const parsed = parsePickupMark(fields);
  if (!parsed.ok) {
    return data<DriverAnswer>(
      { problem: parsed.problems[0]?.[1] ?? "markInvalid" },
      { status: 422, headers: PRIVATE_PAGE },
    );
  }
  const outcome = await markGuest(scope.db, crew, user, baliToday(), parsed.value);
  if (outcome.kind === "unknown") notFound();
  if (outcome.kind === "stale") return data<DriverAnswer>({ problem: "stale" }, { status: 409, headers: PRIVATE_PAGE });
  return redirect(`/driver?done=marked#guest-${parsed.value.booking_id}`, { status: 303, headers: PRIVATE_PAGE });
}

export function headers({ actionHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs): Headers {
  if (errorHeaders) return errorHeaders;
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

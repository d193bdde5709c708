/**
 * The tourist's /booking page: a plain HTML form (it works without JavaScript) that looks a booking
 * up by reference and e-mail, and then offers to cancel it at the fee the policy sets now. Never
 * cached: an answer holds a booking, and the form can come prefilled from the link in the
 * tourist's e-mail. Cancelling is a change: it carries the page's CSRF token, and it looks the
 * booking up again with the same reference and e-mail (under the same limits) before anything.
 */
import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { translatedSeo } from "#app/server/page.server.ts";
import {
  type CancellationOutcomeView,
  cancellationOutcomeView,
  type LookupAnswer,
  type LookupOutcome,
} from "#domain/booking.ts";
import type { TouristChangeView } from "#domain/booking-change.ts";
import { cancellationTerms } from "#domain/cancellation.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import { cancelAsTourist, touristCancelForm } from "#workers/booking/cancellation.ts";
import { lookedUpBooking, lookUpBooking } from "#workers/booking/lookup.ts";
import { touristChangeTerms } from "#workers/booking/tourist-change.ts";
import { touristChangeAnswer } from "#workers/booking/tourist-change-answer.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/booking-lookup";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
/** The empty form: nothing of anyone's in it, so search engines may list "Check your booking". */
const EMPTY_FORM = { "Cache-Control": "private, no-store" };

const SEO = {
  title: msg({ context: "page title", message: "Check your booking" }),
  description: msg`See the status and details of your booking with its reference and your e-mail address.`,
};

export function loader({ request, context }: Route.LoaderArgs) {
  const reference = normaliseReference(
    (new URL(request.url).searchParams.get("reference") ?? "").slice(0, REFERENCE_MAX_LENGTH),
  );
  return data(
    { seo: translatedSeo(getI18n(context), SEO), reference, operatorEmail: getConfig(context).operatorEmail },
    { headers: reference ? PRIVATE_PAGE : EMPTY_FORM },
  );
}

const STATUS: Record<LookupOutcome["kind"], number> = { found: 200, notFound: 404, tooMany: 429, missing: 422 };

/**
 * The page's answer. A found booking comes with what cancelling it now would cost, the e-mail it
 * was found with and the CSRF token its Cancel form carries (only then: a page that found nothing
 * must not differ from another by a token).
 */
function answered(
  request: Request,
  outcome: LookupOutcome,
  email: string,
  status: number,
  cancelled?: CancellationOutcomeView,
  purge: readonly string[] = [],
  change?: TouristChangeView,
) {
  if (outcome.kind !== "found") return data<LookupAnswer>(outcome, { status, headers: PRIVATE_PAGE });
  const csrf = formCsrf(request);
  const headers = new Headers(PRIVATE_PAGE);
  headers.append("Set-Cookie", csrf.setCookie);
  if (purge.length > 0) headers.set(PURGE_HEADER, purgeHeader(purge));
  const cancellation = cancellationTerms(outcome.booking, new Date());
  return data<LookupAnswer>(
    { ...outcome, email, cancellation, cancelled, change, csrfToken: csrf.token },
    { status, headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const scope = requestScope(args);
  const form = await request.formData().catch(() => new FormData());
  const fields = formFields(form);
  const cancelling = fields.intent === "cancel";
  const changing = fields.intent === "change";
  if (cancelling || changing) {
    const csrfProblem = await requireFormCsrf(scope.db, request, form).then(
      () => null,
      () => data<LookupAnswer>({ kind: "csrf" }, { status: 419, headers: PRIVATE_PAGE }),
    );
    if (csrfProblem) return csrfProblem;
  }
  const found = await lookUpBooking(scope, fields);
  const email = fields.email ?? "";
  if (found.kind !== "found") return answered(request, found, email, STATUS[found.kind]);
  const user = await getUser(context);
  if (changing) return changeAnswer(args, found.booking.reference, fields, user?.id ?? null);
  if (!cancelling) {
    const terms = await touristChangeTerms(scope.db, found.booking.reference);
    return answered(request, found, email, 200, undefined, [], { terms });
  }
  const outcome = await cancelAsTourist(scope, found.booking.reference, touristCancelForm(fields), user?.id ?? null);
  const now = await lookedUpBooking(scope.db, scope.locale, found.booking.reference);
  const view: CancellationOutcomeView = cancellationOutcomeView(outcome);
  const status = outcome.kind === "refused" ? outcome.httpStatus : 200;
  const purge = outcome.kind === "cancelled" ? outcome.purge : [];
  const terms = await touristChangeTerms(scope.db, found.booking.reference);
  return answered(request, { kind: "found", booking: now }, email, status, view, purge, { terms });
}

/** The tourist's change (workers/booking/tourist-change.ts): its preview, its refusal, or the booking as changed. */
async function changeAnswer(
  args: Route.ActionArgs,
  reference: string,
  fields: Record<string, string>,
  userId: number | null,
) {
  const scope = requestScope(args);
  const { view, status, purge } = await touristChangeAnswer(scope, reference, fields, userId);
  const booking = await lookedUpBooking(scope.db, scope.locale, reference);
  const found = { kind: "found" as const, booking };
  return answered(args.request, found, fields.email ?? "", status, undefined, purge, view);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

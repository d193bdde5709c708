/**
 * The tourist's quote page, /trip/quote: a plain HTML form that looks a trip up by reference and
 * e-mail (as /booking looks up a booking, under the same limits), then shows its quote with Accept
 * and Ask for changes, and once accepted the bookings and the printable itinerary. Never cached:
 * an answer holds a trip. Accepting and asking for changes carry the page's CSRF token and look the
 * trip up again with the same reference and e-mail before anything.
 */
import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { translatedSeo } from "#app/server/page.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import type { TripLookupAnswer } from "#domain/trip-quote.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import { acceptQuote, askForChanges, lookUpTrip, type TripQuoteOutcome } from "#workers/trips/quote-answer.ts";
import type { Route } from "./+types/trip-quote";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

const SEO = {
  title: msg({ context: "page title", message: "Your trip quote" }),
  description: msg`See the quote for your trip plan with its reference and your e-mail address, and accept it or ask for changes.`,
};

export function loader({ request, context }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  const config = getConfig(context);
  return data(
    {
      seo: translatedSeo(getI18n(context), SEO),
      reference: normaliseReference(reference.slice(0, REFERENCE_MAX_LENGTH)),
      operatorEmail: config.operatorEmail,
      whatsapp: config.whatsappNumber,
    },
    { headers: PRIVATE_PAGE },
  );
}

const STATUS = { notFound: 404, tooMany: 429, missing: 422 } as const;

/** The page's answer; a found trip comes with the e-mail it was found with and the CSRF token its forms carry. */
function answered(request: Request, outcome: TripQuoteOutcome, email: string, itinerary: boolean) {
  if (outcome.kind !== "found") {
    return data<TripLookupAnswer>(outcome, { status: STATUS[outcome.kind], headers: PRIVATE_PAGE });
  }
  const csrf = formCsrf(request);
  const headers = new Headers(PRIVATE_PAGE);
  headers.append("Set-Cookie", csrf.setCookie);
  if (outcome.purge?.length) headers.set(PURGE_HEADER, purgeHeader(outcome.purge));
  const answer: TripLookupAnswer = {
    kind: "found",
    trip: outcome.trip,
    today: baliToday(),
    email,
    csrfToken: csrf.token,
    itinerary: itinerary && outcome.trip.status === "accepted",
  };
  if (outcome.done) answer.done = outcome.done;
  if (outcome.refusal) answer.refusal = outcome.refusal;
  return data(answer, { status: outcome.httpStatus, headers });
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const scope = requestScope(args);
  const form = await request.formData().catch(() => new FormData());
  const fields = formFields(form);
  const email = fields.email ?? "";
  const changing = fields.intent === "accept" || fields.intent === "changes";
  if (changing) {
    const csrfProblem = await requireFormCsrf(scope.db, request, form).then(
      () => null,
      () => data<TripLookupAnswer>({ kind: "csrf" }, { status: 419, headers: PRIVATE_PAGE }),
    );
    if (csrfProblem) return csrfProblem;
  }
  const userId = changing ? ((await getUser(context))?.id ?? null) : null;
  if (fields.intent === "accept") return answered(request, await acceptQuote(scope, fields, userId), email, false);
  if (fields.intent === "changes") return answered(request, await askForChanges(scope, fields, userId), email, false);
  return answered(request, await lookUpTrip(scope, fields), email, fields.intent === "itinerary");
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

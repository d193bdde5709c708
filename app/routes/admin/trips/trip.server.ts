import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { referenceFromPath } from "#workers/booking/operator-queue.ts";
import { formFields, notFound } from "#workers/http.ts";
import { editTripQuote } from "#workers/trips/quote-editor.ts";
import { tripForOperator } from "#workers/trips/quote-view.ts";
import type { Route } from "./+types/trip";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url, config }) => {
    const { trip, changeRequest, choices } = await tripForOperator(db, locale, referenceFromPath(params.reference));
    if (!trip) throw notFound("Trip");
    return {
      trip,
      changeRequest,
      choices,
      today: baliToday(),
      done: url.searchParams.get("done"),
      tourSite: config.siteOrigins[trip.locale],
    };
  });
}

/**
 * The quote's forms post here, each with its `intent`. A change that went through redirects back
 * with a notice, so a reload never posts again; a refused one answers the page with what was wrong.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const reference = referenceFromPath(scope.params.reference);
    const outcome = await editTripQuote(scope, reference, formFields(form));
    if (outcome.kind === "refused") {
      return data(outcome.answer, { status: outcome.httpStatus, headers: OPERATOR_PAGE_HEADERS });
    }
    return redirect(`/admin/trips/${reference}?done=${outcome.done}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}

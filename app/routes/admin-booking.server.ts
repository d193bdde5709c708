import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS, operatorMiddleware } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import type { DecisionAnswer } from "#domain/booking.ts";
import { decideBooking } from "#workers/booking/decisions.ts";
import { bookingDetail, referenceFromPath } from "#workers/booking/operator-queue.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/admin-booking";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => ({
    detail: await bookingDetail(db, locale, referenceFromPath(params.reference)),
    done: url.searchParams.get("done"),
  }));
}

/**
 * The Confirm and Decline forms post here. A decision that went through (or had already been made)
 * redirects back to the booking with a notice, so a reload never posts again; a refused one
 * answers the page with what was wrong.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const reference = referenceFromPath(scope.params.reference);
    const outcome = await decideBooking(scope, reference, formFields(form));
    if (outcome.kind === "refused") {
      const answer: DecisionAnswer = { problem: outcome.problem };
      if (outcome.field) answer.field = outcome.field;
      if (outcome.current) answer.current = outcome.current;
      return data(answer, { status: outcome.httpStatus, headers: OPERATOR_PAGE_HEADERS });
    }
    const done = outcome.kind === "done" ? outcome.status : "unchanged";
    return redirect(`/admin/bookings/${reference}?done=${done}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

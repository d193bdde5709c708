/**
 * The action of /admin/bookings/:reference: the Confirm and Decline forms post here. A decision
 * that went through (or had already been made) redirects back to the booking with a notice, so a
 * reload never posts again; a refused one answers the page with what was wrong.
 */
import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { BookingStatus } from "#domain/booking.ts";
import { type ActionProblem, OPERATOR_PAGE_HEADERS, runOperatorAction } from "./accounts/operators.ts";
import { type DecisionProblem, decideBooking } from "./booking/decisions.ts";
import { referenceFromPath } from "./booking/operator-queue.ts";
import { formFields } from "./http.ts";

export interface DecisionAnswer extends ActionProblem<DecisionProblem> {
  /** With notRequested: what the booking is now. */
  current?: BookingStatus;
}

export function decisionAction(args: ActionFunctionArgs) {
  return runOperatorAction(args, async (call, form) => {
    const reference = referenceFromPath(call.params.reference);
    const outcome = await decideBooking(call, reference, formFields(form));
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

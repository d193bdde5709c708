import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import type { BookingPageAnswer, DecisionAnswer, SecondStep } from "#domain/booking.ts";
import { cancellationTerms, noShowTerms } from "#domain/cancellation.ts";
import { MAX_NOTE } from "#domain/inputs/decision.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { endAsOperator, operatorEndForm } from "#workers/booking/cancellation.ts";
import { decideBooking } from "#workers/booking/decisions.ts";
import { bookingDetail, referenceFromPath } from "#workers/booking/operator-queue.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/booking";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => {
    const detail = await bookingDetail(db, locale, referenceFromPath(params.reference));
    const now = new Date();
    return {
      detail,
      done: url.searchParams.get("done"),
      cancellation: cancellationTerms(detail.booking, now),
      noShow: noShowTerms(detail.booking, now),
    };
  });
}

function refused(answer: DecisionAnswer, status: number) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

/** What the first form carried, for the second step to carry again. */
function secondStepOf(intent: SecondStep["intent"], fields: Record<string, string>): SecondStep {
  return {
    intent,
    note: fields.note ?? "",
    reason: fields.reason ?? "",
    feePercent: fields.fee_percent ?? "",
    feeReason: fields.fee_reason ?? "",
  };
}

/** The first tap of a decline, a cancel or a no-show: nothing changed, the page asks again. */
function askAgain(secondStep: SecondStep) {
  return data({ secondStep } satisfies BookingPageAnswer, { headers: OPERATOR_PAGE_HEADERS });
}

/** Cancel for the tourist, or record a no-show: the note is checked here, the rest by the policy. */
async function endBooking(
  scope: OperatorScope,
  reference: string,
  intent: "cancel" | "noShow",
  fields: Record<string, string>,
) {
  const secondStep = secondStepOf(intent, fields);
  if ((fields.note ?? "").length > MAX_NOTE) return refused({ problem: "noteTooLong", field: "note", secondStep }, 422);
  const kind = intent === "cancel" ? "operator" : "no_show";
  const outcome = await endAsOperator(scope, reference, kind, operatorEndForm(fields));
  if (outcome.kind === "confirmFirst") return askAgain(secondStep);
  if (outcome.kind === "invalidFee") {
    const [field, problem] = outcome.problems[0] ?? ["fee_percent", "feeNotWhole"];
    const { problems, policyPercent } = outcome;
    return refused({ problem, field, problems, policyPercent, secondStep }, 422);
  }
  if (outcome.kind === "refused") return refused({ problem: outcome.problem }, outcome.httpStatus);
  return redirect(`/admin/bookings/${reference}?done=${kind === "operator" ? "cancelled" : "no_show"}`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, [PURGE_HEADER]: purgeHeader(outcome.purge) },
  });
}

/**
 * The Confirm, Decline, Cancel and No-show forms post here. Decline, Cancel and No-show first
 * answer the page with their second step, which names the mail and the fee; only its Yes
 * (`confirm=yes`) acts. A change that went through (or had already been made) redirects back to
 * the booking with a notice, so a reload never posts again; a refused one answers the page with
 * what was wrong.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const reference = referenceFromPath(scope.params.reference);
    const fields = formFields(form);
    if (fields.intent === "cancel" || fields.intent === "noShow") {
      return endBooking(scope, reference, fields.intent, fields);
    }
    const outcome = await decideBooking(scope, reference, fields);
    if (outcome.kind === "confirmFirst") return askAgain(secondStepOf("decline", fields));
    if (outcome.kind === "refused") {
      const answer: DecisionAnswer = { problem: outcome.problem };
      if (outcome.field) answer.field = outcome.field;
      if (outcome.current) answer.current = outcome.current;
      return refused(answer, outcome.httpStatus);
    }
    const done = outcome.kind === "done" ? outcome.status : "unchanged";
    const purge = outcome.kind === "done" ? outcome.purge : [];
    return redirect(`/admin/bookings/${reference}?done=${done}`, {
      status: 303,
      headers: { ...OPERATOR_PAGE_HEADERS, [PURGE_HEADER]: purgeHeader(purge) },
    });
  });
}

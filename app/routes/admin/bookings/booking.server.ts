import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import type { BookingPageAnswer, DecisionAnswer, LedgerAnswer, SecondStep } from "#domain/booking.ts";
import { cancellationTerms, noShowTerms } from "#domain/cancellation.ts";
import { MAX_NOTE } from "#domain/inputs/decision.ts";
import type { PaymentProblem } from "#domain/inputs/payment-messages.ts";
import type { FieldProblems } from "#domain/inputs/text-rules.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { endAsOperator, operatorEndForm } from "#workers/booking/cancellation.ts";
import { decideBooking } from "#workers/booking/decisions.ts";
import { bookingDetail, referenceFromPath } from "#workers/booking/operator-queue.ts";
import { paymentLedger, recordLedgerEntry } from "#workers/booking/payments.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/booking";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => {
    const reference = referenceFromPath(params.reference);
    const [detail, ledger] = await Promise.all([bookingDetail(db, locale, reference), paymentLedger(db, reference)]);
    const now = new Date();
    return {
      detail,
      ledger,
      today: baliToday(now),
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

/** Record a payment or a refund: one guarded batch, or a 422 per field (409 when the booking moved on) with nothing written. */
async function recordMoney(
  scope: OperatorScope,
  reference: string,
  kind: "payment" | "refund",
  fields: Record<string, string>,
) {
  const outcome = await recordLedgerEntry(scope, reference, kind, fields, scope.locale);
  if (outcome.kind === "recorded") {
    return redirect(`/admin/bookings/${reference}?done=${kind}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  }
  const problems: FieldProblems<PaymentProblem> = outcome.kind === "stale" ? [["version", "stale"]] : outcome.problems;
  const [field, problem] = problems[0] ?? ["version", "stale"];
  const answer: LedgerAnswer = { ledgerKind: kind, problem, field, problems: [...problems], sent: fields };
  if (outcome.kind === "invalid" && outcome.most) answer.most = outcome.most;
  return data(answer, { status: outcome.kind === "stale" ? 409 : 422, headers: OPERATOR_PAGE_HEADERS });
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
    if (fields.intent === "payment" || fields.intent === "refund") {
      return recordMoney(scope, reference, fields.intent, fields);
    }
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

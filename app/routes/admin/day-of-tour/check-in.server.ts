import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { type CancellationProblem, type CancellationTerms, noShowTerms } from "#domain/cancellation.ts";
import type { CheckInState } from "#domain/check-in.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { endAsOperator, operatorEndForm } from "#workers/booking/cancellation.ts";
import { type CheckInBooking, checkIn, findForCheckIn } from "#workers/day-of-tour/check-in.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/check-in";

/** What the page shows of a looked-up booking: the booking and, after its start, the no-show's terms. */
export interface CheckInView extends CheckInBooking {
  noShow: CancellationTerms;
}

/** A refused tap: why, and the booking as it is now (for "already checked in at 07:42"). */
export type CheckInAnswer =
  | { problem: "unknown"; typed: string }
  | { problem: Exclude<CheckInState, "ready">; found: CheckInView }
  | { problem: CancellationProblem; found: CheckInView };

function viewOf(found: CheckInBooking, now = new Date()): CheckInView {
  return { ...found, noShow: noShowTerms(found.booking, now) };
}

const backTo = (reference: string, done: string) =>
  `/admin/check-in?reference=${encodeURIComponent(reference)}&done=${done}`;

function answer(value: CheckInAnswer, status: number) {
  return data(value, { status, headers: OPERATOR_PAGE_HEADERS });
}

/** `?reference=` (typed, or filled in by the camera) looks the booking up; nothing is written. */
export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => {
    const typed = url.searchParams.get("reference")?.trim() ?? "";
    const found = typed ? await findForCheckIn(db, locale, typed) : null;
    return { typed, found: found ? viewOf(found) : null, done: url.searchParams.get("done") };
  });
}

async function markPresent(scope: OperatorScope, typed: string) {
  const outcome = await checkIn(scope, typed);
  if (outcome.kind === "unknown") return answer({ problem: "unknown", typed }, 404);
  const { found } = outcome;
  if (outcome.kind === "refused") {
    const problem = found.state === "ready" ? "checkedIn" : found.state;
    return answer({ problem, found: viewOf(found) }, 409);
  }
  return redirect(backTo(found.booking.reference, "checked_in"), { status: 303, headers: OPERATOR_PAGE_HEADERS });
}

/**
 * A no-show in one tap, through the booking page's own no-show (workers/booking/cancellation.ts): the
 * fee the page showed is the one confirmed, and the tourist's mail is the same. Someone checked in
 * came, so is no no-show.
 */
async function markNoShow(scope: OperatorScope, typed: string, fields: Record<string, string>) {
  const found = await findForCheckIn(scope.db, scope.locale, typed);
  if (!found) return answer({ problem: "unknown", typed }, 404);
  if (found.state === "checkedIn") return answer({ problem: "checkedIn", found: viewOf(found) }, 409);
  const { reference } = found.booking;
  const form = operatorEndForm({ policy_percent: fields.policy_percent, confirm: "yes" });
  const outcome = await endAsOperator(scope, reference, "no_show", form);
  if (outcome.kind === "cancelled") {
    return redirect(backTo(reference, "no_show"), {
      status: 303,
      headers: { ...OPERATOR_PAGE_HEADERS, [PURGE_HEADER]: purgeHeader(outcome.purge) },
    });
  }
  const now = (await findForCheckIn(scope.db, scope.locale, reference)) ?? found;
  const problem = outcome.kind === "refused" ? outcome.problem : "feeChanged";
  return answer({ problem, found: viewOf(now) }, 409);
}

/** Check in, or record a no-show: 303 back to the booking with a notice, else the page says why (404, 409). */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    const typed = (fields.reference ?? "").trim();
    if (fields.intent === "noShow") return markNoShow(scope, typed, fields);
    return markPresent(scope, typed);
  });
}

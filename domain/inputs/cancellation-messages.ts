/**
 * What each refused cancellation says, in the page's language: the tourist's lookup page and the
 * operator's booking page show these, and the operator page's JSON call answers them.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CancellationProblem } from "../cancellation.ts";
import { type FeeChangeProblem, MAX_FEE_REASON } from "./fee-change.ts";

export const CANCELLATION_PROBLEM_MESSAGES: Readonly<Record<CancellationProblem | "csrf", MessageDescriptor>> = {
  alreadySettled: msg`This booking had already been cancelled or answered in the meantime; it is shown as it is now.`,
  started: msg`This trip has already started, so it can no longer be cancelled online. Please write to us.`,
  notStarted: msg`A no-show can only be recorded once the trip has started.`,
  feeChanged: msg`The cancellation fee changed while you were deciding. Please check the fee shown now and confirm again.`,
  csrf: msg`This form has expired. Please reload the page and try again.`,
};

/** What each refused change of a cancellation's or no-show's fee says, on the operator's booking page. */
export const FEE_CHANGE_PROBLEM_MESSAGES: Readonly<Record<FeeChangeProblem, MessageDescriptor>> = {
  feeNotWhole: msg`Write the fee as a whole percent of the total, e.g. 25.`,
  feeBelowZero: msg`The fee cannot be below 0 %. Write 0 to waive it.`,
  feeAbovePolicy: msg`The fee cannot be more than the policy sets ({policyPercent} %). You can only lower it or waive it.`,
  feeReasonRequired: msg`Please write why you change the fee, e.g. rain or a closed road: the booking's history keeps it.`,
  feeReasonTooLong: msg`The reason can be at most ${MAX_FEE_REASON} characters.`,
};

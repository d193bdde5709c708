/**
 * What each refused cancellation says, in the page's language: the tourist's lookup page and the
 * operator's booking page show these, and the operator page's JSON call answers them.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CancellationProblem } from "../cancellation.ts";

export const CANCELLATION_PROBLEM_MESSAGES: Readonly<Record<CancellationProblem | "csrf", MessageDescriptor>> = {
  alreadySettled: msg`This booking had already been cancelled or answered in the meantime; it is shown as it is now.`,
  started: msg`This trip has already started, so it can no longer be cancelled online. Please write to us.`,
  notStarted: msg`A no-show can only be recorded once the trip has started.`,
  feeChanged: msg`The cancellation fee changed while you were deciding. Please check the fee shown now and confirm again.`,
  csrf: msg`This form has expired. Please reload the page and try again.`,
};

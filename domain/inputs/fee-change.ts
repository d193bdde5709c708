/**
 * The operator's change to the fee of a cancellation or a no-show: a whole percent of the total,
 * from 0 (waived) up to what the policy sets, never more; a changed fee needs the reason (rain, a
 * closed road), which the booking's history keeps.
 */
import { type } from "arktype";
import { atMost, meeting, type Parsed, parseFields, trimmedText } from "./fields.ts";

/** The longest reason the history keeps for a changed fee. */
export const MAX_FEE_REASON = 500;

export type FeeChangeProblem =
  | "feeNotWhole"
  | "feeBelowZero"
  | "feeAbovePolicy"
  | "feeReasonRequired"
  | "feeReasonTooLong";

/** The fee to charge, in percent of the total, and why it differs from the policy's (empty when it does not). */
export interface FeeChange {
  percent: number;
  reason: string;
}

const WHOLE = /^-?\d{1,4}$/;

function schemaFor(policyPercent: number) {
  return type({
    fee_percent: trimmedText.narrow(
      meeting([
        ["feeNotWhole", (typed) => typed === "" || WHOLE.test(typed)],
        ["feeBelowZero", (typed) => typed === "" || Number(typed) >= 0],
        ["feeAbovePolicy", (typed) => typed === "" || Number(typed) <= policyPercent],
      ]),
    ),
    fee_reason: trimmedText.narrow(meeting([["feeReasonTooLong", atMost(MAX_FEE_REASON)]])),
  });
}

/**
 * The fee fields of the operator's confirmation step, checked against the policy's percent: an
 * empty fee is the policy's, and a reason is required only when the fee is changed.
 */
export function parseFeeChange(
  fields: Readonly<Record<string, string | undefined>>,
  policyPercent: number,
): Parsed<FeeChange, FeeChangeProblem> {
  const parsed = parseFields<{ fee_percent: string; fee_reason: string }, FeeChangeProblem>(
    schemaFor(policyPercent),
    ["fee_percent", "fee_reason"],
    fields,
  );
  if (!parsed.ok) return parsed;
  const { fee_percent: typed, fee_reason: reason } = parsed.value;
  const percent = typed === "" ? policyPercent : Number(typed);
  if (percent !== policyPercent && !reason) return { ok: false, problems: [["fee_reason", "feeReasonRequired"]] };
  return { ok: true, value: { percent, reason: percent === policyPercent ? "" : reason } };
}

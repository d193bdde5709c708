/**
 * What each refused payment or refund says, in the operator's language: the booking page shows it
 * beside its field, and the page's JSON call answers it, from one source.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_PAYMENT_NOTE, PAYMENT_DAYS_BACK, type PaymentInputProblem } from "./payment.ts";

/** Why a payment or refund was refused once its fields were read: it does not fit the balance, or the booking moved on. */
export type PaymentProblem = PaymentInputProblem | "amountAboveBalance" | "amountAboveRefund" | "stale";

/** `amountAboveBalance` and `amountAboveRefund` name the most that can be recorded as `{most}`. */
export const PAYMENT_PROBLEM_MESSAGES: Readonly<Record<PaymentProblem, MessageDescriptor>> = {
  methodUnknown: msg`Please choose how it was paid: cash, bank transfer, card at the office or PayPal.`,
  currencyUnknown: msg`Please choose rupiah or US dollars.`,
  amountInvalid: msg`Write the amount as a number above 0: whole rupiah (e.g. 500000), or dollars with at most two decimals (e.g. 25.50).`,
  dateInvalid: msg`Write the date as YYYY-MM-DD, or leave it empty for today.`,
  dateInFuture: msg`The date cannot be in the future.`,
  dateTooOld: msg`The date can be at most ${PAYMENT_DAYS_BACK} days ago.`,
  paymentNoteTooLong: msg`The note can be at most ${MAX_PAYMENT_NOTE} characters.`,
  amountAboveBalance: msg`This is more than the booking still owes ({most}).`,
  amountAboveRefund: msg`This is more than the refund due ({most}).`,
  stale: msg`Someone else changed this booking after you opened it. Reload the page to see what it owes now, then record it again.`,
};

/**
 * The operator's record of a payment or a refund on a booking: how (the booking form's own payment
 * methods), in which currency, how much, on which day in Bali, and a note. The amount is checked
 * against the booking's balance by the server, which alone knows it when it writes.
 */
import { type } from "arktype";
import { PAYMENT_METHODS, type PaymentMethod } from "../booking-rules.ts";
import type { Currency } from "../format.ts";
import { PAYMENT_CURRENCIES, typedAmountMinor } from "../payments.ts";
import { atMost, isCalendarDate, meeting, type Parsed, parseFields, trimmedText } from "./fields.ts";

export const MAX_PAYMENT_NOTE = 500;
/** How far back a payment may be dated: a year covers a deposit taken long before the trip. */
export const PAYMENT_DAYS_BACK = 366;

export type PaymentInputProblem =
  | "methodUnknown"
  | "currencyUnknown"
  | "amountInvalid"
  | "dateInvalid"
  | "dateInFuture"
  | "dateTooOld"
  | "paymentNoteTooLong";

export interface PaymentInput {
  method: PaymentMethod;
  currency: Currency;
  amountMinor: number;
  paidOn: string;
  note: string;
}

const FIELDS = ["method", "currency", "amount", "paid_on", "note"] as const;

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (typed: string): boolean =>
    (values as readonly string[]).includes(typed);

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

function schemaFor(today: string) {
  return type({
    method: trimmedText.narrow(meeting([["methodUnknown", isOneOf(PAYMENT_METHODS)]])),
    currency: trimmedText.narrow(meeting([["currencyUnknown", isOneOf(PAYMENT_CURRENCIES)]])),
    amount: trimmedText,
    paid_on: trimmedText.narrow(
      meeting([
        ["dateInvalid", (typed) => typed === "" || isCalendarDate(typed)],
        ["dateInFuture", (typed) => typed === "" || typed <= today],
        ["dateTooOld", (typed) => typed === "" || typed >= daysBefore(today, PAYMENT_DAYS_BACK)],
      ]),
    ),
    note: trimmedText.narrow(meeting([["paymentNoteTooLong", atMost(MAX_PAYMENT_NOTE)]])),
  });
}

type Typed = Record<(typeof FIELDS)[number], string>;

/**
 * The fields of the payment or refund form, with Bali's `today`: an empty date is today. The
 * amount's problem is its own, as it depends on the currency chosen.
 */
export function parsePayment(
  fields: Readonly<Record<string, string | undefined>>,
  today: string,
): Parsed<PaymentInput, PaymentInputProblem> {
  const parsed = parseFields<Typed, PaymentInputProblem>(schemaFor(today), FIELDS, fields);
  const currency = (
    isOneOf(PAYMENT_CURRENCIES)(fields.currency?.trim() ?? "") ? fields.currency?.trim() : "IDR"
  ) as Currency;
  const amountMinor = typedAmountMinor(fields.amount ?? "", currency);
  const amountProblem = amountMinor === null || amountMinor <= 0;
  if (!parsed.ok || amountProblem) {
    const problems = parsed.ok ? [] : [...parsed.problems];
    if (amountProblem) problems.push(["amount", "amountInvalid"]);
    const order = (field: string) => FIELDS.indexOf(field as (typeof FIELDS)[number]);
    return { ok: false, problems: problems.sort(([a], [b]) => order(a) - order(b)) };
  }
  const { method, note, paid_on } = parsed.value;
  return {
    ok: true,
    value: {
      method: method as PaymentMethod,
      currency,
      amountMinor: amountMinor as number,
      paidOn: paid_on || today,
      note,
    },
  };
}

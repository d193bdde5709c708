/**
 * What a booking owes and what was paid (issue 38, item 5; docs/decisions/0064). The ledger is kept
 * in rupiah, as the payment terms take cash in rupiah only (domain/amount-due.ts): what is due is
 * the booking's stored rupiah total (or, once cancelled, the fee kept), and each payment or refund
 * keeps its own currency beside the rupiah it counts for. The database derives the state from the
 * same numbers (migration 0044); these are the rules the server applies before it writes.
 */
import type { PaymentMethod } from "./booking-rules.ts";
import { CARD_SURCHARGE_PERCENT } from "./business.ts";
import type { Currency } from "./format.ts";

/** Where a booking's money stands; the inbox filters on the first four. */
export const PAYMENT_STATES = ["unpaid", "part_paid", "paid", "refund_due", "nothing_due"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_FILTERS = ["unpaid", "part_paid", "paid", "refund_due"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export type LedgerKind = "payment" | "refund";

export const PAYMENT_CURRENCIES = ["IDR", "USD"] as const satisfies readonly Currency[];

/** The card's surcharge on `amountMinor` taken at the office, rounded half up; other methods carry none. */
export function surchargeMinor(method: PaymentMethod, amountMinor: number): number {
  if (method !== "credit_card") return 0;
  return Math.floor((amountMinor * CARD_SURCHARGE_PERCENT + 50) / 100);
}

/**
 * What to collect on the day, in rupiah: the balance and, for a guest paying by card at the office,
 * the surcharge on it, worked out as recording that payment will (so the takings count the same).
 */
export function collectOnTheDay(
  method: PaymentMethod,
  balanceIdr: number,
): { toCollectIdr: number; cardSurchargeIdr: number } {
  const cardSurchargeIdr = surchargeMinor(method, balanceIdr);
  return { toCollectIdr: balanceIdr + cardSurchargeIdr, cardSurchargeIdr };
}

/** The rupiah `cents` US cents count for at the booking's own ratio of its two stored totals. */
function rupiahAtBookingRatio(totals: BookingTotals, cents: number): number {
  if (totals.totalUsdCents <= 0) return 0;
  // BigInt: dollars times rupiah can pass 2^53; rounded half up, as the cancellation fees are.
  const usd = BigInt(totals.totalUsdCents);
  return Number((BigInt(cents) * BigInt(totals.totalIdr) * 2n + usd) / (usd * 2n));
}

export interface BookingTotals {
  totalIdr: number;
  totalUsdCents: number;
}

/**
 * The rupiah a payment or refund counts for. Rupiah count as they are. US cents count at the
 * booking's own ratio of its stored totals (the catalogue's two prices when it was booked, the only
 * conversion the site has: decision 0048), counted over the booking's dollars so far, so that the
 * dollar total paid in any number of parts counts for exactly the rupiah total.
 */
export function rupiahOf(
  totals: BookingTotals,
  currency: Currency,
  amountMinor: number,
  netUsdCentsBefore: number,
  kind: LedgerKind = "payment",
): number {
  if (currency === "IDR") return amountMinor;
  const after = netUsdCentsBefore + (kind === "payment" ? amountMinor : -amountMinor);
  return Math.abs(rupiahAtBookingRatio(totals, after) - rupiahAtBookingRatio(totals, netUsdCentsBefore));
}

/** What is left to collect (never below 0) and what is to be given back (never below 0), in rupiah. */
export function balanceOf(ledger: { dueIdr: number; paidIdr: number }): { toCollectIdr: number; refundDueIdr: number } {
  return {
    toCollectIdr: Math.max(0, ledger.dueIdr - ledger.paidIdr),
    refundDueIdr: Math.max(0, ledger.paidIdr - ledger.dueIdr),
  };
}

/**
 * An amount as the operator types it, in minor units: whole rupiah ("500000", "500.000" or
 * "500,000"), or dollars with at most two decimals ("25", "25.50"). Null when it is no such amount.
 */
export function typedAmountMinor(typed: string, currency: Currency): number | null {
  const text = typed.trim();
  if (currency === "IDR") {
    if (!/^\d{1,3}([.,]\d{3})*$|^\d{1,12}$/.test(text)) return null;
    return Number(text.replace(/[.,]/g, ""));
  }
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** One payment or refund as the booking's record lists it. */
export interface LedgerEntry {
  kind: LedgerKind;
  method: PaymentMethod;
  currency: Currency;
  amountMinor: number;
  surchargeMinor: number;
  amountIdr: number;
  paidOn: string;
  actorName: string;
  note: string;
  createdAt: string;
}

/** A booking's money: what is due and paid in rupiah, its state, the version a record must carry, and its entries. */
export interface PaymentLedger {
  version: number;
  state: PaymentState;
  dueIdr: number;
  paidIdr: number;
  toCollectIdr: number;
  refundDueIdr: number;
  entries: LedgerEntry[];
}

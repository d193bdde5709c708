/**
 * The pay-later terms of a booking as the tourist reads them: in the mails (workers/booking) and on
 * the voucher page, in the same words.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentMethod } from "./booking-rules.ts";
import { CARD_SURCHARGE_PERCENT } from "./business.ts";

export const PAID_LATER = msg`Book now, pay later: nothing has been charged.`;

/** What the tourist does once the booking is confirmed, per payment method. */
export const HOW_TO_PAY: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  cash: msg`You pay in cash on the day of your trip, to your driver, in Indonesian rupiah.`,
  bank_transfer: msg`You pay by bank transfer on the day of your trip; we send you our bank details in a separate e-mail before then.`,
  paypal: msg`We send you the PayPal payment request in a separate e-mail before your trip.`,
  credit_card: msg`We arrange the card payment with you by e-mail before your trip.`,
};

export const CASH_AND_CARD_TERMS = msg`Cash is accepted in Indonesian rupiah only: we cannot accept cash in US dollars, and amounts in US dollars or any other currency are converted to rupiah at the exchange rate of the day. Amex, Visa and Mastercard paid at our office carry a ${CARD_SURCHARGE_PERCENT}% surcharge.`;

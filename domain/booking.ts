/** A booking as the operator, the tourist and the mails see it. */

import type { TouristChangeView } from "./booking-change.ts";
import type { PaymentMethod, PriceLine } from "./booking-rules.ts";
import type { CancellationKind, CancellationProblem, CancellationTerms } from "./cancellation.ts";
import type { Currency } from "./format.ts";
import type { DecisionInputProblem } from "./inputs/decision.ts";
import type { FeeChangeProblem } from "./inputs/fee-change.ts";
import type { BookingSource } from "./inputs/operator-booking.ts";
import type { PaymentProblem } from "./inputs/payment-messages.ts";
import type { FieldProblems } from "./inputs/text-rules.ts";
import type { TripDirection } from "./inputs/trip-details.ts";
import type { Locale } from "./locale.ts";
import type { LedgerKind, PaymentFilter, PaymentState } from "./payments.ts";

export type BookingKind = "activity" | "transport";

/** What the tourist told the driver (issue 35): each null where the booking's form did not ask it. */
export interface BookingTrip {
  direction: TripDirection | null;
  flightNumber: string | null;
  /** "HH:MM", Bali time. */
  flightTime: string | null;
  pickupTime: string | null;
}

export const BOOKING_STATUSES = ["requested", "confirmed", "declined", "cancelled"] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingView {
  id: number;
  reference: string;
  status: BookingStatus;
  /** The language of the site the tourist booked on, and so of every e-mail to them. */
  locale: Locale;
  currency: Currency;
  kind: BookingKind;
  item: { name: string; code: string | null; path: string };
  packageName: string | null;
  startTime: string | null;
  durationHours: number | null;
  freeCancellationHours: number | null;
  /** Hours before the start the tourist may change it online; null: as long as free cancellation lasts. */
  changeWindowHours: number | null;
  visitDate: string;
  adults: number;
  kids: number;
  /** The vehicles booked (decision 0049): counted apart from the persons. */
  vehicles: number;
  /** The people riding in the vehicles, as the tourist gave them. */
  people: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  specialRequest: string;
  /** Empty for a package without a pickup: the tourist comes to the meeting point. */
  pickupLocation: string;
  trip: BookingTrip;
  paymentMethod: PaymentMethod;
  lines: PriceLine[];
  totalMinor: number;
  /** The total in rupiah stored with the booking, whatever its currency: what cash is paid in. */
  totalIdr: number;
  /** The account the tourist was signed in with, if any. */
  account: { name: string; email: string } | null;
  confirmationId: string | null;
  source: BookingSource;
  /** The agent's, hotel desk's or marketplace's name; empty for other sources. */
  sourceName: string;
  decisionNote: string | null;
  decidedAt: string | null;
  createdAt: string;
  /** How the booking ended, when it was cancelled or was a no-show, and the fee set then. */
  cancellation: { kind: CancellationKind; percent: number; feeMinor: number; at: string } | null;
  /** The trip (an accepted quote) the booking was made under, if any. */
  tripReference: string | null;
  /** The marketplace's reference; where a booking from the site came from (utm_source, referring host) when known. */
  sourceReference: string;
  utmSource: string;
  referrerHost: string;
}

/** Why the operator's Confirm or Decline did not go through; the page names each. */
export type DecisionProblem = DecisionInputProblem | "confirmationIdTaken" | "notRequested";

/** What the booking page's action answers: a refusal, or the second step to ask. */
export type BookingPageAnswer = DecisionAnswer | { secondStep: SecondStep } | LedgerAnswer;

/** A refused payment or refund: each field's problem, the most that may be recorded, and what was typed. */
export interface LedgerAnswer {
  ledgerKind: LedgerKind;
  problem: PaymentProblem;
  field: string;
  problems: FieldProblems<PaymentProblem>;
  most?: string;
  sent: Record<string, string>;
}

/** What an operator's form post answers when it did not go through; the page shows it above the forms. */
export interface ActionProblem<P extends string> {
  problem: P | "csrf";
  field?: string;
}

/**
 * The operator's second step before a decline, a cancel or a no-show (decision 0051): the server
 * answers the first tap with what the form carried, and the page asks again, naming the mail and the fee.
 */
export interface SecondStep {
  intent: "decline" | "cancel" | "noShow";
  note: string;
  reason: string;
  feePercent: string;
  feeReason: string;
}

/** The answer of a refused Confirm, Decline, Cancel or No-show. */
export interface DecisionAnswer extends ActionProblem<DecisionProblem | CancellationProblem | FeeChangeProblem> {
  /** With notRequested: what the booking is now. */
  current?: BookingStatus;
  /** A refused fee change: each field's problem, and the most the fee may be. */
  problems?: FieldProblems<FeeChangeProblem>;
  policyPercent?: number;
  /** A refusal in the second step keeps it open, with what was typed. */
  secondStep?: SecondStep;
}

/* ---------- the operator's queue ---------- */

export interface InboxQuery {
  status: BookingStatus | null;
  source: BookingSource | null;
  /** Where the booking's money stands (domain/payments.ts). */
  payment: PaymentFilter | null;
  search: string;
}

export interface InboxItem {
  reference: string;
  status: BookingStatus;
  createdAt: string;
  visitDate: string;
  name: string;
  email: string;
  itemName: string;
  currency: Currency;
  totalMinor: number;
  confirmationId: string | null;
  source: BookingSource;
  /** The agent's, hotel desk's or marketplace's name; empty for other sources. */
  sourceName: string;
  /** The marketplace's or agent's own reference; empty when it gave none. */
  sourceReference: string;
  /** What a sales channel pays us for a channel booking (retail less its commission), in rupiah; null otherwise. */
  channelNetIdr: number | null;
  paymentState: PaymentState;
  /** What is left to collect, in rupiah. */
  toCollectIdr: number;
  /** A request not answered yet whose start was sooner than the confirmation promise when it was sent. */
  shortNotice: boolean;
}

export interface BookingDetail {
  booking: BookingView;
  /** What the sales channel pays us for it (retail less its commission), in rupiah; null for other bookings. */
  channelNetIdr: number | null;
  events: BookingEvent[];
  mails: BookingMailRecord[];
}

export interface BookingEvent {
  action: "confirmed" | "declined" | "cancelled" | "no_show";
  actorName: string;
  actorEmail: string;
  confirmationId: string | null;
  note: string;
  createdAt: string;
  /** An ending whose fee the operator lowered or waived: the policy's percent, the charged one, and why. */
  feeChange: { policyPercent: number; percent: number; reason: string } | null;
}

export interface BookingMailRecord {
  kind: string;
  to: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

/* ---------- the tourist's lookup ---------- */

/** What the tourist may see: no phone number, no account, nothing about the operator. */
export type LookedUpBooking = Omit<BookingView, "id" | "account" | "phoneNumber">;

export type LookupOutcome =
  | { kind: "found"; booking: LookedUpBooking }
  | { kind: "notFound" }
  | { kind: "tooMany" }
  | { kind: "missing"; fields: ("reference" | "email")[] };

/** What came of a tourist's Cancel on the lookup page. */
export type CancellationOutcomeView =
  | { ok: true }
  | { ok: false; problem: CancellationProblem }
  /** A Cancel without its second step: nothing changed; the page asks again with the fee. */
  | { ok: false; confirmStep: true };

/** The outcome's view of a tourist's Cancel. */
export function cancellationOutcomeView(
  outcome: { kind: "cancelled" } | { kind: "confirmFirst" } | { kind: "refused"; problem: CancellationProblem },
): CancellationOutcomeView {
  if (outcome.kind === "cancelled") return { ok: true };
  return outcome.kind === "confirmFirst" ? { ok: false, confirmStep: true } : { ok: false, problem: outcome.problem };
}

/**
 * What the lookup page answers: a found booking with the e-mail it was found with and what
 * cancelling it now would cost (and, after a Cancel, how that went), or why nothing was found.
 */
export type LookupAnswer =
  | (Extract<LookupOutcome, { kind: "found" }> & {
      email: string;
      cancellation: CancellationTerms;
      cancelled?: CancellationOutcomeView | undefined;
      /** The tourist's change: what the form offers, and its preview, refusal or success. */
      change?: TouristChangeView | undefined;
      /** The CSRF token the Cancel form carries. */
      csrfToken: string;
    })
  | Exclude<LookupOutcome, { kind: "found" }>
  | { kind: "csrf" };

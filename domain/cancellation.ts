/**
 * What cancelling a booking costs, by the cancellation policy (spec: "fee up to 50 %, or fee if
 * cancelled within two days or as stated per activity; no-show charged 100 % of total"):
 * - a request the operator has not confirmed yet is withdrawn free of charge: nothing was promised;
 * - a confirmed booking is free until the activity's free-cancellation hours (two days when it
 *   states none; 0 means it offers no free cancellation) before the start, in Bali time, and
 *   costs the late fee after that;
 * - once the trip has started it can no longer be cancelled, only marked a no-show by the operator.
 */

import type { BookingStatus } from "./booking.ts";
import { DEFAULT_FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT, NO_SHOW_FEE_PERCENT } from "./business.ts";

const HOUR_MS = 60 * 60 * 1000;
/** Bali keeps UTC+8 all year (Asia/Makassar). */
const BALI_OFFSET_MS = 8 * HOUR_MS;

/** How a booking ended: cancelled by the tourist, by the operator for them, or a no-show. */
export type CancellationKind = "tourist" | "operator" | "no_show";

/** Why a cancellation did not go through; the pages name each. */
export type CancellationProblem = "alreadySettled" | "started" | "notStarted" | "feeChanged";

export interface CancellableBooking {
  status: BookingStatus;
  /** YYYY-MM-DD, Bali's calendar. */
  visitDate: string;
  /** "HH:MM" in Bali; the day's start when the booking has none. */
  startTime: string | null;
  freeCancellationHours: number | null;
  /** The total in the booking's currency's minor units (rupiah, or US cents). */
  totalMinor: number;
}

export type CancellationTerms =
  | { kind: "open"; percent: number; feeMinor: number; freeUntil: Date | null }
  | { kind: "notOpen"; reason: Exclude<CancellationProblem, "feeChanged"> };

/** The moment a booking starts: its date and start time on Bali's clock. */
export function startOf(booking: Pick<CancellableBooking, "visitDate" | "startTime">): Date {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/.test(booking.startTime ?? "") ? booking.startTime : "00:00";
  return new Date(Date.parse(`${booking.visitDate}T${time}:00Z`) - BALI_OFFSET_MS);
}

type TermsSource = Pick<CancellableBooking, "visitDate" | "startTime" | "freeCancellationHours">;

/**
 * When free cancellation of a booking ends: its free hours before its start (two days when it
 * states none), or null when it offers no free cancellation (0 hours).
 */
export function freeCancellationDeadline(booking: TermsSource): Date | null {
  const freeHours = booking.freeCancellationHours ?? DEFAULT_FREE_CANCELLATION_HOURS;
  return freeHours > 0 ? new Date(startOf(booking).getTime() - freeHours * HOUR_MS) : null;
}

/**
 * The cancellation terms a booking of this date and start time gets when it is made at `now`, as
 * the form, the mails and the booking page state them: free until a moment, or not free because
 * the booking is made inside the free window (or the item offers none), at the late fee.
 */
export type TermsWhenBooked =
  | { kind: "freeUntil"; freeUntil: Date }
  | { kind: "insideFreeWindow"; freeUntil: Date; percent: number }
  | { kind: "noFreeCancellation"; percent: number };

export function termsWhenBooked(booking: TermsSource, now: Date): TermsWhenBooked {
  const freeUntil = freeCancellationDeadline(booking);
  if (!freeUntil) return { kind: "noFreeCancellation", percent: LATE_CANCELLATION_FEE_PERCENT };
  return now.getTime() < freeUntil.getTime()
    ? { kind: "freeUntil", freeUntil }
    : { kind: "insideFreeWindow", freeUntil, percent: LATE_CANCELLATION_FEE_PERCENT };
}

/** `percent` of a total, rounded to the nearest minor unit. */
export function feeOf(totalMinor: number, percent: number): number {
  return Math.round((totalMinor * percent) / 100);
}

/** What cancelling `booking` at `now` costs, or why it cannot be cancelled online. */
export function cancellationTerms(booking: CancellableBooking, now: Date): CancellationTerms {
  if (booking.status !== "requested" && booking.status !== "confirmed") {
    return { kind: "notOpen", reason: "alreadySettled" };
  }
  const start = startOf(booking);
  if (now.getTime() >= start.getTime()) return { kind: "notOpen", reason: "started" };
  if (booking.status === "requested") return { kind: "open", percent: 0, feeMinor: 0, freeUntil: null };
  const terms = termsWhenBooked(booking, now);
  const percent = terms.kind === "freeUntil" ? 0 : terms.percent;
  const freeUntil = terms.kind === "noFreeCancellation" ? null : terms.freeUntil;
  return { kind: "open", percent, feeMinor: feeOf(booking.totalMinor, percent), freeUntil };
}

/** What a no-show costs: only a confirmed booking whose start has passed can be one. */
export function noShowTerms(booking: CancellableBooking, now: Date): CancellationTerms {
  if (booking.status !== "confirmed") return { kind: "notOpen", reason: "alreadySettled" };
  if (now.getTime() < startOf(booking).getTime()) return { kind: "notOpen", reason: "notStarted" };
  return {
    kind: "open",
    percent: NO_SHOW_FEE_PERCENT,
    feeMinor: feeOf(booking.totalMinor, NO_SHOW_FEE_PERCENT),
    freeUntil: null,
  };
}

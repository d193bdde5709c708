/**
 * The operator promises to answer a request within CONFIRMATION_HOURS. A request whose start is
 * sooner than that may start before anyone has confirmed it: the form says so before it is sent,
 * and the operator's inbox flags it.
 */
import type { BookingStatus } from "./booking.ts";
import { CONFIRMATION_HOURS } from "./business.ts";
import { type CancellableBooking, startOf } from "./cancellation.ts";

const HOUR_MS = 60 * 60 * 1000;

/** True when the booking starts less than the promised hours after `requestedAt`. */
export function startsBeforeConfirmationPromise(
  booking: Pick<CancellableBooking, "visitDate" | "startTime">,
  requestedAt: Date,
): boolean {
  return startOf(booking).getTime() - requestedAt.getTime() < CONFIRMATION_HOURS * HOUR_MS;
}

/** The operator's flag: a request not answered yet that was sent sooner before its start than the promise. */
export function isShortNoticeRequest(booking: {
  status: BookingStatus;
  visitDate: string;
  startTime: string | null;
  createdAt: string;
}): boolean {
  return booking.status === "requested" && startsBeforeConfirmationPromise(booking, new Date(booking.createdAt));
}

/** The operator's settings of an activity or vehicle for confirming requests without a person (decision 0065). */
export interface InstantConfirmation {
  /** "Confirm at once while seats are free." */
  instant: boolean;
  /** "Special requests need a person": a request with one stays a request. */
  specialRequestsNeedPerson: boolean;
}

/**
 * Whether a request that fits the seats is confirmed in its own write. It stays a request when
 * the item is not set to confirm at once, when it starts sooner than the confirmation promise
 * (the short-notice flag: someone must check the driver and guide can still make it), and when it
 * carries a special request that the operator wants a person to read. The seats themselves are
 * the booking's batch's guard: a request over capacity is refused, never confirmed.
 */
export function confirmsAtOnce(
  settings: InstantConfirmation,
  request: { visitDate: string; startTime: string | null; specialRequest: string },
  requestedAt: Date,
): boolean {
  if (!settings.instant) return false;
  if (startsBeforeConfirmationPromise(request, requestedAt)) return false;
  return !(settings.specialRequestsNeedPerson && request.specialRequest.trim() !== "");
}

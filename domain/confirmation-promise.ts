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

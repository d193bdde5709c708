/**
 * Check-in at the meeting point or the hotel door (issue 40, item 5; decision 0078): which bookings
 * can be marked present, shared by the back-office page and the server's guarded write.
 */
import type { BookingStatus } from "./booking.ts";

/** ready: can be checked in now; the others say why not. */
export type CheckInState = "ready" | "checkedIn" | "cancelled" | "notConfirmed" | "otherDay";

export interface CheckInSource {
  status: BookingStatus;
  visitDate: string;
  checkedInAt: string | null;
}

/** Only a confirmed booking of today (Bali's calendar), not yet checked in, can be checked in. */
export function checkInState(booking: CheckInSource, baliToday: string): CheckInState {
  if (booking.checkedInAt) return "checkedIn";
  if (booking.status === "cancelled" || booking.status === "declined") return "cancelled";
  if (booking.status !== "confirmed") return "notConfirmed";
  return booking.visitDate === baliToday ? "ready" : "otherDay";
}

/** What the camera or the operator gives: the voucher's QR holds the reference; a booking ID also finds it. */
export const CHECK_IN_QUERY_MAX = 100;

/**
 * The voucher of a confirmed booking: the page the tourist shows the driver, and its calendar
 * entry. Only a confirmed booking has one; a request, a declined or a cancelled booking does not.
 */
import type { BookingStatus, LookedUpBooking } from "./booking.ts";
import { normaliseReference } from "./inputs/lookup.ts";

/** The driver scans the reference and nothing else: no name, e-mail or price leaves the page in the code. */
export function voucherQrPayload(reference: string): string {
  return normaliseReference(reference);
}

export function hasVoucher(status: BookingStatus): boolean {
  return status === "confirmed";
}

export function voucherPath(reference: string): string {
  return `/booking/${encodeURIComponent(reference)}/voucher`;
}

export function calendarPath(reference: string): string {
  return `/booking/${encodeURIComponent(reference)}/calendar.ics`;
}

/** The QR code as the page draws it: `size` modules a side, the dark ones as one SVG path. */
export interface QrDrawing {
  size: number;
  version: number;
  path: string;
}

export interface Voucher {
  booking: LookedUpBooking;
  /** The activity's pickup time text in the page's language; null for a vehicle (agreed with the tourist). */
  pickupTime: string | null;
  /** The activity's meeting point, where a booking without a pickup is met; null for a vehicle. */
  meetingPoint: string | null;
  whatToBring: string[];
  qr: QrDrawing;
}

/** Why a voucher page shows no voucher. */
export type NoVoucher = "notConfirmed" | "notFound" | "tooMany" | "missing";

/**
 * When the day starts in Bali: the booking's start time, else the first time the activity's pickup
 * text names ("07:30–08:00 from the south" gives 07:30), else none (a whole day).
 */
export function dayStartTime(startTime: string | null, pickupTime: string | null): string | null {
  if (startTime) return startTime;
  const match = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/.exec(pickupTime ?? "");
  return match ? `${(match[1] ?? "").padStart(2, "0")}:${match[2]}` : null;
}

/** A booking as the operator, the tourist and the mails see it. */

import type { PaymentMethod, PriceLine } from "./booking-rules.ts";
import type { Currency } from "./format.ts";
import type { Locale } from "./locale.ts";

export type BookingKind = "activity" | "transport";

export type BookingStatus = "requested" | "confirmed" | "declined" | "cancelled";

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
  visitDate: string;
  adults: number;
  kids: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  specialRequest: string;
  pickupLocation: string;
  paymentMethod: PaymentMethod;
  lines: PriceLine[];
  totalMinor: number;
  /** The account the tourist was signed in with, if any. */
  account: { name: string; email: string } | null;
  confirmationId: string | null;
  decisionNote: string | null;
  decidedAt: string | null;
  createdAt: string;
}

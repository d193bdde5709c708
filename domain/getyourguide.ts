/**
 * GetYourGuide's supplier API as we answer it (issue 39; docs/channels.md, decision 0072): our own
 * types for the shapes its published contract describes. GetYourGuide calls the supplier; every
 * answer is HTTP 200 with `{ data }` or `{ errorCode, errorMessage }`.
 */

export type GygErrorCode =
  | "AUTHORIZATION_FAILURE"
  | "INVALID_PRODUCT"
  | "VALIDATION_FAILURE"
  | "NO_AVAILABILITY"
  | "INVALID_TICKET_CATEGORY"
  | "INVALID_PARTICIPANTS_CONFIGURATION"
  | "INVALID_RESERVATION"
  | "INVALID_BOOKING"
  | "BOOKING_IN_PAST"
  | "BOOKING_ALREADY_CANCELED"
  | "INTERNAL_SYSTEM_FAILURE";

export interface GygErrorBody {
  errorCode: GygErrorCode;
  errorMessage: string;
  /** With INVALID_TICKET_CATEGORY: the category refused. */
  ticketCategory?: string;
  /** With INVALID_PARTICIPANTS_CONFIGURATION: how many participants one booking may have. */
  participantsConfiguration?: { min: number; max: number };
}

/** GetYourGuide's ticket categories that our units map to (ADULT and CHILD persons, a GROUP for a vehicle). */
export type GygCategory = "ADULT" | "CHILD" | "GROUP";

export interface GygRetailPrice {
  category: GygCategory;
  /** In the currency's minor unit, as GetYourGuide's prices are: rupiah × 100. */
  price: number;
}

export interface GygAvailability {
  productId: string;
  /** The departure's local start with Bali's offset, `2026-12-01T08:00:00+08:00`. */
  dateTime: string;
  vacancies: number;
  /** How long before the start booking closes (the notice period). */
  cutoffSeconds: number;
  currency?: "IDR";
  pricesByCategory?: { retailPrices: GygRetailPrice[] };
}

export interface GygReservation {
  reservationReference: string;
  /** When the hold ends, UTC with its `Z`. */
  reservationExpiration: string;
}

export interface GygTicket {
  category: GygCategory;
  ticketCode: string;
  ticketCodeType: "QR_CODE";
}

export interface GygBooking {
  bookingReference: string;
  tickets: GygTicket[];
}

/** What we POST to GetYourGuide's notify-availability-update when a product's seats change. */
export interface GygAvailabilityUpdate {
  data: { productId: string; availabilities: GygAvailability[] };
}

/** A GetYourGuide product: an activity's package (`activity-12-package-5`) or a vehicle (`transport-3`). */
export type GygProductRef =
  | { kind: "activity"; itemId: number; packageId: number }
  | { kind: "transport"; itemId: number };

export function gygProductId(ref: GygProductRef): string {
  return ref.kind === "activity" ? `activity-${ref.itemId}-package-${ref.packageId}` : `transport-${ref.itemId}`;
}

export function parseGygProductId(productId: string): GygProductRef | null {
  const activity = /^activity-([1-9]\d{0,8})-package-([1-9]\d{0,8})$/.exec(productId);
  if (activity) return { kind: "activity", itemId: Number(activity[1]), packageId: Number(activity[2]) };
  const vehicle = /^transport-([1-9]\d{0,8})$/.exec(productId);
  return vehicle ? { kind: "transport", itemId: Number(vehicle[1]) } : null;
}

/** GetYourGuide's prices are in the currency's minor unit; a rupiah has 100 sen (ISO 4217). */
export function gygPriceOfIdr(idr: number): number {
  return Math.round(idr * 100);
}

/** An ISO 8601 instant with its offset, `2026-12-01T08:00:00+08:00` or `…Z`; null when not one. */
export function parseGygDateTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

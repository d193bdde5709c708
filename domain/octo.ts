/**
 * The shapes of the OCTO supplier API (octo.travel core specification, as octotravel/octo-types
 * describes it), written for what we answer: our own types, not a copy of the standard's package
 * (decision 0070). Only the core fields and the `octo/pricing` capability's.
 */

export const OCTO_PRICING = "octo/pricing";

export type OctoErrorCode =
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "BAD_REQUEST"
  | "UNPROCESSABLE_ENTITY"
  | "INVALID_PRODUCT_ID"
  | "INVALID_OPTION_ID"
  | "INVALID_UNIT_ID"
  | "INVALID_AVAILABILITY_ID"
  | "INVALID_BOOKING_UUID"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR";

/** The body of every OCTO error: the code, a sentence for people, and the id it is about when there is one. */
export interface OctoErrorBody {
  error: OctoErrorCode;
  errorMessage: string;
  productId?: string;
  optionId?: string;
  unitId?: string;
  availabilityId?: string;
  uuid?: string;
}

export type OctoUnitType =
  | "ADULT"
  | "YOUTH"
  | "CHILD"
  | "INFANT"
  | "FAMILY"
  | "SENIOR"
  | "STUDENT"
  | "MILITARY"
  | "OTHER";
export type OctoAvailabilityStatus = "AVAILABLE" | "FREESALE" | "SOLD_OUT" | "LIMITED" | "CLOSED";
export type OctoBookingStatus = "ON_HOLD" | "CONFIRMED" | "EXPIRED" | "CANCELLED" | "REDEEMED" | "PENDING" | "REJECTED";
export type OctoContactField =
  | "firstName"
  | "lastName"
  | "emailAddress"
  | "phoneNumber"
  | "country"
  | "notes"
  | "locales";

/** Prices are whole numbers in the currency's minor unit (`currencyPrecision` digits). */
export interface OctoPricing {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
  includedTaxes: never[];
}

export interface OctoUnit {
  id: string;
  internalName: string;
  reference: string | null;
  type: OctoUnitType;
  requiredContactFields: OctoContactField[];
  restrictions: {
    minAge: number;
    maxAge: number;
    idRequired: boolean;
    minQuantity: number | null;
    maxQuantity: number | null;
    paxCount: number;
    accompaniedBy: string[];
  };
  title?: string;
  pricingFrom?: OctoPricing[];
}

export interface OctoOption {
  id: string;
  default: boolean;
  internalName: string;
  reference: string | null;
  availabilityLocalStartTimes: string[];
  cancellationCutoff: string;
  cancellationCutoffAmount: number;
  cancellationCutoffUnit: "hour" | "minute" | "day";
  requiredContactFields: OctoContactField[];
  restrictions: { minUnits: number | null; maxUnits: number | null };
  units: OctoUnit[];
}

export interface OctoProduct {
  id: string;
  internalName: string;
  reference: string | null;
  locale: string;
  timeZone: string;
  allowFreesale: boolean;
  instantConfirmation: boolean;
  instantDelivery: boolean;
  availabilityRequired: boolean;
  availabilityType: "START_TIME" | "OPENING_HOURS";
  deliveryFormats: ("QRCODE" | "PDF_URL")[];
  deliveryMethods: ("VOUCHER" | "TICKET")[];
  redemptionMethod: "DIGITAL" | "PRINT" | "MANIFEST";
  options: OctoOption[];
  defaultCurrency?: string;
  availableCurrencies?: string[];
  pricingPer?: "UNIT" | "BOOKING";
}

export interface OctoSupplier {
  id: string;
  name: string;
  endpoint: string;
  contact: { website: string | null; email: string | null; telephone: string | null; address: string | null };
}

export interface OctoAvailability {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  utcCutoffAt: string;
  allDay: boolean;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  maxUnits: number | null;
  openingHours: { from: string; to: string }[];
}

export interface OctoCalendarDay {
  localDate: string;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  openingHours: { from: string; to: string }[];
}

export interface OctoContact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

export interface OctoUnitItem {
  uuid: string;
  resellerReference: string | null;
  supplierReference: string | null;
  unitId: string;
  status: OctoBookingStatus;
  utcRedeemedAt: string | null;
  contact: OctoContact;
  ticket: null;
}

/** A departure's span: its id, local start and end, whether it lasts all day. */
export type OctoDepartureSpan = Pick<
  OctoAvailability,
  "id" | "localDateTimeStart" | "localDateTimeEnd" | "allDay" | "openingHours"
>;

/** A voucher: how it is redeemed, and its code once there is a booking to scan. */
export interface OctoTicket {
  redemptionMethod: "DIGITAL" | "PRINT" | "MANIFEST";
  utcRedeemedAt: string | null;
  deliveryOptions: { deliveryFormat: "QRCODE" | "PDF_URL"; deliveryValue: string }[];
}

export interface OctoBooking {
  id: string;
  uuid: string;
  testMode: boolean;
  resellerReference: string | null;
  supplierReference: string | null;
  status: OctoBookingStatus;
  utcCreatedAt: string;
  utcUpdatedAt: string;
  utcExpiresAt: string | null;
  utcRedeemedAt: string | null;
  utcConfirmedAt: string | null;
  productId: string;
  optionId: string;
  cancellable: boolean;
  cancellation: { refund: "FULL" | "PARTIAL" | "NONE"; reason: string | null; utcCancelledAt: string } | null;
  freesale: boolean;
  availabilityId: string | null;
  availability: OctoAvailability;
  contact: OctoContact;
  notes: string | null;
  deliveryMethods: ("VOUCHER" | "TICKET")[];
  voucher: OctoTicket;
  unitItems: OctoUnitItem[];
  pricing?: OctoPricing;
}

/** Bali's offset from UTC: the products' time zone has no daylight saving. */
export const BALI_TIME_ZONE = "Asia/Makassar";
export const BALI_OFFSET = "+08:00";

/** "YYYY-MM-DDTHH:MM:00+08:00": an availability's id and its local start. */
export function localDateTime(date: string, time: string): string {
  return `${date}T${time}:00${BALI_OFFSET}`;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([0-2]\d:[0-5]\d):00\+08:00$/;

/** The date and "HH:MM" an availability id names, or null when it is not one of ours. */
export function parseLocalDateTime(id: string): { date: string; time: string } | null {
  const match = LOCAL_DATE_TIME.exec(id);
  if (!match?.[1] || !match[2]) return null;
  if (Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`))) return null;
  return { date: match[1], time: match[2] };
}

/** The UTC instant of a Bali wall-clock moment, `minutesBefore` earlier, as an ISO string. */
export function utcOfBali(date: string, time: string, minutesBefore = 0): string {
  const instant = Date.parse(`${date}T${time}:00${BALI_OFFSET}`) - minutesBefore * 60_000;
  return new Date(instant).toISOString().replace(".000Z", "Z");
}

/** A Bali wall-clock moment `minutes` later, as a local date-time with the offset. */
export function baliLocalPlus(date: string, time: string, minutes: number): string {
  const shifted = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
  return `${shifted.slice(0, 16)}:00${BALI_OFFSET}`;
}

/** OCTO's status of a departure from its places left: LIMITED at half the capacity or less. */
export function octoStatus(remaining: number, capacity: number, closed: boolean): OctoAvailabilityStatus {
  if (closed) return "CLOSED";
  if (remaining <= 0) return "SOLD_OUT";
  return remaining * 2 <= capacity ? "LIMITED" : "AVAILABLE";
}

/**
 * What each problem of a booking the operator enters says, in the operator's language: the entry
 * page shows it under its field, and the page's JSON call answers it, from one source. The guest's
 * fields say what the tourist's form says.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_QUANTITY } from "../booking-rules.ts";
import { BOOKING_PROBLEM_MESSAGES } from "./booking-messages.ts";
import {
  type BookingSource,
  ENTRY_REASON_MAX_LENGTH,
  type OperatorBookingProblem,
  SOURCE_NAME_MAX_LENGTH,
  SOURCE_REFERENCE_MAX_LENGTH,
} from "./operator-booking.ts";

export const OPERATOR_BOOKING_PROBLEM_MESSAGES: Readonly<Record<OperatorBookingProblem | "csrf", MessageDescriptor>> = {
  ...BOOKING_PROBLEM_MESSAGES,
  csrf: msg`This form has expired. Please reload the page and try again.`,
  itemRequired: msg`Please choose the activity or vehicle.`,
  localeInvalid: msg`Please choose the guest's language.`,
  packageRequired: msg`Please choose a package of this activity.`,
  quantityInvalid: msg`Each quantity must be a whole number from 0 to ${MAX_QUANTITY}.`,
  sourceInvalid: msg`Please choose where the booking came from.`,
  sourceNameRequired: msg`Please write the agent's, hotel desk's or marketplace's name.`,
  sourceNameTooLong: msg`The name can be at most ${SOURCE_NAME_MAX_LENGTH} characters.`,
  sourceReferenceRequired: msg`Please write the marketplace's booking reference.`,
  sourceReferenceTooLong: msg`The reference can be at most ${SOURCE_REFERENCE_MAX_LENGTH} characters.`,
  overrideInvalid: msg`The price must be an amount such as 1250000 or 85.50.`,
  overrideReasonRequired: msg`Please write why the price differs from the computed one.`,
  overbookReasonRequired: msg`Please write why this booking may go past the capacity.`,
  reasonTooLong: msg`The reason can be at most ${ENTRY_REASON_MAX_LENGTH} characters.`,
  mailNeedsEmail: msg`Sending the guest a mail needs their e-mail address.`,
};

/** Each booking source as the operator reads it: the inbox, the record, the manifest and its CSV. */
export const BOOKING_SOURCE_LABELS: Readonly<Record<BookingSource, MessageDescriptor>> = {
  website: msg`Website`,
  phone: msg`Phone`,
  whatsapp: msg`WhatsApp`,
  walk_in: msg`Walk-in`,
  email: msg`E-mail`,
  agent: msg`Agent or hotel desk`,
  marketplace: msg`Marketplace`,
};

/** Where one booking came from, in one line: "Agent or hotel desk: Hotel Tugu", "Marketplace: Klook (KLK-1)". */
export function sourceLine(
  label: string,
  booking: { sourceName: string; sourceReference?: string; utmSource?: string; referrerHost?: string },
): string {
  const details = [
    booking.sourceName,
    booking.sourceReference ? `(${booking.sourceReference})` : "",
    booking.utmSource ? `utm_source=${booking.utmSource}` : "",
    booking.referrerHost ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  return details ? `${label}: ${details}` : label;
}

/**
 * The words the booking and trip mails share: the tourist's greeting, reference, contact and
 * sign-off, the labels of their facts, and the guest's details as the operator reads them.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentMethod } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { Locale } from "#domain/locale.ts";
import { translate } from "#workers/i18n.ts";
import type { Fact } from "./document.ts";
import { fullName, mailLocale } from "./format.ts";

export const PAYMENT_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  paypal: msg`PayPal`,
  credit_card: msg`Credit card`,
  bank_transfer: msg`Bank transfer`,
};

export const SITE_LANGUAGES: Record<Locale, MessageDescriptor> = { id: msg`Indonesian`, en: msg`English` };

export interface FactLabels {
  name: string;
  productId: string;
  date: string;
  startTime: string;
  duration: string;
  pickup: string;
  payment: string;
  specialRequest: string;
  total: string;
}

/** The labels of a booking's or a trip's facts, shared by the tourist's and the operator's mails. */
export function factLabels(i18n: I18n): FactLabels {
  return {
    name: i18n._(msg`Name`),
    productId: i18n._(msg({ context: "mail", message: "Product ID" })),
    date: i18n._(msg`Date`),
    startTime: i18n._(msg({ context: "mail", message: "Start time" })),
    duration: i18n._(msg`Duration`),
    pickup: i18n._(msg`Pickup`),
    payment: i18n._(msg`Payment`),
    specialRequest: i18n._(msg`Special request`),
    total: i18n._(msg`Total`),
  };
}

/** What every mail to a tourist says around its own content. */
export interface TouristWords {
  /** Our own words: a mail never starts with text the sender typed. */
  greeting: string;
  reference: (reference: string) => string;
  labels: FactLabels;
  nextHeading: string;
  contactHeading: string;
  contact: (operatorEmail: string, reference: string) => string;
  signOff: string;
}

export function touristWords(i18n: I18n): TouristWords {
  return {
    greeting: i18n._(msg`Hello,`),
    reference: (reference) => i18n._(msg`Your reference is ${reference}. Please mention it whenever you write to us.`),
    labels: factLabels(i18n),
    nextHeading: i18n._(msg`What happens next`),
    contactHeading: i18n._(msg`Questions?`),
    contact: (operatorEmail, reference) =>
      i18n._(
        msg`Simply reply to this e-mail, or write to ${operatorEmail} and mention your reference ${reference}. We are happy to help.`,
      ),
    signOff: i18n._(msg`Warm regards,\n${SITE_NAME}`),
  };
}

/** The guest's contact details as the tourist gave them, for the operator's mails. */
export interface GuestForMail {
  /** With the title prefixed, e.g. "Mr. Made". */
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  /** Empty when there is no pickup. */
  pickupLocation: string;
  paymentMethod: PaymentMethod;
  specialRequest: string;
}

export function operatorGuestFacts(i18n: I18n, guest: GuestForMail): Fact[] {
  const labels = factLabels(i18n);
  const method = PAYMENT_NAMES[guest.paymentMethod];
  return [
    { label: labels.name, value: fullName(guest, mailLocale(i18n)) },
    { label: i18n._(msg`E-mail`), value: guest.email },
    { label: i18n._(msg`Phone`), value: guest.phoneNumber },
    { label: i18n._(msg`Country`), value: guest.country },
    {
      label: labels.pickup,
      value: guest.pickupLocation || i18n._(msg`None: the guest comes to the meeting point`),
    },
    { label: labels.payment, value: `${i18n._(method)} (${translate("en", method)})` },
    { label: labels.specialRequest, value: guest.specialRequest.trim() || i18n._(msg`(none)`) },
  ];
}

/** The booking's own page in the back office, where the operator confirms or declines it. */
export function adminBookingUrl(siteOrigin: string, reference: string): string {
  return `${siteOrigin}/admin/bookings/${encodeURIComponent(reference)}`;
}

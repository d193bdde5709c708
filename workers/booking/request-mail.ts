/**
 * The two e-mails a booking request causes: the tourist's "request received" in the tourist's
 * language, and the operator's notification in Indonesian with every detail the tourist sent.
 * Pure: the caller queues them with outboxStatementForBooking (workers/mail/outbox.ts).
 */

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { amountDue } from "#domain/amount-due.ts";
import type { BookingTrip } from "#domain/booking.ts";
import type { PaymentMethod, PriceLine } from "#domain/booking-rules.ts";
import { CONFIRMATION_HOURS, LATE_CANCELLATION_FEE_PERCENT, NO_SHOW_FEE_PERCENT, SITE_NAME } from "#domain/business.ts";
import { termsWhenBooked } from "#domain/cancellation.ts";
import { termsWhenBookedMessage } from "#domain/cancellation-terms-messages.ts";
import { startsBeforeConfirmationPromise } from "#domain/confirmation-promise.ts";
import { type Currency, formatDate, money } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { CASH_AND_CARD_TERMS } from "#domain/pay-later-messages.ts";
import { translate, translator } from "#workers/i18n.ts";
import {
  adminBookingUrl,
  factLabels,
  type GuestForMail,
  operatorGuestFacts,
  PAYMENT_NAMES,
  SITE_LANGUAGES,
  type TouristWords,
  touristWords,
} from "#workers/mail/common-copy.ts";
import {
  type Fact,
  headerAddress,
  headerText,
  type MailBlock,
  renderHtml,
  renderText,
} from "#workers/mail/document.ts";
import { clockTime, fullName, mailLocale, visitDay, withoutMissing } from "#workers/mail/format.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";
import { vehiclePartyText } from "./party.ts";
import { tripFacts } from "./trip.ts";

export interface BookingForMail extends GuestForMail {
  reference: string;
  locale: Locale;
  currency: Currency;
  kind: "activity" | "transport";
  /** pageUrl: the absolute URL of the activity's or vehicle's page on the tourist's site. */
  item: { name: string; code: string | null; pageUrl: string };
  /** YYYY-MM-DD */
  visitDate: string;
  startTime: string | null;
  durationHours: number | null;
  freeCancellationHours: number | null;
  /** The vehicles booked and the people riding in them (decision 0049); 0 and 0 without a vehicle. */
  vehicles: number;
  people: number;
  lines: PriceLine[];
  totalMinor: number;
  /** The total in rupiah, whatever the currency: the amount due in cash (domain/amount-due.ts). */
  totalIdr: number;
  trip: BookingTrip;
  /** e.g. "http://en.localhost:8787", for links to the site's pages. */
  siteOrigin: string;
}

export function bookingRequestMails(booking: BookingForMail, operatorEmail: string): OutboxMail[] {
  return [touristMail(booking, operatorEmail), operatorNotificationMail(booking, operatorEmail)];
}

/* ---------- wording ---------- */

const KIND_NAMES: Record<BookingForMail["kind"], MessageDescriptor> = {
  activity: msg`Activity`,
  transport: msg`Vehicle`,
};

export interface Copy extends TouristWords {
  subject: (reference: string, itemName: string) => string;
  thanks: string;
  requestHeading: string;
  hours: (hours: number) => string;
  next: string;
  lookupLink: string;
  paymentHeading: string;
  payLater: string;
  chosenMethod: Record<PaymentMethod, string>;
  /** Cash for a booking without a pickup: no driver to pay. */
  cashOnSite: string;
  paymentTerms: string;
  cancellationHeading: string;
  /** The terms of the booking's date and start time as of `now`, then the policy in general. */
  cancellation: (booking: CancellationOfMail, now: Date) => string;
  policyLink: string;
  paymentTermsLink: string;
  whyYouGetThis: (siteOrigin: string) => string;
}

/** Hours as both languages' mails write them, with a decimal comma: "1,5". */
const hoursNumber = (hours: number) => String(hours).replace(".", ",");

function durationText(i18n: I18n, hours: number): string {
  const number = hoursNumber(hours);
  return i18n._(msg`${plural(hours, { one: `${number} hour`, other: `${number} hours` })}`);
}

type CancellationOfMail = Pick<BookingForMail, "kind" | "visitDate" | "startTime" | "freeCancellationHours">;

/** Whole sentences rather than pieces put together, so that each language can order its own. */
function cancellationText(i18n: I18n, locale: Locale, booking: CancellationOfMail, now: Date): string {
  const chosen = i18n._(termsWhenBookedMessage(locale, termsWhenBooked(booking, now)));
  return `${chosen} ${policyText(i18n, booking.freeCancellationHours, booking.kind)}`;
}

function policyText(i18n: I18n, freeHours: number | null, kind: BookingForMail["kind"]): string {
  const hours = freeHours ? hoursNumber(freeHours) : "";
  const terms = {
    activity: freeHours
      ? msg`You can cancel free of charge until ${hours} hours before the start. After that, a cancellation fee of up to ${LATE_CANCELLATION_FEE_PERCENT}% of the total applies (or the fee stated on the activity's page).`
      : msg`If you cancel within two days of your trip, a cancellation fee of up to ${LATE_CANCELLATION_FEE_PERCENT}% of the total applies (or the fee stated on the activity's page).`,
    transport: freeHours
      ? msg`You can cancel free of charge until ${hours} hours before the start. After that, a cancellation fee of up to ${LATE_CANCELLATION_FEE_PERCENT}% of the total applies (or the fee stated on the vehicle's page).`
      : msg`If you cancel within two days of your trip, a cancellation fee of up to ${LATE_CANCELLATION_FEE_PERCENT}% of the total applies (or the fee stated on the vehicle's page).`,
  };
  return `${i18n._(terms[kind])} ${i18n._(msg`If you do not show up, ${NO_SHOW_FEE_PERCENT}% of the total is charged.`)}`;
}

/** The words of the tourist's mails in the tourist's language; the decision mails share them. */
export function touristCopy(locale: Locale): Copy {
  const i18n = translator(locale);
  return {
    ...touristWords(i18n),
    subject: (reference, itemName) => i18n._(msg`We received your booking request ${reference}: ${itemName}`),
    thanks: i18n._(
      msg`Thank you for booking with ${SITE_NAME}! We have received your request and our team is already looking after it.`,
    ),
    requestHeading: i18n._(msg`Your request`),
    hours: (hours) => durationText(i18n, hours),
    next: i18n._(
      msg`This is a booking request, not yet a confirmed booking. We check availability and reconfirm the details and your payment method with you by e-mail, mostly within ${CONFIRMATION_HOURS} hours depending on the activity. Then we send you a confirmation with your booking ID: your booking is confirmed once you have received it.`,
    ),
    lookupLink: i18n._(msg`See the status of your booking`),
    paymentHeading: i18n._(msg`Payment`),
    payLater: i18n._(msg`Book now, pay later: nothing is charged now.`),
    chosenMethod: {
      cash: i18n._(msg`You chose cash: you pay on the day of your trip, to your driver.`),
      bank_transfer: i18n._(
        msg`You chose bank transfer: you pay on the day of your trip, and we send you our bank details by e-mail.`,
      ),
      paypal: i18n._(msg`You chose PayPal: we send you the payment request by e-mail.`),
      credit_card: i18n._(msg`You chose credit card: we arrange the card payment with you by e-mail.`),
    },
    cashOnSite: i18n._(msg`You chose cash: you pay in rupiah on the day of your visit, on site.`),
    paymentTerms: i18n._(CASH_AND_CARD_TERMS),
    cancellationHeading: i18n._(msg`If your plans change`),
    cancellation: (booking, now) => cancellationText(i18n, locale, booking, now),
    policyLink: i18n._(msg`Cancellation policy`),
    paymentTermsLink: i18n._(msg`Payment terms`),
    whyYouGetThis: (siteOrigin) =>
      i18n._(msg`You receive this e-mail because a booking request was sent with this address on ${siteOrigin}.`),
  };
}

/* ---------- shared pieces ---------- */

/** The tourist's lookup page with the reference filled in; the e-mail address is typed there, never put in a URL. */
export function lookupUrl(siteOrigin: string, reference: string): string {
  return `${siteOrigin}/booking?reference=${encodeURIComponent(reference)}`;
}

/** The priced lines in the booking's currency, written as `locale` writes numbers. */
export function pricesBlock(booking: BookingForMail, locale: Locale, totalLabel: string): MailBlock {
  return {
    type: "prices",
    rows: booking.lines.map((line) => ({
      label: line.name,
      detail: `${line.quantity} × ${money(locale, booking.currency, line.unitMinor)}`,
      amount: money(locale, booking.currency, line.amountMinor),
    })),
    totalLabel,
    total: amountDue(translator(locale), booking),
  };
}

/** The vehicles and the people in them, for a booking of a vehicle; null for any other. */
export function vehiclesFact(i18n: I18n, booking: Pick<BookingForMail, "vehicles" | "people">): Fact | null {
  const text = vehiclePartyText(i18n, booking);
  return text ? { label: i18n._(msg`Participants`), value: text } : null;
}

/* ---------- the tourist's mail ---------- */

export function touristFacts(booking: BookingForMail, copy: Copy): Fact[] {
  const { labels } = copy;
  const { locale } = booking;
  return withoutMissing([
    { label: labels.name, value: fullName(booking, locale) },
    { label: translate(locale, KIND_NAMES[booking.kind]), value: booking.item.name, href: booking.item.pageUrl },
    booking.item.code ? { label: labels.productId, value: booking.item.code } : null,
    { label: labels.date, value: visitDay(locale, booking.visitDate) },
    booking.startTime ? { label: labels.startTime, value: clockTime(booking.startTime) } : null,
    booking.durationHours ? { label: labels.duration, value: copy.hours(booking.durationHours) } : null,
    vehiclesFact(translator(locale), booking),
    ...tripFacts(translator(locale), booking.trip),
    booking.pickupLocation ? { label: labels.pickup, value: booking.pickupLocation } : null,
    { label: labels.payment, value: translate(locale, PAYMENT_NAMES[booking.paymentMethod]) },
    booking.specialRequest.trim() ? { label: labels.specialRequest, value: booking.specialRequest.trim() } : null,
  ]);
}

/** The chosen method in the tourist's words: cash goes to the driver only when there is one. */
export function paymentChoiceText(
  booking: Pick<BookingForMail, "paymentMethod" | "pickupLocation">,
  copy: Copy,
): string {
  if (booking.paymentMethod === "cash" && !booking.pickupLocation) return copy.cashOnSite;
  return copy.chosenMethod[booking.paymentMethod];
}

function touristBlocks(booking: BookingForMail, operatorEmail: string): MailBlock[] {
  const copy = touristCopy(booking.locale);
  return [
    { type: "paragraph", text: copy.greeting },
    { type: "paragraph", text: copy.thanks },
    { type: "paragraph", text: copy.reference(booking.reference) },
    { type: "heading", text: copy.requestHeading },
    { type: "facts", facts: touristFacts(booking, copy) },
    pricesBlock(booking, booking.locale, copy.labels.total),
    { type: "heading", text: copy.nextHeading },
    { type: "paragraph", text: copy.next },
    { type: "link", label: copy.lookupLink, href: lookupUrl(booking.siteOrigin, booking.reference) },
    { type: "heading", text: copy.paymentHeading },
    { type: "paragraph", text: `${copy.payLater} ${paymentChoiceText(booking, copy)}` },
    { type: "paragraph", text: copy.paymentTerms },
    { type: "link", label: copy.paymentTermsLink, href: `${booking.siteOrigin}/term` },
    { type: "heading", text: copy.cancellationHeading },
    { type: "paragraph", text: copy.cancellation(booking, new Date()) },
    { type: "link", label: copy.policyLink, href: `${booking.siteOrigin}/cancelation` },
    { type: "heading", text: copy.contactHeading },
    { type: "paragraph", text: copy.contact(operatorEmail, booking.reference) },
    { type: "paragraph", text: copy.signOff },
    { type: "paragraph", text: copy.whyYouGetThis(booking.siteOrigin) },
  ];
}

function touristMail(booking: BookingForMail, operatorEmail: string): OutboxMail {
  const subject = headerText(touristCopy(booking.locale).subject(booking.reference, booking.item.name));
  const blocks = touristBlocks(booking, operatorEmail);
  return {
    kind: "booking_received",
    to: headerAddress(booking.email),
    replyTo: headerAddress(operatorEmail),
    locale: booking.locale,
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: booking.locale, title: subject }),
  };
}

/* ---------- the operator's notification (Indonesian; the tourist's values as given) ---------- */

function operatorSubject(i18n: I18n, booking: BookingForMail, confirmationId: string | null): string {
  const { reference } = booking;
  const itemName = booking.item.name;
  const date = formatDate("id", booking.visitDate);
  const name = fullName(booking, mailLocale(i18n));
  if (confirmationId) return i18n._(msg`New booking ${reference} confirmed at once: ${itemName}, ${date} (${name})`);
  return i18n._(msg`New booking request ${reference}: ${itemName}, ${date} (${name})`);
}

function operatorBookingFacts(i18n: I18n, booking: BookingForMail): Fact[] {
  const labels = factLabels(i18n);
  const hours = booking.freeCancellationHours ? hoursNumber(booking.freeCancellationHours) : "";
  const language = i18n._(SITE_LANGUAGES[booking.locale]);
  const { siteOrigin, currency } = booking;
  return withoutMissing([
    { label: i18n._(msg({ context: "mail", message: "Reference" })), value: booking.reference },
    { label: i18n._(KIND_NAMES[booking.kind]), value: booking.item.name, href: booking.item.pageUrl },
    booking.item.code ? { label: labels.productId, value: booking.item.code } : null,
    { label: i18n._(msg`Visit date`), value: visitDay("id", booking.visitDate) },
    booking.startTime ? { label: labels.startTime, value: clockTime(booking.startTime) } : null,
    booking.durationHours ? { label: labels.duration, value: durationText(i18n, booking.durationHours) } : null,
    booking.freeCancellationHours
      ? { label: i18n._(msg`Free cancellation`), value: i18n._(msg`up to ${hours} hours before`) }
      : null,
    vehiclesFact(i18n, booking),
    ...tripFacts(i18n, booking.trip),
    { label: i18n._(msg`Site`), value: i18n._(msg`${language} (${siteOrigin}), prices in ${currency}`) },
  ]);
}

/** The mail is written as the request comes in, so its moment is the request's. */
function shortNoticeBlocks(i18n: I18n, booking: BookingForMail): MailBlock[] {
  if (!startsBeforeConfirmationPromise(booking, new Date())) return [];
  return [
    {
      type: "paragraph",
      text: i18n._(
        msg`Short notice: this request starts less than ${CONFIRMATION_HOURS} hours from now, sooner than we promise to confirm. The tourist was told we may not confirm in time; please answer it first.`,
      ),
    },
  ];
}

function requestIntroBlocks(i18n: I18n, booking: BookingForMail): MailBlock[] {
  const language = i18n._(SITE_LANGUAGES[booking.locale]);
  return [
    ...shortNoticeBlocks(i18n, booking),
    {
      type: "paragraph",
      text: i18n._(
        msg`A new booking request came in through the ${language} site. The guest has already received an e-mail saying that we received the request.`,
      ),
    },
    {
      type: "link",
      label: i18n._(msg`Open this request in the back office`),
      href: adminBookingUrl(booking.siteOrigin, booking.reference),
    },
    {
      type: "paragraph",
      text: i18n._(
        msg`Please check availability, then reconfirm availability and the payment method with the guest by e-mail, preferably within ${CONFIRMATION_HOURS} hours, and send the confirmation with the booking ID. Reply to this e-mail to write to the guest directly.`,
      ),
    },
  ];
}

/** A booking the activity's or vehicle's instant confirmation confirmed as it came in: nothing to answer. */
function confirmedIntroBlocks(i18n: I18n, booking: BookingForMail, confirmationId: string): MailBlock[] {
  const language = i18n._(SITE_LANGUAGES[booking.locale]);
  return [
    {
      type: "paragraph",
      text: i18n._(
        msg`A new booking came in through the ${language} site and was confirmed at once, as its instant confirmation is on, with booking ID ${confirmationId}. The guest has already received the confirmation with the voucher; nothing needs an answer.`,
      ),
    },
    {
      type: "link",
      label: i18n._(msg`Open this booking in the back office`),
      href: adminBookingUrl(booking.siteOrigin, booking.reference),
    },
  ];
}

function operatorBlocks(i18n: I18n, booking: BookingForMail, confirmationId: string | null): MailBlock[] {
  return [
    ...(confirmationId ? confirmedIntroBlocks(i18n, booking, confirmationId) : requestIntroBlocks(i18n, booking)),
    { type: "heading", text: i18n._(msg`Booking`) },
    { type: "facts", facts: operatorBookingFacts(i18n, booking) },
    pricesBlock(booking, "id", factLabels(i18n).total),
    { type: "heading", text: i18n._(msg`Guest`) },
    { type: "facts", facts: operatorGuestFacts(i18n, booking) },
  ];
}

/**
 * The operator's mail of a new booking, in Indonesian: a request to answer, or (with its booking
 * ID) a booking confirmed at once.
 */
export function operatorNotificationMail(
  booking: BookingForMail,
  operatorEmail: string,
  confirmationId: string | null = null,
): OutboxMail {
  // The operator reads Indonesian, whatever the tourist's language.
  const i18n = translator("id");
  const subject = headerText(operatorSubject(i18n, booking, confirmationId));
  const blocks = operatorBlocks(i18n, booking, confirmationId);
  return {
    kind: "booking_notification",
    to: headerAddress(operatorEmail),
    replyTo: headerAddress(booking.email),
    locale: "id",
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: "id", title: subject }),
  };
}

/**
 * The operator's answers to a booking request, as e-mails to the tourist in the language they
 * booked in: the confirmation with the booking ID and how to pay, or a polite decline with the
 * reason. Pure, like workers/booking/request-mail.ts, whose wording and pieces they share.
 */

import { msg } from "@lingui/core/macro";
import type { PaymentMethod } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import { HOW_TO_PAY, PAID_LATER } from "#domain/pay-later-messages.ts";
import { voucherPath } from "#domain/voucher.ts";
import { translator } from "#workers/i18n.ts";
import {
  type Fact,
  headerAddress,
  headerText,
  type MailBlock,
  renderHtml,
  renderText,
} from "#workers/mail/document.ts";
import { visitDay } from "#workers/mail/format.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";
import { type BookingForMail, lookupUrl, pricesBlock, touristCopy, touristFacts } from "./request-mail.ts";

interface DecisionCopy {
  confirmedSubject: (itemName: string, date: string, confirmationId: string) => string;
  confirmed: string;
  confirmationId: (confirmationId: string, reference: string) => string;
  bookingHeading: string;
  labels: { confirmationId: string; reference: string };
  noteHeading: string;
  paymentHeading: string;
  payLater: string;
  /** What the tourist does now that the booking stands, per payment method. */
  howToPay: Record<PaymentMethod, string>;
  voucherHeading: string;
  voucher: string;
  voucherLink: string;
  lookupHeading: string;
  lookup: string;
  lookupLink: string;
  declinedSubject: (reference: string, itemName: string) => string;
  declined: (reference: string, itemName: string, date: string) => string;
  reasonHeading: string;
  nothingCharged: string;
  alternatives: string;
  browseLink: string;
}

function decisionCopy(locale: Locale): DecisionCopy {
  const i18n = translator(locale);
  return {
    confirmedSubject: (itemName, date, confirmationId) =>
      i18n._(msg`Your booking is confirmed: ${itemName} on ${date} (booking ID ${confirmationId})`),
    confirmed: i18n._(msg`Good news: your booking is confirmed! We look forward to welcoming you in Bali.`),
    confirmationId: (confirmationId, reference) =>
      i18n._(
        msg`Your booking ID is ${confirmationId}. Please have it at hand on the day, and mention it (or your reference ${reference}) whenever you write to us.`,
      ),
    bookingHeading: i18n._(msg`Your booking`),
    labels: {
      confirmationId: i18n._(msg`Booking ID`),
      reference: i18n._(msg({ context: "mail", message: "Reference" })),
    },
    noteHeading: i18n._(msg`A note from us`),
    paymentHeading: i18n._(msg`Payment`),
    payLater: i18n._(PAID_LATER),
    howToPay: {
      cash: i18n._(HOW_TO_PAY.cash),
      bank_transfer: i18n._(HOW_TO_PAY.bank_transfer),
      paypal: i18n._(HOW_TO_PAY.paypal),
      credit_card: i18n._(HOW_TO_PAY.credit_card),
    },
    voucherHeading: i18n._(msg`Your voucher`),
    voucher: i18n._(
      msg`Your voucher holds everything for the day, with a QR code of your reference for your driver. Open it on your phone on the day, or print it.`,
    ),
    voucherLink: i18n._(msg`Open your voucher`),
    lookupHeading: i18n._(msg`Your booking online`),
    lookup: i18n._(msg`You can look your booking up at any time with your reference and this e-mail address.`),
    lookupLink: i18n._(msg`See your booking`),
    declinedSubject: (reference, itemName) =>
      i18n._(msg`Your booking request ${reference}: ${itemName} cannot be confirmed`),
    declined: (reference, itemName, date) =>
      i18n._(
        msg`Thank you for your booking request ${reference} for ${itemName} on ${date}. We are very sorry, but we cannot confirm it.`,
      ),
    reasonHeading: i18n._(msg`Why`),
    nothingCharged: i18n._(msg`Nothing has been charged, and you do not need to do anything.`),
    alternatives: i18n._(
      msg`We would be glad to help you find another date or another activity: simply reply to this e-mail, or have a look at what else Bali has to offer.`,
    ),
    browseLink: i18n._(msg`Our activities`),
  };
}

export function signOffBlocks(booking: BookingForMail, operatorEmail: string): MailBlock[] {
  const copy = touristCopy(booking.locale);
  return [
    { type: "heading", text: copy.contactHeading },
    { type: "paragraph", text: copy.contact(operatorEmail, booking.reference) },
    { type: "paragraph", text: copy.signOff },
    { type: "paragraph", text: copy.whyYouGetThis(booking.siteOrigin) },
  ];
}

export function lookupBlocks(booking: BookingForMail): MailBlock[] {
  const copy = decisionCopy(booking.locale);
  return [
    { type: "heading", text: copy.lookupHeading },
    { type: "paragraph", text: copy.lookup },
    { type: "link", label: copy.lookupLink, href: lookupUrl(booking.siteOrigin, booking.reference) },
  ];
}

/** A mail to the tourist, in their language, answered to the operator. */
export function touristMailOf(
  booking: BookingForMail,
  kind: OutboxMail["kind"],
  subject: string,
  blocks: MailBlock[],
  operatorEmail: string,
): OutboxMail {
  const header = headerText(subject);
  return {
    kind,
    to: headerAddress(booking.email),
    replyTo: headerAddress(operatorEmail),
    locale: booking.locale,
    subject: header,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: booking.locale, title: header }),
  };
}

/** The confirmation: booking ID, date, pickup, payment method, how to pay later, the lookup link. */
export function confirmationMail(
  booking: BookingForMail,
  confirmationId: string,
  note: string,
  operatorEmail: string,
): OutboxMail {
  const { locale } = booking;
  const copy = decisionCopy(locale);
  const tourist = touristCopy(locale);
  const facts: Fact[] = [
    { label: copy.labels.confirmationId, value: confirmationId },
    { label: copy.labels.reference, value: booking.reference },
    ...touristFacts(booking, tourist),
  ];
  const blocks: MailBlock[] = [
    { type: "paragraph", text: tourist.greeting },
    { type: "paragraph", text: copy.confirmed },
    { type: "paragraph", text: copy.confirmationId(confirmationId, booking.reference) },
    { type: "heading", text: copy.bookingHeading },
    { type: "facts", facts },
    pricesBlock(booking, booking.locale, tourist.labels.total),
    { type: "heading", text: copy.voucherHeading },
    { type: "paragraph", text: copy.voucher },
    { type: "link", label: copy.voucherLink, href: `${booking.siteOrigin}${voucherPath(booking.reference)}` },
    ...(note.trim()
      ? ([
          { type: "heading", text: copy.noteHeading },
          { type: "paragraph", text: note.trim() },
        ] satisfies MailBlock[])
      : []),
    { type: "heading", text: copy.paymentHeading },
    { type: "paragraph", text: `${copy.payLater} ${copy.howToPay[booking.paymentMethod]}` },
    { type: "paragraph", text: tourist.paymentTerms },
    { type: "link", label: tourist.paymentTermsLink, href: `${booking.siteOrigin}/term` },
    { type: "heading", text: tourist.cancellationHeading },
    { type: "paragraph", text: tourist.cancellation(booking, new Date()) },
    { type: "link", label: tourist.policyLink, href: `${booking.siteOrigin}/cancelation` },
    ...lookupBlocks(booking),
    ...signOffBlocks(booking, operatorEmail),
  ];
  const subject = copy.confirmedSubject(booking.item.name, visitDay(locale, booking.visitDate), confirmationId);
  return touristMailOf(booking, "booking_confirmed", subject, blocks, operatorEmail);
}

/** The decline: sorry, the operator's reason, nothing charged, an offer to help with another date. */
export function declineMail(booking: BookingForMail, reason: string, operatorEmail: string): OutboxMail {
  const { locale } = booking;
  const copy = decisionCopy(locale);
  const tourist = touristCopy(locale);
  const blocks: MailBlock[] = [
    { type: "paragraph", text: tourist.greeting },
    {
      type: "paragraph",
      text: copy.declined(booking.reference, booking.item.name, visitDay(locale, booking.visitDate)),
    },
    { type: "heading", text: copy.reasonHeading },
    { type: "paragraph", text: reason.trim() },
    { type: "paragraph", text: copy.nothingCharged },
    { type: "paragraph", text: copy.alternatives },
    { type: "link", label: copy.browseLink, href: `${booking.siteOrigin}/activity` },
    ...lookupBlocks(booking),
    ...signOffBlocks(booking, operatorEmail),
  ];
  return touristMailOf(
    booking,
    "booking_declined",
    copy.declinedSubject(booking.reference, booking.item.name),
    blocks,
    operatorEmail,
  );
}

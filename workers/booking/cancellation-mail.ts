/**
 * The e-mails a cancellation causes: the tourist's, in the language they booked in, saying what
 * ended and what the policy makes due; and, when the tourist cancelled online, the operator's
 * notification in Indonesian. Pure, like the other booking mails.
 */
import { msg } from "@lingui/core/macro";
import type { CancellationKind } from "#domain/cancellation.ts";
import { money } from "#domain/format.ts";
import { translator } from "#workers/i18n.ts";
import { adminBookingUrl } from "#workers/mail/common-copy.ts";
import {
  type Fact,
  headerAddress,
  headerText,
  type MailBlock,
  renderHtml,
  renderText,
} from "#workers/mail/document.ts";
import { fullName, visitDay } from "#workers/mail/format.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";
import { lookupBlocks, signOffBlocks, touristMailOf } from "./decision-mail.ts";
import { type BookingForMail, pricesBlock, touristCopy } from "./request-mail.ts";

/** How a booking ended and what the policy set for it at that moment. */
export interface Ending {
  kind: CancellationKind;
  percent: number;
  /** In the booking's currency's minor units. */
  feeMinor: number;
  /** What the policy set; `percent` is lower when the operator waived or lowered the fee. */
  policyPercent: number;
  /** Why the operator changed the fee, for the booking's history (not the tourist's mail). */
  feeReason: string;
  /** The operator's words to the tourist, if any. */
  note: string;
}

function touristOpening(booking: BookingForMail, ending: Ending): string {
  const i18n = translator(booking.locale);
  const { reference } = booking;
  const itemName = booking.item.name;
  const date = visitDay(booking.locale, booking.visitDate);
  if (ending.kind === "tourist") {
    return i18n._(msg`As you asked, we have cancelled your booking ${reference} for ${itemName} on ${date}.`);
  }
  if (ending.kind === "operator") {
    return i18n._(msg`We have cancelled your booking ${reference} for ${itemName} on ${date}.`);
  }
  return i18n._(msg`We missed you at ${itemName} on ${date}, so your booking ${reference} is recorded as a no-show.`);
}

function feeText(booking: BookingForMail, ending: Ending): string {
  const i18n = translator(booking.locale);
  const lowered = ending.percent < ending.policyPercent;
  if (ending.feeMinor === 0) {
    return lowered
      ? i18n._(msg`We have waived the cancellation fee: nothing is due.`)
      : i18n._(msg`There is no cancellation fee: nothing is due.`);
  }
  const fee = money(booking.locale, booking.currency, ending.feeMinor);
  const percent = ending.percent;
  if (lowered) {
    return i18n._(msg`We have lowered the fee to ${fee} (${percent} % of the total). We will write to you about it.`);
  }
  return i18n._(
    msg`Under our cancellation policy, ${fee} (${percent} % of the total) is due. We will write to you about it.`,
  );
}

/** The tourist's mail: what ended, the fee, the operator's note, the policy and the lookup link. */
export function touristCancellationMail(booking: BookingForMail, ending: Ending, operatorEmail: string): OutboxMail {
  const i18n = translator(booking.locale);
  const tourist = touristCopy(booking.locale);
  const blocks: MailBlock[] = [
    { type: "paragraph", text: tourist.greeting },
    { type: "paragraph", text: touristOpening(booking, ending) },
    { type: "paragraph", text: feeText(booking, ending) },
    ...(ending.note.trim()
      ? ([
          { type: "heading", text: i18n._(msg`A note from us`) },
          { type: "paragraph", text: ending.note.trim() },
        ] satisfies MailBlock[])
      : []),
    pricesBlock(booking, booking.locale, tourist.labels.total),
    { type: "link", label: tourist.policyLink, href: `${booking.siteOrigin}/cancelation` },
    ...lookupBlocks(booking),
    ...signOffBlocks(booking, operatorEmail),
  ];
  const { reference } = booking;
  const itemName = booking.item.name;
  const subject =
    ending.kind === "no_show"
      ? i18n._(msg`Your booking ${reference}: recorded as a no-show`)
      : i18n._(msg`Your booking ${reference} is cancelled: ${itemName}`);
  return touristMailOf(booking, "booking_cancelled", subject, blocks, operatorEmail);
}

/** The operator's notice of a cancellation the tourist made online (Indonesian, as all the operator's mails). */
export function operatorCancellationMail(booking: BookingForMail, ending: Ending, operatorEmail: string): OutboxMail {
  const i18n = translator("id");
  const { reference } = booking;
  const itemName = booking.item.name;
  const date = visitDay("id", booking.visitDate);
  const name = fullName(booking, "id");
  const subject = headerText(i18n._(msg`Booking ${reference} cancelled by the guest: ${itemName}, ${date} (${name})`));
  const fee = money("id", booking.currency, ending.feeMinor);
  const percent = ending.percent;
  const facts: Fact[] = [
    { label: i18n._(msg({ context: "mail", message: "Reference" })), value: reference },
    { label: i18n._(msg`Visit date`), value: date },
    { label: i18n._(msg`Cancellation fee`), value: `${fee} (${percent} %)` },
    { label: i18n._(msg`E-mail`), value: booking.email },
    { label: i18n._(msg`Phone`), value: booking.phoneNumber },
  ];
  const blocks: MailBlock[] = [
    {
      type: "paragraph",
      text: i18n._(
        msg`The guest cancelled this booking on the site. Its places are free again, and the guest has received an e-mail with the fee below.`,
      ),
    },
    {
      type: "link",
      label: i18n._(msg`Open this booking in the back office`),
      href: adminBookingUrl(booking.siteOrigin, reference),
    },
    { type: "facts", facts },
  ];
  return {
    kind: "booking_cancellation_notification",
    to: headerAddress(operatorEmail),
    replyTo: headerAddress(booking.email),
    locale: "id",
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: "id", title: subject }),
  };
}

/** The mails of an ending: the tourist's always, the operator's when the tourist cancelled. */
export function cancellationMails(booking: BookingForMail, ending: Ending, operatorEmail: string): OutboxMail[] {
  const tourist = touristCancellationMail(booking, ending, operatorEmail);
  return ending.kind === "tourist" ? [tourist, operatorCancellationMail(booking, ending, operatorEmail)] : [tourist];
}

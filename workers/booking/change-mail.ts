/**
 * The guest's mail after the operator changed their booking (issue 38, item 3): in the language
 * they booked in, each changed field as it was and as it is, the new prices and what that does to
 * the total, then the lookup link. Pure, like the other booking mails.
 */
import { msg } from "@lingui/core/macro";
import { CHANGED_FIELD_LABELS, type ChangePreview, type FieldChange } from "#domain/booking-change.ts";
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
import { clockTime, fullName, visitDay } from "#workers/mail/format.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";
import { lookupBlocks, signOffBlocks, touristMailOf } from "./decision-mail.ts";
import { type BookingForMail, pricesBlock, touristCopy } from "./request-mail.ts";

/** One side of a change as the guest reads it: dates with their weekday, times as HH:MM, "—" for nothing. */
function sideText(booking: BookingForMail, change: FieldChange, value: string): string {
  if (value === "") return "—";
  if (change.field === "date") return visitDay(booking.locale, value);
  if (change.field === "start_time") return clockTime(value);
  return value;
}

function changeFacts(booking: BookingForMail, preview: ChangePreview, locale = booking.locale): Fact[] {
  const i18n = translator(locale);
  return preview.changes.map((change) => {
    const before = sideText({ ...booking, locale }, change, change.before);
    const after = sideText({ ...booking, locale }, change, change.after);
    return { label: i18n._(CHANGED_FIELD_LABELS[change.field]), value: i18n._(msg`${before} → now ${after}`) };
  });
}

/** What the change does to the total, in the booking's currency. */
function totalText(booking: BookingForMail, preview: ChangePreview): string {
  const i18n = translator(booking.locale);
  const total = money(booking.locale, booking.currency, preview.newTotalMinor);
  const difference = money(booking.locale, booking.currency, Math.abs(preview.differenceMinor));
  if (preview.differenceMinor > 0) return i18n._(msg`The new total is ${total}, ${difference} more than before.`);
  if (preview.differenceMinor < 0) return i18n._(msg`The new total is ${total}, ${difference} less than before.`);
  return i18n._(msg`The total stays ${total}.`);
}

/** The guest's mail: what changed, the new prices and total, the lookup link. `after` is the booking as it now is. */
export function changeMail(
  before: BookingForMail,
  after: BookingForMail,
  preview: ChangePreview,
  operatorEmail: string,
): OutboxMail {
  const i18n = translator(after.locale);
  const tourist = touristCopy(after.locale);
  const { reference } = after;
  const itemName = after.item.name;
  const date = visitDay(after.locale, after.visitDate);
  const blocks: MailBlock[] = [
    { type: "paragraph", text: tourist.greeting },
    {
      type: "paragraph",
      text: i18n._(msg`We have changed your booking ${reference} for ${itemName}. This is what changed:`),
    },
    { type: "facts", facts: changeFacts(before, preview) },
    { type: "paragraph", text: totalText(after, preview) },
    pricesBlock(after, after.locale, tourist.labels.total),
    ...lookupBlocks(after),
    ...signOffBlocks(after, operatorEmail),
  ];
  const subject = i18n._(msg`Your booking ${reference} has changed: ${itemName} on ${date}`);
  return touristMailOf(after, "booking_changed", subject, blocks, operatorEmail);
}

/** The operator's notice of a change the guest made online (Indonesian, as all the operator's mails). */
export function operatorChangeMail(
  before: BookingForMail,
  after: BookingForMail,
  preview: ChangePreview,
  operatorEmail: string,
): OutboxMail {
  const i18n = translator("id");
  const { reference } = after;
  const itemName = after.item.name;
  const date = visitDay("id", after.visitDate);
  const name = fullName(after, "id");
  const subject = headerText(i18n._(msg`Booking ${reference} changed by the guest: ${itemName}, ${date} (${name})`));
  const total = money("id", after.currency, preview.newTotalMinor);
  const blocks: MailBlock[] = [
    {
      type: "paragraph",
      text: i18n._(
        msg`The guest changed this booking on the site. Its seats have moved, and the guest has received an e-mail.`,
      ),
    },
    {
      type: "link",
      label: i18n._(msg`Open this booking in the back office`),
      href: adminBookingUrl(after.siteOrigin, reference),
    },
    { type: "facts", facts: [...changeFacts(before, preview, "id"), { label: i18n._(msg`New total`), value: total }] },
  ];
  return {
    kind: "booking_change_notification",
    to: headerAddress(operatorEmail),
    replyTo: headerAddress(after.email),
    locale: "id",
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: "id", title: subject }),
  };
}

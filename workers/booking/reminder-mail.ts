/**
 * The reminder the day before a confirmed trip, in the language the tourist booked in: when and
 * where they are picked up, what to bring, and the operator's WhatsApp with their reference
 * already typed. Pure, like the other booking mails.
 */
import { msg } from "@lingui/core/macro";
import { referenceChatLink } from "#domain/reference-chat.ts";
import { translator } from "#workers/i18n.ts";
import type { Fact, MailBlock } from "#workers/mail/document.ts";
import { clockTime, visitDay, withoutMissing } from "#workers/mail/format.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";
import { lookupBlocks, signOffBlocks, touristMailOf } from "./decision-mail.ts";
import { type BookingForMail, pricesBlock, touristCopy } from "./request-mail.ts";

/** What the reminder adds to the booking: the activity's own texts in the tourist's language. */
export interface TripDay {
  confirmationId: string | null;
  /** The activity's pickup time text; null for a vehicle, whose pickup is agreed with the tourist. */
  pickupTime: string | null;
  whatToBring: string[];
  whatsappNumber: string;
}

function reminderFacts(booking: BookingForMail, day: TripDay): Fact[] {
  const i18n = translator(booking.locale);
  const labels = touristCopy(booking.locale).labels;
  return withoutMissing([
    day.confirmationId ? { label: i18n._(msg`Booking ID`), value: day.confirmationId } : null,
    { label: i18n._(msg({ context: "mail", message: "Reference" })), value: booking.reference },
    { label: labels.date, value: visitDay(booking.locale, booking.visitDate) },
    booking.startTime ? { label: labels.startTime, value: clockTime(booking.startTime) } : null,
    // A driver's pickup time the tourist chose comes before the activity's pickup text.
    (booking.trip.pickupTime ?? day.pickupTime)
      ? { label: i18n._(msg`Pickup time`), value: booking.trip.pickupTime ?? day.pickupTime ?? "" }
      : null,
    booking.pickupLocation ? { label: labels.pickup, value: booking.pickupLocation } : null,
  ]);
}

export function reminderMail(booking: BookingForMail, day: TripDay, operatorEmail: string): OutboxMail {
  const i18n = translator(booking.locale);
  const tourist = touristCopy(booking.locale);
  const { reference } = booking;
  const itemName = booking.item.name;
  const date = visitDay(booking.locale, booking.visitDate);
  const chat = referenceChatLink(day.whatsappNumber, { kind: "booking", reference }, i18n);
  const blocks: MailBlock[] = [
    { type: "paragraph", text: tourist.greeting },
    {
      type: "paragraph",
      text: i18n._(msg`A reminder of your trip tomorrow, ${date}: ${itemName}. We look forward to seeing you!`),
    },
    { type: "heading", text: i18n._(msg`Your pickup`) },
    { type: "facts", facts: reminderFacts(booking, day) },
    pricesBlock(booking, booking.locale, tourist.labels.total),
    ...(day.whatToBring.length > 0
      ? ([
          { type: "heading", text: i18n._(msg`What to bring`) },
          { type: "list", items: day.whatToBring },
        ] satisfies MailBlock[])
      : []),
    { type: "heading", text: i18n._(msg`On the day`) },
    {
      type: "paragraph",
      text: i18n._(msg`Running late, or cannot find your driver? Message us on WhatsApp and mention your reference.`),
    },
    { type: "link", label: i18n._(msg`Chat with us on WhatsApp`), href: chat },
    ...lookupBlocks(booking),
    ...signOffBlocks(booking, operatorEmail),
  ];
  const subject = i18n._(msg`Reminder: ${itemName} tomorrow, ${date} (booking ${reference})`);
  return touristMailOf(booking, "booking_reminder", subject, blocks, operatorEmail);
}

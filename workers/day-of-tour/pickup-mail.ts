/**
 * The "your pickup time" mail (issue 40, item 1; decision 0075): the day before, from REMINDER_HOUR
 * in Bali, each confirmed booking of the next day that is picked up from an area gets its pickup
 * time through the outbox, in the language it was booked in. The outbox row names the pickup
 * ("YYYY-MM-DD HH:MM"); the unique index of migration 0048 keeps it to one per booking and pickup,
 * so two runs mail it once, and a changed pickup time is mailed again, the next run.
 */
import { msg } from "@lingui/core/macro";
import { referenceChatLink } from "#domain/reference-chat.ts";
import { lookupBlocks, signOffBlocks, touristMailOf } from "#workers/booking/decision-mail.ts";
import { forMail } from "#workers/booking/decisions.ts";
import { reminderDate } from "#workers/booking/reminders.ts";
import { type BookingForMail, touristCopy } from "#workers/booking/request-mail.ts";
import { type BookingViewRow, bookingViewOf, bookingViewSql } from "#workers/booking/view.ts";
import { siteConfig } from "#workers/config.ts";
import { translator } from "#workers/i18n.ts";
import type { MailBlock } from "#workers/mail/document.ts";
import { clockTime, visitDay, withoutMissing } from "#workers/mail/format.ts";
import { mailColumns, type OutboxMail } from "#workers/mail/outbox.ts";
import { rowsOf } from "#workers/sql.ts";

/** Bookings a run takes on; the next run, five minutes later, takes the rest. */
const PER_RUN = 40;

/** What `?3`'s pickup is called in mail_outbox.reminder_for. */
const PICKUP_KEY = "b.visit_date || ' ' || b.pickup_time";

const DUE = `b.visit_date = ?2 AND b.status = 'confirmed' AND b.pickup_area_id IS NOT NULL AND b.pickup_time IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.booking_id = b.id AND o.kind = 'pickup_time'
    AND o.reminder_for = ${PICKUP_KEY})
  ORDER BY b.id LIMIT ${PER_RUN}`;

interface AreaNameRow {
  id: number;
  area_name: string | null;
}

/** The pickup area's name of bookings `b` in the booking's own language. */
const AREA_NAMES_SQL = `SELECT b.id, (SELECT x.name FROM pickup_area_translations x WHERE x.area_id = b.pickup_area_id
    ORDER BY x.locale = b.locale DESC, x.locale = 'id' DESC LIMIT 1) AS area_name
  FROM bookings b WHERE ${DUE}`;

export interface PickupDay {
  pickupTime: string;
  areaName: string;
  confirmationId: string | null;
  whatsappNumber: string;
}

/** The mail itself, pure like the other booking mails. */
export function pickupTimeMail(booking: BookingForMail, day: PickupDay, operatorEmail: string): OutboxMail {
  const i18n = translator(booking.locale);
  const labels = touristCopy(booking.locale).labels;
  const { reference } = booking;
  const itemName = booking.item.name;
  const time = clockTime(day.pickupTime);
  const date = visitDay(booking.locale, booking.visitDate);
  const area = day.areaName;
  const blocks: MailBlock[] = [
    { type: "paragraph", text: touristCopy(booking.locale).greeting },
    {
      type: "paragraph",
      text: i18n._(
        msg`Tomorrow, ${date}, our driver picks you up at ${time} for ${itemName}. Please be ready in your hotel's lobby a few minutes before.`,
      ),
    },
    {
      type: "facts",
      facts: withoutMissing([
        day.confirmationId ? { label: i18n._(msg`Booking ID`), value: day.confirmationId } : null,
        { label: i18n._(msg({ context: "mail", message: "Reference" })), value: reference },
        { label: i18n._(msg`Pickup time`), value: time },
        { label: i18n._(msg`Pickup area`), value: area },
        booking.pickupLocation ? { label: labels.pickup, value: booking.pickupLocation } : null,
        booking.startTime ? { label: labels.startTime, value: clockTime(booking.startTime) } : null,
      ]),
    },
    {
      type: "paragraph",
      text: i18n._(msg`Running late, or cannot find your driver? Message us on WhatsApp and mention your reference.`),
    },
    {
      type: "link",
      label: i18n._(msg`Chat with us on WhatsApp`),
      href: referenceChatLink(day.whatsappNumber, { kind: "booking", reference }, i18n),
    },
    ...lookupBlocks(booking),
    ...signOffBlocks(booking, operatorEmail),
  ];
  const subject = i18n._(msg`Your pickup time tomorrow: ${time} (booking ${reference})`);
  return touristMailOf(booking, "pickup_time", subject, blocks, operatorEmail);
}

/**
 * Queues the mail of booking `bookingId` for the pickup time it was written with: nothing once the
 * booking is no longer confirmed or its time has moved on (the next run mails the new one), and
 * nothing for a pickup already mailed (OR IGNORE on the unique index: the run's others still go).
 */
function pickupMailStatement(db: D1Database, mail: OutboxMail, bookingId: number, pickupTime: string) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, booking_id,
         mailbox, reminder_for)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, b.id, ?8, ${PICKUP_KEY} FROM bookings b
       WHERE b.id = ?9 AND b.status = 'confirmed' AND b.pickup_time = ?10`,
    )
    .bind(...mailColumns(mail), bookingId, pickupTime);
}

/** Queues the pickup mails due at `now`; answers how many were queued. */
export async function queuePickupMails(env: Env, now: Date): Promise<number> {
  const date = reminderDate(now);
  if (!date) return 0;
  const db = env.DB;
  const [bookings, areas] = await db.batch([
    db.prepare(bookingViewSql(DUE)).bind(null, date),
    db.prepare(AREA_NAMES_SQL).bind(null, date),
  ]);
  const config = siteConfig(env);
  const areaOf = new Map(rowsOf<AreaNameRow>(areas).map((row) => [row.id, row.area_name ?? ""]));
  const statements = rowsOf<BookingViewRow>(bookings).flatMap((row) => {
    const booking = bookingViewOf(row);
    const pickupTime = booking.trip.pickupTime;
    if (!pickupTime) return [];
    const day = {
      pickupTime,
      areaName: areaOf.get(booking.id) ?? "",
      confirmationId: booking.confirmationId,
      whatsappNumber: config.whatsappNumber,
    };
    const mail = pickupTimeMail(forMail(booking, { config }), day, config.operatorEmail);
    return [pickupMailStatement(db, mail, booking.id, pickupTime)];
  });
  if (statements.length === 0) return 0;
  const results = await db.batch(statements);
  return results.filter((result) => result.meta.changes > 0).length;
}

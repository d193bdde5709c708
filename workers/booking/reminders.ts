/**
 * The day-before reminders, queued by the cron trigger (workers/app.ts): from REMINDER_HOUR in
 * Bali, each confirmed booking of the next day gets its reminder in the outbox. Each booking's
 * outbox row and its `reminded_at` are written in one D1 batch, the row only while `reminded_at`
 * is empty, so two runs (one after the other, or at the same time) queue it once. A change that
 * moves the booking empties `reminded_at` and drops a reminder still waiting (booking-change.ts), so
 * the new start is reminded of once, and no start twice (decision 0068).
 */
import { addDays } from "#domain/availability.ts";
import { baliDateTime } from "#domain/bali-time.ts";
import { REMINDER_HOUR } from "#domain/business.ts";
import { siteConfig } from "#workers/config.ts";
import { outboxStatementForReminder } from "#workers/mail/outbox.ts";
import { rowsOf } from "#workers/sql.ts";
import { forMail } from "./decisions.ts";
import { reminderMail } from "./reminder-mail.ts";
import {
  type BookingViewRow,
  bookingViewOf,
  bookingViewSql,
  type DayTextsRow,
  dayTextsOf,
  dayTextsSql,
} from "./view.ts";

/** Bookings a run takes on; the next run, five minutes later, takes the rest. */
const PER_RUN = 40;

const DUE = `b.visit_date = ?2 AND b.status = 'confirmed' AND b.reminded_at IS NULL ORDER BY b.id LIMIT ${PER_RUN}`;

/** The date whose reminders are due at `now`, or null before REMINDER_HOUR in Bali. */
export function reminderDate(now: Date): string | null {
  const bali = baliDateTime(now);
  return Number(bali.slice(11, 13)) >= REMINDER_HOUR ? addDays(bali.slice(0, 10), 1) : null;
}

/** Queues the reminders due at `now`; answers how many were queued. */
export async function queueReminders(env: Env, now: Date): Promise<number> {
  const date = reminderDate(now);
  if (!date) return 0;
  const db = env.DB;
  const [bookings, days] = await db.batch([
    db.prepare(bookingViewSql(DUE)).bind(null, date),
    db.prepare(dayTextsSql(DUE)).bind(null, date),
  ]);
  const config = siteConfig(env);
  const dayOf = new Map(rowsOf<DayTextsRow>(days).map((row) => [row.id, row]));
  const statements = rowsOf<BookingViewRow>(bookings).flatMap((row) => {
    const booking = bookingViewOf(row);
    const { pickupTime, whatToBring } = dayTextsOf(dayOf.get(booking.id));
    const mail = reminderMail(
      forMail(booking, { config }),
      { confirmationId: booking.confirmationId, pickupTime, whatToBring, whatsappNumber: config.whatsappNumber },
      config.operatorEmail,
    );
    return [
      outboxStatementForReminder(db, mail, booking.id),
      db
        .prepare("UPDATE bookings SET reminded_at = ?2 WHERE id = ?1 AND status = 'confirmed' AND reminded_at IS NULL")
        .bind(booking.id, now.toISOString()),
    ];
  });
  if (statements.length === 0) return 0;
  const results = await db.batch(statements);
  // D1 counts the rows a statement's triggers write too: any change means the booking's own.
  return results.filter((result, index) => index % 2 === 0 && result.meta.changes > 0).length;
}

/**
 * The mail outbox: messages are written to D1 in the same batch as what caused them, so a booking
 * never exists without its e-mails (nor e-mails without a booking), and a sender delivers them
 * afterwards, retrying until they are out.
 */

import { mailboxOf } from "#domain/email.ts";
import type { Locale } from "#domain/locale.ts";
import { headerAddress, headerText } from "./document.ts";
import { type DeliveryReport, deliverPending, errorText } from "./sender.ts";
import { mailTransport } from "./transport.ts";

export type OutboxMailKind =
  | "booking_received"
  | "booking_notification"
  | "booking_confirmed"
  | "booking_declined"
  | "booking_cancelled"
  | "booking_changed"
  | "booking_change_notification"
  | "booking_cancellation_notification"
  | "booking_reminder"
  | "pickup_time"
  | "trip_received"
  | "trip_notification"
  | "trip_quote"
  | "trip_changes_requested"
  | "trip_accepted"
  | "trip_accepted_notification"
  | "email_verification"
  | "newsletter_confirmation"
  | "password_reset"
  | "team_invitation"
  | "review_request";

/** One message as it waits in the outbox. */
export interface OutboxMail {
  kind: OutboxMailKind;
  to: string;
  /** Where a reply should go: the operator for the tourist's mail, the tourist for the operator's. */
  replyTo?: string;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

/**
 * What every queued mail binds as ?1-?8: its columns, and the mailbox it goes to (for the daily
 * budget of workers/mail/budget.ts). Each statement's own parameters come from ?9.
 */
export function mailColumns(mail: OutboxMail): (string | null)[] {
  return [
    mail.kind,
    headerAddress(mail.to),
    mail.replyTo ? headerAddress(mail.replyTo) : null,
    mail.locale,
    headerText(mail.subject),
    mail.text,
    mail.html,
    mailboxOf(mail.to),
  ];
}

/**
 * Queues `mail` for the booking with `reference`. The INSERT … SELECT writes nothing when no
 * such booking exists, so in the same D1 batch as the booking insert it cannot leave an orphan.
 * With `onlyWhileStatus`, nothing either unless the booking still has that status: placed before
 * the UPDATE that changes the status, in the same batch, the mail is queued exactly when the
 * change happens, and a second confirmation queues nothing.
 */
export function outboxStatementForBooking(
  db: D1Database,
  mail: OutboxMail,
  reference: string,
  onlyWhileStatus?: string,
): D1PreparedStatement {
  const whileStatus = onlyWhileStatus === undefined ? "" : "AND status = ?10";
  return bookingMailStatement(db, mail, `reference = ?9 ${whileStatus}`, [
    reference,
    ...(onlyWhileStatus === undefined ? [] : [onlyWhileStatus]),
  ]);
}

/**
 * Queues the day-before reminder of the booking with `bookingId` while it is still confirmed and
 * not yet reminded: in the batch that then sets `reminded_at`, a second run queues nothing. The row
 * names the start it reminds of; the unique index of migration 0046 keeps it to one per start, so a
 * booking moved back to a start it was reminded of is not reminded twice (OR IGNORE: the run's
 * other reminders still go).
 */
export function outboxStatementForReminder(db: D1Database, mail: OutboxMail, bookingId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, booking_id,
         mailbox, reminder_for)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, id, ?8, visit_date || ' ' || coalesce(start_time, '') FROM bookings
       WHERE id = ?9 AND status = 'confirmed' AND reminded_at IS NULL`,
    )
    .bind(...mailColumns(mail), bookingId);
}

/**
 * Drops the reminder and the pickup-time mail of the booking with `bookingId` that wait to be sent:
 * in the batch of a change that moves the booking's start, they would tell the guest of the old one
 * (decisions 0068, 0076).
 */
export function pendingReminderDropped(db: D1Database, bookingId: number): D1PreparedStatement {
  return db
    .prepare(
      "DELETE FROM mail_outbox WHERE booking_id = ?1 AND kind IN ('booking_reminder', 'pickup_time') AND status = 'pending'",
    )
    .bind(bookingId);
}

/** Queues `mail` for the booking that `where` (on bookings, parameters from ?9) finds, if it finds one. */
function bookingMailStatement(
  db: D1Database,
  mail: OutboxMail,
  where: string,
  params: (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, booking_id, mailbox)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, id, ?8 FROM bookings WHERE ${where}`,
    )
    .bind(...mailColumns(mail), ...params);
}

/**
 * Queues `mail` for the trip with `reference`: in the same batch as the trip's insert, nothing is
 * queued when the insert wrote nothing, as outboxStatementForBooking does for a booking.
 */
export function outboxStatementForTrip(db: D1Database, mail: OutboxMail, reference: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, trip_id, mailbox)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, id, ?8 FROM trips WHERE reference = ?9`,
    )
    .bind(...mailColumns(mail), reference);
}

/**
 * Queues `mail` for the account whose address is still unproven and is the mail's recipient: in
 * the same batch as the account's insert, nothing is queued if the insert fails.
 */
export function outboxStatementForUnverifiedAccount(db: D1Database, mail: OutboxMail): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, mailbox)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM users WHERE email = ?2 AND email_verified_at IS NULL`,
    )
    .bind(...mailColumns(mail));
}

/**
 * Queues `mail` for the open invitation whose token has the hash `tokenHash`: in the same batch as
 * the invitation's insert, nothing is queued if the insert fails.
 */
export function outboxStatementForInvitation(db: D1Database, mail: OutboxMail, tokenHash: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, mailbox)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM team_invitations
       WHERE token_hash = ?9 AND accepted_at IS NULL AND withdrawn_at IS NULL`,
    )
    .bind(...mailColumns(mail), tokenHash);
}

/**
 * Queues `mail` for the password reset link whose token has the hash `tokenHash`: in the batch
 * that stores the link, nothing is queued when the link was not stored (no such account, or the
 * mailbox's budget is spent).
 */
export function outboxStatementForPasswordReset(
  db: D1Database,
  mail: OutboxMail,
  tokenHash: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, mailbox)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM password_resets WHERE token_hash = ?9`,
    )
    .bind(...mailColumns(mail), tokenHash);
}

/**
 * Queues `mail` for the newsletter subscriber it goes to while the subscription is still pending
 * and `condition` (SQL on the batch's state, parameters from ?9) holds: in the batch that stores
 * the subscription and its tokens, under the same condition.
 */
export function outboxStatementForPendingSubscriber(
  db: D1Database,
  mail: OutboxMail,
  condition: string,
  params: (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, mailbox)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM subscribers
       WHERE email = ?2 AND confirmed_at IS NULL AND ${condition}`,
    )
    .bind(...mailColumns(mail), ...params);
}

/** As deliverSoon, for the messages waiting for one address (an account's verification link). */
export function deliverToSoon(env: Env, ctx: ExecutionContext, address: string): void {
  const deliver = async () => {
    await deliverPending(env.DB, mailTransport(env), { clock: () => new Date(), limit: 5, to: headerAddress(address) });
  };
  ctx.waitUntil(deliver().catch((error: unknown) => console.error(`Delivering mail failed: ${errorText(error)}`)));
}

/**
 * Tries to send the booking's (or trip's) messages right after the response, so the tourist's mail usually
 * arrives within seconds; whatever fails stays pending for the scheduled sender to retry.
 */
export function deliverSoon(env: Env, ctx: ExecutionContext, reference: string): void {
  const deliver = async () => {
    await deliverPending(env.DB, mailTransport(env), { clock: () => new Date(), limit: 10, reference });
  };
  // The booking is saved whatever happens here: a failure only leaves the rows for the cron.
  ctx.waitUntil(
    deliver().catch((error: unknown) =>
      console.error(`Delivering the mail of booking ${reference} failed: ${errorText(error)}`),
    ),
  );
}

/** What the cron trigger runs every five minutes. */
export async function deliverDueMail(env: Env): Promise<DeliveryReport> {
  return deliverPending(env.DB, mailTransport(env), { clock: () => new Date(), limit: 50 });
}

/**
 * The sender: delivers due messages from the mail outbox through a transport, at least once,
 * retrying failures with a growing wait and never deleting a row. Runs from the cron trigger and
 * right after a booking (deliverSoon in workers/mail/outbox.ts).
 */
import type { MailTransport, OutgoingMail } from "./transport.ts";

export interface DeliveryOptions {
  now: Date;
  /** How many due messages one run sends at most. */
  limit: number;
  /** Only this booking's or trip's messages (right after the request); all due messages when left out. */
  reference?: string;
  /** Only the messages to this address. */
  to?: string;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** After this many tries a message is marked failed and left in the outbox for a person to look at. */
export const MAX_ATTEMPTS = 8;
/** Waits after the 1st, 2nd, … failed try; the last one repeats. */
const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 360, 720];
/**
 * A claimed row is not due again before this: long enough for any send to finish, short enough
 * that a sender which died mid-run (CPU limit, deploy) only delays the message.
 */
const LEASE_MINUTES = 10;
const MAX_ERROR_LENGTH = 500;

export function retryDelayMinutes(attempts: number): number {
  return RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1] ?? 1;
}

function minutesAfter(date: Date, minutes: number): string {
  return new Date(date.getTime() + minutes * 60_000).toISOString();
}

interface ClaimedRow {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  body_html: string;
  attempts: number;
  /** The next_attempt_at this claim set: only the sender holding it may record the outcome. */
  lease: string;
}

const CLAIMED_COLUMNS = "id, to_address, reply_to, subject, body_text, body_html, attempts, next_attempt_at AS lease";

/**
 * Takes due rows in one statement: moving next_attempt_at past the lease makes them not due for
 * any other sender, and D1 runs one statement at a time, so two senders never get the same row.
 * The try is counted here, so a sender that dies mid-send still uses up an attempt.
 */
async function claimDueMail(db: D1Database, { now, limit, reference, to }: DeliveryOptions): Promise<ClaimedRow[]> {
  const ofBooking =
    reference === undefined
      ? ""
      : `AND (booking_id = (SELECT id FROM bookings WHERE reference = ?4)
           OR trip_id = (SELECT id FROM trips WHERE reference = ?4))`;
  const toAddress = to === undefined ? "" : "AND to_address = ?5";
  const statement = db
    .prepare(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_attempt_at = ?1, next_attempt_at = ?2
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= ?1 ${ofBooking} ${toAddress}
         ORDER BY next_attempt_at, id LIMIT ?3)
       RETURNING ${CLAIMED_COLUMNS}`,
    )
    .bind(
      now.toISOString(),
      minutesAfter(now, LEASE_MINUTES),
      limit,
      // SQLite counts parameters up to the highest number used: ?5 needs ?4 bound, if only to null.
      ...(reference === undefined && to === undefined ? [] : [reference ?? null]),
      ...(to === undefined ? [] : [to]),
    );
  const { results } = await statement.all<ClaimedRow>();
  return results.sort((a, b) => a.id - b.id);
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * A sender that outlived its lease (it hung past LEASE_MINUTES and another sender took the row
 * over) must not overwrite the newer outcome.
 */
const WHERE_CLAIM_HELD = "WHERE id = ?1 AND status = 'pending' AND next_attempt_at = ?2";

async function markSent(db: D1Database, row: ClaimedRow, now: Date): Promise<void> {
  await db
    .prepare(`UPDATE mail_outbox SET status = 'sent', sent_at = ?3, last_error = NULL ${WHERE_CLAIM_HELD}`)
    .bind(row.id, row.lease, now.toISOString())
    .run();
}

/** Schedules the next try with a growing wait, or gives up after MAX_ATTEMPTS; the row always stays. */
async function markFailedAttempt(
  db: D1Database,
  row: ClaimedRow,
  now: Date,
  error: unknown,
): Promise<"retrying" | "failed"> {
  const outcome = row.attempts >= MAX_ATTEMPTS ? "failed" : "retrying";
  await db
    .prepare(`UPDATE mail_outbox SET status = ?3, next_attempt_at = ?4, last_error = ?5 ${WHERE_CLAIM_HELD}`)
    .bind(
      row.id,
      row.lease,
      outcome === "failed" ? "failed" : "pending",
      minutesAfter(now, retryDelayMinutes(row.attempts)),
      errorText(error),
    )
    .run();
  const log = outcome === "failed" ? console.error : console.warn;
  log(`Mail ${row.id} not sent (try ${row.attempts} of ${MAX_ATTEMPTS}, ${outcome}): ${errorText(error)}`);
  return outcome;
}

function toOutgoing(row: ClaimedRow): OutgoingMail {
  return {
    outboxId: row.id,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
  };
}

/** Sends the due messages one after another and records each outcome right after its send. */
export async function deliverPending(
  db: D1Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (const row of await claimDueMail(db, options)) {
    try {
      await transport.send(toOutgoing(row));
    } catch (error) {
      report[await markFailedAttempt(db, row, options.now, error)] += 1;
      continue;
    }
    await markSent(db, row, options.now);
    report.sent += 1;
  }
  return report;
}

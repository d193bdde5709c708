/**
 * The sender: delivers due messages from the mail outbox through a transport, at least once,
 * retrying failures with a growing wait and never deleting a row. Runs from the cron trigger and
 * right after a booking (deliverSoon in workers/mail/outbox.ts). What at-least-once costs:
 * docs/decisions/0036-mail-at-least-once.md.
 */
import { type MailTransport, type OutgoingMail, SEND_TIMEOUT_MS } from "./transport.ts";

export interface DeliveryOptions {
  /**
   * The time now, read at each claim and each settle: a run of many slow sends must not stamp a
   * late claim with its start time, or the row's lease would already be over.
   */
  clock: () => Date;
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
 * A claimed row is not due again before this: the transport gives up on a send after
 * SEND_TIMEOUT_MS, and the settle that follows is one D1 write, so a live sender has always
 * settled by then. A sender that died mid-send (CPU limit, deploy, kill) holds its one row no longer.
 */
export const LEASE_MS = SEND_TIMEOUT_MS + 10_000;
const MAX_ERROR_LENGTH = 500;

export function retryDelayMinutes(attempts: number): number {
  return RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1] ?? 1;
}

function minutesAfter(date: Date, minutes: number): string {
  return new Date(date.getTime() + minutes * 60_000).toISOString();
}

function leaseEnd(date: Date): string {
  return new Date(date.getTime() + LEASE_MS).toISOString();
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
 * Records the attempt on the next due row before it is sent: one statement counts the try and
 * moves next_attempt_at past the lease, so it is not due for any other sender (D1 runs one
 * statement at a time). One row per claim, so a sender that dies holds only the row it was
 * sending, never the ones it had not reached yet.
 */
async function claimNextDue(
  db: D1Database,
  { reference, to }: Pick<DeliveryOptions, "reference" | "to">,
  now: Date,
): Promise<ClaimedRow | null> {
  const ofBooking =
    reference === undefined
      ? ""
      : `AND (booking_id = (SELECT id FROM bookings WHERE reference = ?3)
           OR trip_id = (SELECT id FROM trips WHERE reference = ?3))`;
  const toAddress = to === undefined ? "" : "AND to_address = ?4";
  return db
    .prepare(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_attempt_at = ?1, next_attempt_at = ?2
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= ?1 ${ofBooking} ${toAddress}
         ORDER BY next_attempt_at, id LIMIT 1)
       RETURNING ${CLAIMED_COLUMNS}`,
    )
    .bind(
      now.toISOString(),
      leaseEnd(now),
      // SQLite counts parameters up to the highest number used: ?4 needs ?3 bound, if only to null.
      ...(reference === undefined && to === undefined ? [] : [reference ?? null]),
      ...(to === undefined ? [] : [to]),
    )
    .first<ClaimedRow>();
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * A sender that outlived its lease (it hung past LEASE_MS and another sender took the row over)
 * must not overwrite the newer outcome.
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

/**
 * Sends due messages one after another: each is claimed (its attempt recorded) right before its
 * send and settled right after it, so a crash leaves at most one row in doubt.
 */
export async function deliverPending(
  db: D1Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const { clock } = options;
  for (let count = 0; count < options.limit; count += 1) {
    const row = await claimNextDue(db, options, clock());
    if (row === null) break;
    try {
      await transport.send(toOutgoing(row));
    } catch (error) {
      report[await markFailedAttempt(db, row, clock(), error)] += 1;
      continue;
    }
    await markSent(db, row, clock());
    report.sent += 1;
  }
  return report;
}

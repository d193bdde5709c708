/**
 * GetYourGuide's notify-availability-update, sent from an outbox as mail is (decision 0072). The
 * triggers of migration 0049 queue a row whenever seats move on a date a GetYourGuide channel sells
 * (a booking from any channel, a cancellation, a hold, a closed date, a capacity edit); the cron
 * claims the due rows one at a time, reads the seats as they are at that moment, POSTs them to
 * GetYourGuide with Basic auth, and retries a failure with a growing wait. A change that comes in
 * while a row is being sent keeps the row pending, so the newer seats are sent too.
 */
import { addDays } from "#domain/availability.ts";
import { baliToday, laterDay } from "#domain/bali-time.ts";
import type { GygAvailabilityUpdate } from "#domain/getyourguide.ts";
import { type GetYourGuideConfig, siteConfig } from "#workers/config.ts";
import { errorText, MAX_ATTEMPTS, retryDelayMinutes } from "#workers/mail/sender.ts";
import { BOOKING_LOCALE } from "./channel-holds.ts";
import { gygAvailability, gygProductsOf } from "./gyg-supplier.ts";
import { channelItems, departures, type ItemKind } from "./octo-catalogue.ts";

/** A rule change (visit_date '') tells GetYourGuide of this many days ahead. */
export const RULE_CHANGE_DAYS = 62;
const SEND_TIMEOUT_MS = 10_000;
/** A claimed row is not due again before this: longer than any send of its products. */
const LEASE_MS = 5 * 60_000;

export interface NotificationReport {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedRow {
  id: number;
  channel_id: number;
  item_kind: ItemKind;
  item_id: number;
  visit_date: string;
  attempts: number;
  changed_at: string;
  lease: string;
}

async function claimNextDue(db: D1Database, now: Date): Promise<ClaimedRow | null> {
  return db
    .prepare(
      `UPDATE channel_notifications SET attempts = attempts + 1, last_attempt_at = ?1, next_attempt_at = ?2
       WHERE id = (SELECT id FROM channel_notifications WHERE status = 'pending' AND next_attempt_at <= ?1
         ORDER BY next_attempt_at, id LIMIT 1)
       RETURNING id, channel_id, item_kind, item_id, visit_date, attempts, changed_at, next_attempt_at AS lease`,
    )
    .bind(now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString())
    .first<ClaimedRow>();
}

/** The updates of the row's item: one per GetYourGuide product (a package, or the vehicle), with the seats of now. */
async function updatesOf(db: D1Database, row: ClaimedRow, now: Date): Promise<GygAvailabilityUpdate[]> {
  const [item] = await channelItems(db, row.channel_id, BOOKING_LOCALE, { kind: row.item_kind, itemId: row.item_id });
  if (!item) return [];
  const today = baliToday(now);
  const from = row.visit_date || today;
  const to = row.visit_date || addDays(today, RULE_CHANGE_DAYS - 1);
  if (to < today) return [];
  const found = await departures(db, item, laterDay(from, today), to, now);
  return gygProductsOf(item).map((product) => ({
    data: {
      productId: product.productId,
      availabilities: found.map((departure) => gygAvailability(product, departure)),
    },
  }));
}

async function post(config: GetYourGuideConfig, update: GygAvailabilityUpdate): Promise<void> {
  const response = await fetch(config.notifyUrl ?? "", {
    method: "POST",
    headers: {
      authorization: `Basic ${btoa(config.credentials ?? "")}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify(update),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GetYourGuide answered ${response.status}: ${text.slice(0, 200)}`);
  // GetYourGuide's errors come with a 200 too: `{ errorCode, errorMessage }`.
  const body = (() => {
    try {
      return JSON.parse(text) as { errorCode?: string; errorMessage?: string };
    } catch {
      return {};
    }
  })();
  if (body.errorCode) throw new Error(`GetYourGuide refused: ${body.errorCode} ${body.errorMessage ?? ""}`.trim());
}

const WHERE_CLAIM_HELD = "WHERE id = ?1 AND status = 'pending' AND next_attempt_at = ?2";

async function settle(db: D1Database, row: ClaimedRow, now: Date, error: unknown): Promise<keyof NotificationReport> {
  if (error === null) {
    // Sent: done, unless seats moved again meanwhile; then it is due again at once.
    const done = await db
      .prepare(
        `UPDATE channel_notifications SET status = 'sent', sent_at = ?3, last_error = NULL
         ${WHERE_CLAIM_HELD} AND changed_at = ?4`,
      )
      .bind(row.id, row.lease, now.toISOString(), row.changed_at)
      .run();
    if ((done.meta.changes ?? 0) === 0) {
      await db
        .prepare(`UPDATE channel_notifications SET attempts = 0, next_attempt_at = ?3 ${WHERE_CLAIM_HELD}`)
        .bind(row.id, row.lease, now.toISOString())
        .run();
    }
    return "sent";
  }
  const failed = row.attempts >= MAX_ATTEMPTS;
  const next = new Date(now.getTime() + retryDelayMinutes(row.attempts) * 60_000).toISOString();
  await db
    .prepare(`UPDATE channel_notifications SET status = ?3, next_attempt_at = ?4, last_error = ?5 ${WHERE_CLAIM_HELD}`)
    .bind(row.id, row.lease, failed ? "failed" : "pending", next, errorText(error))
    .run();
  return failed ? "failed" : "retrying";
}

/**
 * What the cron runs: sends the due notifications, at most `limit`. Sends nothing while
 * GYG_NOTIFY_URL or its credentials are not configured: the rows wait for them.
 */
export async function deliverGygNotifications(
  env: Env,
  { clock = () => new Date(), limit = 50 }: { clock?: () => Date; limit?: number } = {},
): Promise<NotificationReport> {
  const report: NotificationReport = { sent: 0, retrying: 0, failed: 0 };
  const config = siteConfig(env).getYourGuide;
  if (!config.notifyUrl || !config.credentials) return report;
  for (let count = 0; count < limit; count += 1) {
    const row = await claimNextDue(env.DB, clock());
    if (!row) break;
    let failure: unknown = null;
    try {
      for (const update of await updatesOf(env.DB, row, clock())) await post(config, update);
    } catch (error) {
      failure = error;
    }
    report[await settle(env.DB, row, clock(), failure)] += 1;
  }
  return report;
}

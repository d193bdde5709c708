/**
 * Counting the daily budget of domain/mail-budget.ts: the outbox rows of the budgeted kinds that
 * went to one mailbox since the start of Bali's day. The SQL is placed inside each write's own
 * WHERE, so two requests at once cannot both slip under the budget.
 */
import { msg } from "@lingui/core/macro";
import { baliDayStart } from "#domain/bali-time.ts";
import { mailboxOf } from "#domain/email.ts";
import { BUDGETED_MAIL_KINDS, RECEIVED_MAILS_PER_DAY } from "#domain/mail-budget.ts";

/** What a request that would go past the budget answers (429), in the page's language. */
export const MAIL_BUDGET_SPENT = msg`This e-mail address has had all the mails we send it in a day. Please reply to one of our e-mails or try again tomorrow.`;

const KINDS = BUDGETED_MAIL_KINDS.map((kind) => `'${kind}'`).join(", ");

/** The day's budgeted mails to the mailbox bound at `mailbox` since `since` (SQL parameters, e.g. "?26"). */
export function budgetSpentSql(mailbox: string, since: string): string {
  return `(SELECT count(*) FROM mail_outbox WHERE mailbox = ${mailbox} AND kind IN (${KINDS}) AND created_at >= ${since})`;
}

/** Whether `email`'s mailbox may still be sent one budgeted mail today. */
export async function hasMailBudgetLeft(db: D1Database, email: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare(`SELECT ${budgetSpentSql("?1", "?2")} AS spent`)
    .bind(mailboxOf(email), baliDayStart(now))
    .first<{ spent: number }>();
  return (row?.spent ?? 0) < RECEIVED_MAILS_PER_DAY;
}

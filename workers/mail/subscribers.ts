import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { baliDayStart } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import { mailboxOf } from "#domain/email.ts";
import { ACCOUNT_PROBLEM_MESSAGES, FORM_UNREADABLE } from "#domain/inputs/account-messages.ts";
import { objectBody } from "#domain/inputs/fields.ts";
import { parseSubscription } from "#domain/inputs/subscribe.ts";
import type { Locale } from "#domain/locale.ts";
import { RECEIVED_MAILS_PER_DAY } from "#domain/mail-budget.ts";
import { HttpError } from "#workers/http.ts";
import { translate, translator } from "#workers/i18n.ts";
import { clientIp, hitStatement, isOverLimit, type Limit } from "#workers/rate-limits.ts";
import { firstRow } from "#workers/sql.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";
import { budgetSpentSql } from "./budget.ts";
import { type MailBlock, renderHtml, renderText } from "./document.ts";
import { type OutboxMail, outboxStatementForPendingSubscriber } from "./outbox.ts";
import { departureStatement } from "./subscriber-list.ts";

/** Room for a family subscribing a few addresses; a script filling the table with strangers' addresses stops here. */
const SUBSCRIPTIONS_PER_IP = 10;
const TEN_MINUTES = 10 * 60;
/** How long the confirmation link works: a mail read after a week-long trip still confirms. */
export const CONFIRM_LINK_DAYS = 7;

export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export const SUBSCRIBER_MESSAGES = {
  tooMany: msg`Too many subscriptions from your connection. Please try again in a few minutes.`,
} as const;

export interface Subscription {
  email: string;
  locale: Locale;
}

/** `{ email }`: required and an e-mail address (spec section 5), with the sign-in form's messages. */
export function readSubscriber(input: unknown, locale: Locale): string {
  const fields = objectBody(input);
  if (fields instanceof type.errors) throw new HttpError(422, translate(locale, FORM_UNREADABLE));
  const parsed = parseSubscription(fields);
  if (parsed.ok) return parsed.value.email;
  const [, problem = "emailInvalid"] = parsed.problems[0] ?? [];
  const message = translate(locale, ACCOUNT_PROBLEM_MESSAGES[problem]);
  throw new HttpError(422, message, { email: [message] });
}

/** The confirmation mail, in the language the address subscribed in, with its unsubscribe link. */
export function confirmationMail(
  email: string,
  locale: Locale,
  links: { confirm: string; unsubscribe: string },
): OutboxMail {
  const i18n = translator(locale);
  const subject = i18n._(msg`Confirm your subscription to the ${SITE_NAME} newsletter`);
  const blocks: MailBlock[] = [
    // Our own words only: the mail goes to whatever address was typed.
    { type: "paragraph", text: i18n._(msg`Hello,`) },
    {
      type: "paragraph",
      text: i18n._(
        msg`Someone, hopefully you, asked for the ${SITE_NAME} newsletter at this address. Please confirm by opening the link below and pressing its button. It works for ${CONFIRM_LINK_DAYS} days.`,
      ),
    },
    { type: "link", label: i18n._(msg`Confirm my subscription`), href: links.confirm },
    {
      type: "paragraph",
      text: i18n._(msg`If you did not ask for it, ignore this e-mail: we will send you nothing more.`),
    },
    ...unsubscribeBlocks(locale, links.unsubscribe),
    { type: "paragraph", text: i18n._(msg`Warm regards,\n${SITE_NAME}`) },
  ];
  return {
    kind: "newsletter_confirmation",
    to: email,
    locale,
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: locale, title: subject }),
  };
}

/** What every mail to a subscriber carries: the link that takes the address off the list. */
export function unsubscribeBlocks(locale: Locale, href: string): MailBlock[] {
  const i18n = translator(locale);
  return [
    { type: "paragraph", text: i18n._(msg`You can unsubscribe at any time with this link:`) },
    { type: "link", label: i18n._(msg`Unsubscribe`), href },
  ];
}

/**
 * The statement that stores a new unsubscribe token for the subscriber with `email`, while
 * `condition` holds (parameters from ?4): every mail to subscribers makes its own, so the link
 * can be in it while D1 keeps only its hash.
 */
function tokenStatement(
  db: D1Database,
  purpose: "confirm" | "unsubscribe",
  tokenHash: string,
  expiresAt: string | null,
  email: string,
  condition: string,
  params: (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO subscriber_tokens (token_hash, subscriber_id, purpose, expires_at)
       SELECT ?1, id, '${purpose}', ?2 FROM subscribers WHERE email = ?3 AND confirmed_at IS NULL AND ${condition}`,
    )
    .bind(tokenHash, expiresAt, email, ...params);
}

/**
 * Subscribes an address in the language of the site it came from, in one round trip: the
 * attempt is counted per address and the upsert runs only within the limit. A new or still
 * pending address is mailed a confirmation (double opt-in) within the daily mail budget of its
 * mailbox; a confirmed one is mailed nothing. An address that is already subscribed is not an
 * error: it gets the same answer, and its language becomes the one it subscribed in last. The
 * answer never tells whether the address was known.
 */
export async function subscribe(
  db: D1Database,
  request: Request,
  locale: Locale,
  email: string,
  siteOrigin: string,
): Promise<Subscription> {
  const limit: Limit = {
    key: `subscribe:ip:${clientIp(request)}`,
    max: SUBSCRIPTIONS_PER_IP,
    windowSeconds: TEN_MINUTES,
  };
  const [hits, stored] = await db.batch([
    hitStatement(db, limit),
    db
      .prepare(
        // The WHERE is required: without it SQLite cannot tell the upsert's ON CONFLICT from a join's ON.
        `INSERT INTO subscribers (email, locale)
         SELECT ?1, ?2 WHERE (SELECT hits FROM rate_limits WHERE key = ?3) <= ?4
         ON CONFLICT (email) DO UPDATE SET locale = excluded.locale
         RETURNING email, locale`,
      )
      .bind(email, locale, limit.key, limit.max),
    ...(await confirmationStatements(db, email, locale, siteOrigin, limit)),
  ]);
  if (isOverLimit(hits, limit)) throw new HttpError(429, translate(locale, SUBSCRIBER_MESSAGES.tooMany));
  const row = firstRow<Subscription>(stored);
  if (!row) throw new Error("The subscription was not stored");
  return { email, locale: row.locale };
}

/**
 * The confirmation's tokens and mail, each written only for a pending address, within the
 * connection's limit and the mailbox's daily budget: the same condition in every statement.
 */
async function confirmationStatements(
  db: D1Database,
  email: string,
  locale: Locale,
  siteOrigin: string,
  limit: Limit,
): Promise<D1PreparedStatement[]> {
  const confirm = randomToken(32);
  const unsubscribe = randomToken(32);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const mail = confirmationMail(email, locale, {
    confirm: `${siteOrigin}${NEWSLETTER_CONFIRM_PATH}?token=${confirm}`,
    unsubscribe: `${siteOrigin}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${unsubscribe}`,
  });
  const condition = (first: number) => {
    const [key, max, mailbox, since, budget] = [0, 1, 2, 3, 4].map((n) => `?${first + n}`);
    return `(SELECT hits FROM rate_limits WHERE key = ${key}) <= ${max} AND ${budgetSpentSql(mailbox ?? "", since ?? "")} < ${budget}`;
  };
  const params = [limit.key, limit.max, mailboxOf(email), baliDayStart(now), RECEIVED_MAILS_PER_DAY];
  return [
    tokenStatement(db, "confirm", await sha256Hex(confirm), expiresAt, email, condition(4), params),
    tokenStatement(db, "unsubscribe", await sha256Hex(unsubscribe), null, email, condition(4), params),
    // Last: the budget's count must not include this mail.
    outboxStatementForPendingSubscriber(db, mail, condition(9), params),
  ];
}

export type NewsletterIntent = "confirm" | "unsubscribe";

/** A live link of `intent`: known, of that purpose, unexpired, its subscriber still on the list. */
export async function isLiveNewsletterLink(db: D1Database, intent: NewsletterIntent, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .prepare(
      `SELECT 1 AS live FROM subscriber_tokens t JOIN subscribers s ON s.id = t.subscriber_id
       WHERE t.token_hash = ?1 AND t.purpose = ?2 AND (t.expires_at IS NULL OR t.expires_at > ?3)`,
    )
    .bind(await sha256Hex(token), intent, new Date().toISOString())
    .first();
  return row !== null;
}

/**
 * Confirms the subscription of the link's address (its confirm links are used up with it), or
 * takes the address off the list; false for a dead link.
 */
export async function followNewsletterLink(db: D1Database, intent: NewsletterIntent, token: string): Promise<boolean> {
  if (!token) return false;
  const live = `SELECT subscriber_id FROM subscriber_tokens
    WHERE token_hash = ?1 AND purpose = ?2 AND (expires_at IS NULL OR expires_at > ?3)`;
  const params = [await sha256Hex(token), intent, new Date().toISOString()];
  if (intent === "unsubscribe") {
    // Its dates stay for the months' counts, its address goes; its tokens go with it (ON DELETE CASCADE).
    const [, gone] = await db.batch([
      departureStatement(db, live, params, false),
      db.prepare(`DELETE FROM subscribers WHERE id = (${live}) RETURNING id`).bind(...params),
    ]);
    return (gone?.results?.length ?? 0) > 0;
  }
  const [confirmed] = await db.batch([
    db
      .prepare(`UPDATE subscribers SET confirmed_at = coalesce(confirmed_at, ?3) WHERE id = (${live}) RETURNING id`)
      .bind(...params),
    db.prepare(`DELETE FROM subscriber_tokens WHERE purpose = 'confirm' AND subscriber_id = (${live})`).bind(...params),
  ]);
  return (confirmed?.results?.length ?? 0) > 0;
}

/**
 * Proof that an account's owner holds its e-mail address (docs/decisions/0004): a single-use link
 * mailed to the address, valid for a day, whose token is stored only as its SHA-256. Opening the
 * link shows a button; pressing it proves the address (a mail scanner that opens every link
 * proves nothing). Until then the account works as any other, but nothing that depends on owning
 * the address is allowed, such as joining a Google or Facebook sign-in.
 */

import { msg } from "@lingui/core/macro";
import { SITE_NAME } from "#domain/business.ts";
import type { Locale } from "#domain/locale.ts";
import { HttpError } from "#workers/http.ts";
import { translate, translator } from "#workers/i18n.ts";
import { hasMailBudgetLeft, MAIL_BUDGET_SPENT } from "#workers/mail/budget.ts";
import { type MailBlock, renderHtml, renderText } from "#workers/mail/document.ts";
import { type OutboxMail, outboxStatementForUnverifiedAccount } from "#workers/mail/outbox.ts";
import { isOverLimit, sessionUserHitStatement, type UserLimit } from "#workers/rate-limits.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";
import { authMessage } from "./auth-input.ts";
import { liveSessionUser, type SessionKey } from "./sessions.ts";

export const VERIFICATION_HOURS = 24;
/** Enough for a mail that got lost or a link that expired; not a way to flood someone's inbox. */
const RESENDS: UserLimit = { prefix: "verify-mail:user:", max: 3, windowSeconds: 60 * 60 };

export const VERIFY_PATH = "/verify-email";

export interface AccountToVerify {
  email: string;
  locale: Locale;
}

export function verificationMail(account: AccountToVerify, link: string): OutboxMail {
  const i18n = translator(account.locale);
  const subject = i18n._(msg`Confirm your e-mail address for ${SITE_NAME}`);
  const blocks: MailBlock[] = [
    // Our own words only: the name is whatever the sender typed, and the mail goes to any address.
    { type: "paragraph", text: i18n._(msg`Hello,`) },
    {
      type: "paragraph",
      text: i18n._(
        msg`Please confirm that this is your e-mail address by opening the link below. It works once, for ${VERIFICATION_HOURS} hours.`,
      ),
    },
    { type: "link", label: i18n._(msg`Confirm my e-mail address`), href: link },
    {
      type: "paragraph",
      text: i18n._(
        msg`If you did not create an account with this address, do not open the link: simply ignore this e-mail and the address stays unconfirmed.`,
      ),
    },
    { type: "paragraph", text: i18n._(msg`Warm regards,\n${SITE_NAME}`) },
  ];
  return {
    kind: "email_verification",
    to: account.email,
    locale: account.locale,
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: account.locale, title: subject }),
  };
}

/**
 * A new link for the account with `account.email` and the mail that carries it, for a batch
 * after the account's insert. `siteOrigin` is the configured site of the account's language.
 */
export async function verificationStatements(
  db: D1Database,
  account: AccountToVerify,
  siteOrigin: string,
): Promise<D1PreparedStatement[]> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + VERIFICATION_HOURS * 60 * 60 * 1000).toISOString();
  const link = `${siteOrigin}${VERIFY_PATH}?token=${token}`;
  return [
    db
      .prepare(
        `INSERT INTO email_verifications (user_id, email, token_hash, expires_at)
         SELECT id, email, ?2, ?3 FROM users WHERE email = ?1 AND email_verified_at IS NULL`,
      )
      .bind(account.email, await sha256Hex(token), expiresAt),
    outboxStatementForUnverifiedAccount(db, verificationMail(account, link)),
  ];
}

/** A live link: known, unused, unexpired, and for the address its account still has. */
const LIVE_LINK = `FROM email_verifications v JOIN users u ON u.id = v.user_id
  WHERE v.token_hash = ?1 AND v.expires_at > ?2 AND v.email = u.email`;

/** Whether `token` is a live link, for the page that shows the button. */
export async function isLiveLink(db: D1Database, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .prepare(`SELECT 1 AS live ${LIVE_LINK}`)
    .bind(await sha256Hex(token), new Date().toISOString())
    .first();
  return row !== null;
}

/** Proves the address of the link's account and uses up every link of that account; false for a dead link. */
export async function confirmEmail(db: D1Database, token: string): Promise<boolean> {
  if (!token) return false;
  const tokenHash = await sha256Hex(token);
  const now = new Date().toISOString();
  const [confirmed] = await db.batch([
    db
      .prepare(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, ?2)
         WHERE id = (SELECT u.id ${LIVE_LINK}) RETURNING id`,
      )
      .bind(tokenHash, now),
    // Only once the address is proven: a dead link opened first must not take the live ones with it.
    db
      .prepare(
        `DELETE FROM email_verifications
         WHERE user_id = (SELECT user_id FROM email_verifications WHERE token_hash = ?1)
           AND user_id IN (SELECT id FROM users WHERE email_verified_at IS NOT NULL)`,
      )
      .bind(tokenHash),
  ]);
  return (confirmed?.results?.length ?? 0) > 0;
}

interface SessionAccount extends AccountToVerify {
  email_verified_at: string | null;
}

export type ResendOutcome = { sent: true; email: string } | { sent: false; alreadyVerified: true };

/**
 * Mails the signed-in account a new link, at most RESENDS.max times an hour. `siteOrigins` are
 * the configured sites: the mail goes in the account's language with a link to that site.
 */
export async function resendVerification(
  db: D1Database,
  session: SessionKey,
  locale: Locale,
  siteOrigins: Readonly<Record<Locale, string>>,
): Promise<ResendOutcome> {
  const [hits, found] = await db.batch([
    sessionUserHitStatement(db, RESENDS, session),
    liveSessionUser(db, session, "u.email, u.locale, u.email_verified_at"),
  ]);
  const account = found?.results?.[0] as SessionAccount | undefined;
  if (!account) throw new HttpError(401, authMessage("unauthenticated", locale));
  if (account.email_verified_at) return { sent: false, alreadyVerified: true };
  if (isOverLimit(hits, RESENDS)) throw new HttpError(429, authMessage("tooManyVerificationMails", locale));
  // Not counted inside the batch, as bookings are: the hourly limit above bounds a race to a few links.
  if (!(await hasMailBudgetLeft(db, account.email, new Date()))) {
    throw new HttpError(429, translate(locale, MAIL_BUDGET_SPENT));
  }
  await db.batch(await verificationStatements(db, account, siteOrigins[account.locale]));
  return { sent: true, email: account.email };
}

/**
 * "Forgot password?" (docs/decisions/0039-password-reset.md): a single-use link mailed to the
 * account's address, in the language of the site it was asked on, valid for an hour, whose token
 * is stored only as its SHA-256. Asking answers the same whether or not an account has the
 * address; the asking is limited per client address and per recipient mailbox, and the mail
 * counts against the mailbox's daily budget. Setting a password with a link uses up every link of
 * the account, proves its address and ends its sessions.
 */

import { msg } from "@lingui/core/macro";
import { baliDayStart } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import { mailboxOf } from "#domain/email.ts";
import { type PasswordProblem, passwordProblem } from "#domain/inputs/registration-form.ts";
import type { Locale } from "#domain/locale.ts";
import { RECEIVED_MAILS_PER_DAY } from "#domain/mail-budget.ts";
import { HttpError } from "#workers/http.ts";
import { translate, translator } from "#workers/i18n.ts";
import { budgetSpentSql } from "#workers/mail/budget.ts";
import { type MailBlock, renderHtml, renderText } from "#workers/mail/document.ts";
import { type OutboxMail, outboxStatementForPasswordReset } from "#workers/mail/outbox.ts";
import { readSubscriber } from "#workers/mail/subscribers.ts";
import {
  clientIp,
  forgiveStatement,
  hitStatement,
  isOverLimit,
  type Limit,
  sessionUserHitStatement,
  type UserLimit,
} from "#workers/rate-limits.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";
import { authMessage } from "./auth-input.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { SessionKey } from "./sessions.ts";

export const RESET_PATH = "/password/reset";
export const RESET_LINK_MINUTES = 60;

const MINUTE = 60;
/** Every request from one client address, known e-mail or not: a script trying addresses stops here. */
const REQUESTS_PER_ADDRESS = { max: 5, windowSeconds: 10 * MINUTE };
/**
 * Mails to one mailbox an hour. The window is as long as a link lives, so whenever this refuses,
 * the mails it already let through in the window still hold live links: a stranger who spends it
 * has only sent the owner links the owner can use.
 */
const MAILS_PER_RECIPIENT = { max: 3, windowSeconds: 60 * MINUTE };
/** Wrong current passwords on /profile, per account: a stolen session cannot guess its way to the password. */
const PASSWORD_CHANGES: UserLimit = { prefix: "password-change:user:", max: 5, windowSeconds: 15 * MINUTE };

export const PASSWORD_RESET_MESSAGES = {
  tooManyFromAddress: msg`Too many requests from your connection. Please try again in a few minutes.`,
  tooManyToRecipient: msg`We have already sent several links to this address in the last hour. Please use one of them, and check your spam folder.`,
  wrongCurrentPassword: msg`Your current password is not correct.`,
  tooManyPasswordChanges: msg`Too many attempts. Please wait a few minutes and try again.`,
} as const;

/** `{ email }`: required and an address, read as a subscription's is (422 with the sign-in form's messages). */
export const readResetRequest = readSubscriber;

export function passwordResetMail(email: string, locale: Locale, link: string): OutboxMail {
  const i18n = translator(locale);
  const subject = i18n._(msg`Set a new password for ${SITE_NAME}`);
  const blocks: MailBlock[] = [
    // Our own words only: the mail goes to whatever address was typed.
    { type: "paragraph", text: i18n._(msg`Hello,`) },
    {
      type: "paragraph",
      text: i18n._(
        msg`Someone, hopefully you, asked to set a new password for the ${SITE_NAME} account with this address. Open the link below to choose one. It works once, for ${RESET_LINK_MINUTES} minutes.`,
      ),
    },
    { type: "link", label: i18n._(msg`Set a new password`), href: link },
    {
      type: "paragraph",
      text: i18n._(msg`If you did not ask for it, ignore this e-mail: your password stays as it is.`),
    },
    { type: "paragraph", text: i18n._(msg`Warm regards,\n${SITE_NAME}`) },
  ];
  return {
    kind: "password_reset",
    to: email,
    locale,
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: locale, title: subject }),
  };
}

/**
 * Mails a link to the account with `email`, if there is one, in `locale` with a link to
 * `siteOrigin`. Unknown addresses cost the same statements and get the same answer; only the
 * limits answer otherwise (429), and they count unknown addresses exactly as known ones.
 */
export async function requestPasswordReset(
  db: D1Database,
  request: Request,
  locale: Locale,
  email: string,
  siteOrigin: string,
): Promise<void> {
  const now = Date.now();
  const fromAddress: Limit = { key: `password-reset:ip:${clientIp(request)}`, ...REQUESTS_PER_ADDRESS };
  const toRecipient: Limit = { key: `password-reset:to:${mailboxOf(email)}`, ...MAILS_PER_RECIPIENT };
  const [addressHits, recipientHits] = await db.batch([
    hitStatement(db, fromAddress, now),
    hitStatement(db, toRecipient, now),
  ]);
  if (isOverLimit(addressHits, fromAddress)) {
    // Refused for the asker's own rate: it must not spend the recipient's mails.
    await forgiveStatement(db, toRecipient, now).run();
    throw new HttpError(429, translate(locale, PASSWORD_RESET_MESSAGES.tooManyFromAddress));
  }
  if (isOverLimit(recipientHits, toRecipient)) {
    throw new HttpError(429, translate(locale, PASSWORD_RESET_MESSAGES.tooManyToRecipient));
  }
  await db.batch(await resetStatements(db, email, locale, siteOrigin, new Date(now)));
}

/**
 * The link and its mail, written only for an existing account whose mailbox has budget left
 * today. Past the budget nothing is sent and the answer stays the same: a different answer would
 * tell which addresses have accounts (reset mails are only ever sent to those).
 */
async function resetStatements(
  db: D1Database,
  email: string,
  locale: Locale,
  siteOrigin: string,
  now: Date,
): Promise<D1PreparedStatement[]> {
  const token = randomToken(32);
  const tokenHash = await sha256Hex(token);
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60 * 1000).toISOString();
  const mail = passwordResetMail(email, locale, `${siteOrigin}${RESET_PATH}?token=${token}`);
  return [
    db
      .prepare(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         SELECT ?1, id, ?2 FROM users WHERE email = ?3 AND ${budgetSpentSql("?4", "?5")} < ?6`,
      )
      .bind(tokenHash, expiresAt, email, mailboxOf(email), baliDayStart(now), RECEIVED_MAILS_PER_DAY),
    outboxStatementForPasswordReset(db, mail, tokenHash),
  ];
}

/** A live link: known, unused, unexpired. */
const LIVE_RESET = "SELECT user_id FROM password_resets WHERE token_hash = ?1 AND expires_at > ?2";

/** The address of the account a live link resets, for the page (null for a dead link). */
export async function liveResetEmail(db: D1Database, token: string): Promise<string | null> {
  if (!token) return null;
  const row = await db
    .prepare(`SELECT email FROM users WHERE id = (${LIVE_RESET})`)
    .bind(await sha256Hex(token), new Date().toISOString())
    .first<{ email: string }>();
  return row?.email ?? null;
}

export type ResetOutcome = { ok: true } | { ok: false; problem: "deadLink" } | { ok: false; problem: PasswordProblem };

/** Whether `password` may become the password of the account with `email`: the sign-up's rules and the common list. */
export async function newPasswordProblem(password: string, email: string): Promise<PasswordProblem | undefined> {
  const problem = passwordProblem(password, email);
  if (problem) return problem;
  return (await isCommonPassword(password)) ? "passwordCommon" : undefined;
}

/**
 * Sets the password of the link's account, proves its address (the link came through it), ends
 * every session of the account but `keep` (the request's own, if any) and uses up all its links.
 */
export async function resetPassword(
  db: D1Database,
  token: string,
  password: string,
  keep: SessionKey | null,
): Promise<ResetOutcome> {
  const email = await liveResetEmail(db, token);
  if (!email) return { ok: false, problem: "deadLink" };
  const problem = await newPasswordProblem(password, email);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(password);
  const params = [await sha256Hex(token), new Date().toISOString()];
  const [changed] = await db.batch([
    db
      .prepare(
        `UPDATE users SET password_hash = ?3, email_verified_at = coalesce(email_verified_at, ?2)
         WHERE id = (${LIVE_RESET}) RETURNING id`,
      )
      .bind(...params, passwordHash),
    db
      .prepare(`DELETE FROM sessions WHERE user_id = (${LIVE_RESET}) AND token_hash IS NOT ?3`)
      .bind(...params, keep?.tokenHash ?? null),
    db.prepare(`DELETE FROM password_resets WHERE user_id = (${LIVE_RESET})`).bind(...params),
  ]);
  // The link may have been used by a request that ran between the look-up and this batch.
  return (changed?.results?.length ?? 0) > 0 ? { ok: true } : { ok: false, problem: "deadLink" };
}

export type PasswordChangeOutcome =
  | { ok: true }
  | { ok: false; field: "current"; message: string; status: 422 | 429 }
  | { ok: false; field: "password"; problem: PasswordProblem };

/**
 * /profile's change of password: the current one is required (a session left open on a shared
 * computer must not be enough), at most PASSWORD_CHANGES attempts a window; the account's other
 * sessions end and its reset links are used up.
 */
export async function changePassword(
  db: D1Database,
  session: SessionKey,
  locale: Locale,
  input: { current: string; password: string },
): Promise<PasswordChangeOutcome> {
  const [hits, found] = await db.batch([
    sessionUserHitStatement(db, PASSWORD_CHANGES, session),
    db
      .prepare(
        `SELECT u.id, u.email, u.password_hash FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = ?1 AND s.expires_at > ?2`,
      )
      .bind(session.tokenHash, session.now),
  ]);
  const account = found?.results?.[0] as { id: number; email: string; password_hash: string | null } | undefined;
  if (!account) throw new HttpError(401, authMessage("unauthenticated", locale));
  if (isOverLimit(hits, PASSWORD_CHANGES)) {
    const message = translate(locale, PASSWORD_RESET_MESSAGES.tooManyPasswordChanges);
    return { ok: false, field: "current", message, status: 429 };
  }
  if (!(await verifyPassword(input.current, account.password_hash))) {
    const message = translate(locale, PASSWORD_RESET_MESSAGES.wrongCurrentPassword);
    return { ok: false, field: "current", message, status: 422 };
  }
  const problem = await newPasswordProblem(input.password, account.email);
  if (problem) return { ok: false, field: "password", problem };
  await db.batch([
    db
      .prepare("UPDATE users SET password_hash = ?2 WHERE id = ?1")
      .bind(account.id, await hashPassword(input.password)),
    db.prepare("DELETE FROM sessions WHERE user_id = ?1 AND token_hash != ?2").bind(account.id, session.tokenHash),
    db.prepare("DELETE FROM password_resets WHERE user_id = ?1").bind(account.id),
  ]);
  return { ok: true };
}

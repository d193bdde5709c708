import type { Locale } from "#domain/locale.ts";
import { HttpError } from "#workers/http.ts";
import {
  clientIp,
  forgiveStatement,
  hitStatement,
  hitsOf,
  isOverLimit,
  type Limit,
  mustWait,
} from "#workers/rate-limits.ts";
import { authMessage, type Credentials, type Registration, RegistrationError } from "./auth-input.ts";
import { verificationStatements } from "./email-verification.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { type NewSession, newSession, type PublicUser } from "./sessions.ts";

const MINUTE = 60;
const SIGN_IN_PER_MINUTE = 5;
const FAILURES_PER_ACCOUNT = 5;
const FAILURE_WINDOW = 15 * MINUTE;
const SIGN_UP_PER_MINUTE = 5;

export interface SignedIn {
  user: PublicUser;
  token: string;
}

const USER_BY_EMAIL = "SELECT id FROM users WHERE email = ?1";

function tooMany(locale: Locale): HttpError {
  return new HttpError(429, authMessage("tooManyAttempts", locale));
}

function emailTaken(locale: Locale): RegistrationError {
  return new RegistrationError({ email: [authMessage("emailTaken", locale)] });
}

/** D1's answer when an insert meets the unique index on users.email. */
function isTakenEmail(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message);
}

/**
 * Creates the account, its first session and the link that proves its address (mailed to it, on
 * `siteOrigin`, the configured site of `locale`) in one batch; the e-mail must be new.
 * `limitScale` multiplies the sign-up limit (see SiteConfig.rateLimitScale).
 */
export async function register(
  db: D1Database,
  request: Request,
  locale: Locale,
  input: Registration,
  siteOrigin: string,
  limitScale = 1,
): Promise<SignedIn> {
  const limit: Limit = {
    key: `register:ip:${clientIp(request)}`,
    max: SIGN_UP_PER_MINUTE * limitScale,
    windowSeconds: MINUTE,
  };
  const [hits, existing] = await db.batch([
    hitStatement(db, limit),
    db.prepare("SELECT 1 AS taken FROM users WHERE email = ?").bind(input.email),
  ]);
  if (isOverLimit(hits, limit)) throw tooMany(locale);
  if (existing?.results?.length) throw emailTaken(locale);
  const passwordHash = await hashPassword(input.password);
  const session = await newSession(db, USER_BY_EMAIL, input.email);
  // The check above can race another sign-up of the same e-mail; the UNIQUE index settles it, and
  // the batch fails as a whole, so the loser gets no account and no session.
  const [created] = await db
    .batch([
      db
        .prepare(
          "INSERT INTO users (name, email, password_hash, locale) VALUES (?, ?, ?, ?) RETURNING id, name, email, image",
        )
        .bind(input.name, input.email, passwordHash, locale),
      session.statement,
      ...(await verificationStatements(db, { email: input.email, locale }, siteOrigin)),
    ])
    .catch((error: unknown) => {
      if (isTakenEmail(error)) throw emailTaken(locale);
      throw error;
    });
  const user = created?.results?.[0] as PublicUser | undefined;
  if (!user) throw new Error("The new account was not returned");
  return { user, token: session.token };
}

interface UserRow extends PublicUser {
  password_hash: string | null;
}

/**
 * Checks the password. Every attempt counts against the address; against the account only
 * failures count (each attempt is counted up front and a right password takes it back), and past
 * 5 of them an address that failed on the account waits (mustWait), so strangers cannot lock the
 * owner out. An unknown e-mail costs the same time and gets the same answers as a wrong password.
 * `limitScale` multiplies the limits (see SiteConfig.rateLimitScale). See docs/decisions/0002-lockouts-strangers-cannot-impose.md.
 */
export async function signIn(
  db: D1Database,
  request: Request,
  locale: Locale,
  input: Credentials,
  limitScale = 1,
): Promise<SignedIn> {
  const now = Date.now();
  const ip = clientIp(request);
  const byIp: Limit = { key: `login:ip:${ip}`, max: SIGN_IN_PER_MINUTE * limitScale, windowSeconds: MINUTE };
  const failures = (key: string): Limit => ({
    key,
    max: FAILURES_PER_ACCOUNT * limitScale,
    windowSeconds: FAILURE_WINDOW,
  });
  const onAccount = failures(`login:failed:${input.email}`);
  const fromAddress = failures(`login:failed-from:${ip}:${input.email}`);
  const [ipHits, accountFailures, addressFailures, found] = await db.batch([
    hitStatement(db, byIp, now),
    hitStatement(db, onAccount, now),
    hitStatement(db, fromAddress, now),
    db.prepare("SELECT id, name, email, image, password_hash FROM users WHERE email = ?").bind(input.email),
  ]);
  const before = { onTarget: hitsOf(accountFailures) - 1, fromAddress: hitsOf(addressFailures) - 1 };
  if (isOverLimit(ipHits, byIp)) {
    // Refused for its address's own rate before the password was looked at: no failure on the
    // account, or the owner behind a busy address would be taken for a guesser during an attack.
    await db.batch([forgiveStatement(db, onAccount, now), forgiveStatement(db, fromAddress, now)]);
    throw tooMany(locale);
  }
  if (mustWait(before, onAccount.max)) throw tooMany(locale);
  const row = found?.results?.[0] as UserRow | undefined;
  const valid = await verifyPassword(input.password, row?.password_hash ?? null);
  if (!row || !valid) throw new HttpError(422, authMessage("wrongCredentials", locale));
  const session = await newSession(db, "SELECT ?1", row.id);
  await db.batch([
    session.statement,
    expiredSessionsOf(db, row.id),
    forgiveStatement(db, onAccount, now),
    forgiveStatement(db, fromAddress, now),
  ]);
  const { password_hash: _hash, ...user } = row;
  return { user, token: session.token };
}

function expiredSessionsOf(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare("DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?")
    .bind(userId, new Date().toISOString());
}

export type Provider = "google" | "facebook";

/** A person as a provider vouches for them, after their token was verified with the provider. */
export interface VerifiedProfile {
  provider: Provider;
  providerId: string;
  email: string;
  name: string;
  image: string | null;
}

/**
 * Signs in with a verified provider profile: the account already linked to that provider id,
 * else the account with that e-mail if its address is proven (now linked), else a new account
 * without a password, whose address the provider proved.
 * An account whose address was only typed at sign-up is never joined (the pre-account hijack:
 * someone may have registered another person's address with a password). The provider has just
 * proven who owns the address, so that unproven claim on it ends: the account goes, with its
 * password and sessions, and the owner gets a new account (docs/decisions/0004).
 * Operators sign in with their password only: a Google or Facebook account with an operator's
 * e-mail is never linked to it nor signed in, so a provider cannot stand in for that password.
 */
export async function signInWithProvider(db: D1Database, locale: Locale, profile: VerifiedProfile): Promise<SignedIn> {
  const column = profile.provider === "google" ? "google_id" : "facebook_id";
  const email = profile.email.toLowerCase();
  const linkedTourist = `SELECT id FROM users WHERE ${column} = ?1 AND role = 'tourist'`;
  const session: NewSession = await newSession(db, linkedTourist, profile.providerId);
  // If the e-mail's account is linked to another id of this provider, no session can be made:
  // the batch fails as a whole and nothing changes.
  const results = await db
    .batch([
      db.prepare("DELETE FROM users WHERE email = ?1 AND email_verified_at IS NULL AND role = 'tourist'").bind(email),
      db
        .prepare(
          `INSERT INTO users (name, email, image, ${column}, locale, email_verified_at)
           VALUES (?1, ?2, ?3, ?4, ?5, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
         ON CONFLICT (email) DO UPDATE SET ${column} = coalesce(users.${column}, excluded.${column}),
           image = coalesce(users.image, excluded.image)
         WHERE users.role = 'tourist'`,
        )
        .bind(profile.name, email, profile.image, profile.providerId, locale),
      session.statement,
      db
        .prepare(`SELECT id, name, email, image FROM users WHERE ${column} = ?1 AND role = 'tourist'`)
        .bind(profile.providerId),
    ])
    .catch(() => null);
  const row = results?.[3]?.results?.[0] as PublicUser | undefined;
  if (!row) throw new HttpError(422, authMessage("socialFailed", locale));
  return { user: row, token: session.token };
}

import { NO_SESSION_TAG } from "#domain/offline.ts";
import { readCookie, serializeCookie } from "#workers/cookies.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";

export const SESSION_COOKIE = "bali_session";
const SESSION_SECONDS = 30 * 24 * 60 * 60;

/** What the client may see of an account: never a password hash or a token hash. */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  image: string | null;
}

export interface NewSession {
  /** The token the client keeps; only its hash is stored. */
  token: string;
  statement: D1PreparedStatement;
}

function expiry(now = Date.now()): string {
  return new Date(now + SESSION_SECONDS * 1000).toISOString();
}

/** A session for the user that `userIdSql` selects (SQL over `?1`), e.g. by e-mail in the same batch. */
export async function newSession(db: D1Database, userIdSql: string, key: string | number): Promise<NewSession> {
  const token = randomToken(32);
  const statement = db
    .prepare(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ((${userIdSql}), ?2, ?3)`)
    .bind(key, await sha256Hex(token), expiry());
  return { token, statement };
}

/** The token of `Authorization: Bearer …`; the scheme is case-insensitive (RFC 7235). */
export function bearerToken(request: Request): string | null {
  const match = request.headers.get("authorization")?.match(/^bearer\s+([A-Za-z0-9_-]{20,200})$/i);
  return match?.[1] ?? null;
}

/** The session token of a request: the bearer token of an API client, else the web app's cookie. */
export function sessionToken(request: Request): string | null {
  return bearerToken(request) ?? readCookie(request, SESSION_COOKIE);
}

/** How a request's session is looked up in SQL: its stored hash, and now (a session must not have expired). */
export interface SessionKey {
  tokenHash: string;
  now: string;
}

/** The request's session as SQL looks it up; null when the request has no session token. */
export async function sessionKey(request: Request): Promise<SessionKey | null> {
  const token = sessionToken(request);
  return token ? keyOf(token) : null;
}

async function keyOf(token: string): Promise<SessionKey> {
  return { tokenHash: await sha256Hex(token), now: new Date().toISOString() };
}

/** The statement that finds the request's signed-in user, for a batch; null when the request has no session token. */
export async function currentUserStatement(db: D1Database, request: Request): Promise<D1PreparedStatement | null> {
  const key = await sessionKey(request);
  return key ? sessionUserStatement(db, key) : null;
}

/** The signed-in user of a session, for a batch: no row when the session is unknown or expired. */
export function sessionUserStatement(db: D1Database, key: SessionKey): D1PreparedStatement {
  return liveSessionUser(db, key, "u.id, u.name, u.email, u.image");
}

/** The user of a live (known, unexpired) session, with the columns asked for (of `u`, the users row). */
export function liveSessionUser(db: D1Database, key: SessionKey, columns: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${columns} FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ?1 AND s.expires_at > ?2`,
    )
    .bind(key.tokenHash, key.now);
}

/**
 * Whether the request's bearer token is a live session. Only then is the caller an API client that
 * CSRF cannot reach: any other Authorization header is junk, and the call is judged by its cookies.
 */
export async function hasLiveBearerSession(db: D1Database, request: Request): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  return (await liveSessionUser(db, await keyOf(token), "u.id").first()) !== null;
}

export async function currentUser(db: D1Database, request: Request): Promise<PublicUser | null> {
  const statement = await currentUserStatement(db, request);
  return (await statement?.first<PublicUser>()) ?? null;
}

type Role = "tourist" | "operator";

/**
 * The signed-in user as the server knows them: the page shell links an operator to the inbox, the
 * operator's pages let only operators in, and the profile says whether the e-mail is proven.
 */
export interface SessionUser extends PublicUser {
  role: Role;
  emailVerified: boolean;
  /** Accounts made by Google or Facebook have none until a reset link sets one. */
  hasPassword: boolean;
}

/** The request's signed-in user, in one round trip; null without a live session (and then no trip). */
export async function currentSessionUser(db: D1Database, request: Request): Promise<SessionUser | null> {
  const key = await sessionKey(request);
  if (!key) return null;
  const columns =
    "u.id, u.name, u.email, u.image, u.role, u.email_verified_at, u.password_hash IS NOT NULL AS has_password";
  const row = await liveSessionUser(db, key, columns).first<
    PublicUser & { role: Role; email_verified_at: string | null; has_password: number }
  >();
  if (!row) return null;
  const { email_verified_at: verifiedAt, has_password: hasPassword, ...user } = row;
  return { ...user, emailVerified: verifiedAt !== null, hasPassword: hasPassword === 1 };
}

/** What the API and the pages show of a user: never the role or the verification. */
export function publicUser({ id, name, email, image }: PublicUser): PublicUser {
  return { id, name, email, image };
}

/**
 * The tag that ties the service worker's personal copies to the session that rendered them
 * (docs/decisions/0035-offline-copies-of-a-session.md). A digest of the token under a purpose of its
 * own: not the stored hash (which a presented token is checked against), so a tag presented as a
 * token opens nothing, and the token cannot be read back from it.
 */
export async function sessionTag(token: string | null): Promise<string> {
  return token ? (await sha256Hex(`offline copies of the session ${token}`)).slice(0, 32) : NO_SESSION_TAG;
}

export async function revokeStatement(db: D1Database, token: string): Promise<D1PreparedStatement> {
  return db.prepare("DELETE FROM sessions WHERE token_hash = ?").bind(await sha256Hex(token));
}

export function sessionCookie(request: Request, token: string): string {
  return serializeCookie(request, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_SECONDS, httpOnly: true });
}

export function clearedSessionCookie(request: Request): string {
  return serializeCookie(request, SESSION_COOKIE, "", { maxAgeSeconds: 0, httpOnly: true });
}

/**
 * A browser's right to open a booking's voucher and calendar file by GET, earned by posting the
 * booking's reference and e-mail once (docs/decisions/0018-voucher-access.md). A GET is what the
 * service worker can keep for the hotel gate; the answer to a POST is not.
 *
 * The grant is a random token; D1 keeps its SHA-256 with the booking and an expiry. The browser
 * keeps its tokens in one HttpOnly cookie sent only under /booking, as `REFERENCE.token` pairs, so
 * that a sign-out (whose answer cannot read a cookie of that path) can still expire them all.
 */
import { readCookie, serializeCookie } from "#workers/cookies.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";
import { REFERENCE_PATTERN } from "./reference.ts";

/** How long a browser keeps a voucher open after the e-mail was given: past a month's holiday. */
export const VOUCHER_GRANT_DAYS = 30;

export const VOUCHER_GRANTS_COOKIE = "bali_vouchers";

/** Where the grants travel: the voucher, its calendar file and the lookup page, nowhere else. */
const GRANTS_PATH = "/booking";

/** The most recent grants a browser keeps; a cookie holds 4 KB, ten pairs about 560 bytes. */
const GRANTS_KEPT = 10;

const PAIR_SEPARATOR = "~";

interface Grant {
  reference: string;
  token: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed pairs of the cookie; anything else in it (anyone can set a cookie) is dropped at the next grant. */
function grantsOf(request: Request): Grant[] {
  const value = readCookie(request, VOUCHER_GRANTS_COOKIE) ?? "";
  return value.split(PAIR_SEPARATOR).flatMap((pair) => {
    const [reference = "", token = ""] = pair.split(".");
    return REFERENCE_PATTERN.test(reference) && TOKEN_PATTERN.test(token) ? [{ reference, token }] : [];
  });
}

/** The SHA-256 of the token this browser holds for `reference`; null without one. */
export async function grantHash(request: Request, reference: string): Promise<string | null> {
  const grant = grantsOf(request).find((each) => each.reference === reference);
  return grant ? sha256Hex(grant.token) : null;
}

/** Where a grant is valid: an unexpired row of the booking `b` for the hash in `?hash`, expiry compared with `?now`. */
export function grantedSql(hash: string, now: string): string {
  return `EXISTS (SELECT 1 FROM voucher_grants g WHERE g.booking_id = b.id AND g.token_hash = ${hash} AND g.expires_at > ${now})`;
}

/**
 * A new grant for the booking `reference`: the statements that store it (and drop expired ones)
 * and the Set-Cookie that adds it to the browser's grants, replacing an older one of that booking.
 */
export async function newGrant(db: D1Database, request: Request, reference: string, now: Date) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + VOUCHER_GRANT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const statements = [
    db.prepare("DELETE FROM voucher_grants WHERE expires_at <= ?").bind(now.toISOString()),
    db
      .prepare(
        "INSERT INTO voucher_grants (token_hash, booking_id, expires_at) SELECT ?, id, ? FROM bookings WHERE reference = ?",
      )
      .bind(await sha256Hex(token), expiresAt, reference),
  ];
  const kept = grantsOf(request).filter((grant) => grant.reference !== reference);
  const grants = [...kept, { reference, token }].slice(-GRANTS_KEPT);
  const value = grants.map((grant) => `${grant.reference}.${grant.token}`).join(PAIR_SEPARATOR);
  return { statements, setCookie: grantsCookie(request, value, VOUCHER_GRANT_DAYS * 24 * 60 * 60) };
}

/** The Set-Cookie that drops every grant of this browser: a sign-out leaves no voucher open on the device. */
export function expiredGrantsCookie(request: Request): string {
  return grantsCookie(request, "", 0);
}

function grantsCookie(request: Request, value: string, maxAgeSeconds: number): string {
  return serializeCookie(request, VOUCHER_GRANTS_COOKIE, value, { maxAgeSeconds, httpOnly: true, path: GRANTS_PATH });
}

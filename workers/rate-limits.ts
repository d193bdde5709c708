import type { SessionKey } from "./accounts/sessions.ts";

/**
 * Fixed-window counters kept in D1, so limits hold across isolates, locally and in tests.
 * One statement per key counts the attempt and answers the count in the current window.
 */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The longest window any limit uses (the hourly ones); counters older than that are spent. */
const LONGEST_WINDOW_SECONDS = 60 * 60;

/** Deletes the counters of windows that have ended, so the table holds only the current ones. */
export async function pruneRateLimits(db: D1Database, now = Date.now()): Promise<void> {
  const cutoff = Math.floor(now / 1000) - LONGEST_WINDOW_SECONDS;
  await db.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(cutoff).run();
}

/** The start (in seconds) of the fixed window that `now` falls in. */
export function windowStartOf(windowSeconds: number, now = Date.now()): number {
  return Math.floor(now / 1000 / windowSeconds) * windowSeconds;
}

/**
 * Ends an `INSERT INTO rate_limits (key, window_start, hits) … 1` so that it counts one more
 * attempt in the current window, or starts a new window at 1 when the stored one has ended.
 */
export const COUNT_IN_WINDOW = `ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.hits + 1 ELSE 1 END,
  window_start = excluded.window_start`;

export function hitStatement(db: D1Database, limit: Limit, now = Date.now()): D1PreparedStatement {
  const windowStart = windowStartOf(limit.windowSeconds, now);
  return db
    .prepare(`INSERT INTO rate_limits (key, window_start, hits) VALUES (?1, ?2, 1) ${COUNT_IN_WINDOW} RETURNING hits`)
    .bind(limit.key, windowStart);
}

/** Answers the count of the current window without counting anything. */
export function hitsStatement(db: D1Database, limit: Limit, now = Date.now()): D1PreparedStatement {
  return db
    .prepare("SELECT hits FROM rate_limits WHERE key = ?1 AND window_start = ?2")
    .bind(limit.key, windowStartOf(limit.windowSeconds, now));
}

/** Takes back one attempt counted in the current window (by hitStatement at the same `now`). */
export function forgiveStatement(db: D1Database, limit: Limit, now = Date.now()): D1PreparedStatement {
  return db
    .prepare("UPDATE rate_limits SET hits = hits - 1 WHERE key = ?1 AND window_start = ?2 AND hits > 0")
    .bind(limit.key, windowStartOf(limit.windowSeconds, now));
}

/** Failures in the current window before this attempt: on the target, and on it from this address. */
export interface FailuresBefore {
  onTarget: number;
  fromAddress: number;
}

/**
 * Whether an attempt on a target anyone can aim at (an account, a booking reference) must wait for
 * the next window. Once the target has had `max` failures, an address that has failed on it waits,
 * and an address that has not may still try. A stranger therefore cannot lock the owner out, and
 * each guess past `max` costs the guesser another address (an IPv6 /64).
 */
export function mustWait(failures: FailuresBefore, max: number): boolean {
  return failures.fromAddress > 0 && failures.onTarget >= max;
}

export function hitsOf(result: D1Result | undefined): number {
  return (result?.results?.[0] as { hits?: number } | undefined)?.hits ?? 0;
}

export function isOverLimit(result: D1Result | undefined, limit: Pick<Limit, "max">): boolean {
  return hitsOf(result) > limit.max;
}

/**
 * The client's address as rate limits count it (Cloudflare reports it; locally there is none):
 * an IPv4 address on its own, an IPv6 address by its /64, since one subscriber gets a whole /64.
 */
export function clientIp(request: Request): string {
  return addressBucket(request.headers.get("cf-connecting-ip") ?? "local");
}

/** The eight 16-bit groups of an IPv6 address, or null when `address` is not one. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string | undefined) => {
    if (!half) return [];
    const parts = half.split(":");
    const last = parts.at(-1) ?? "";
    if (!last.includes(".")) return parts;
    const octets = last.split(".").map(Number);
    if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255))
      return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    return [...parts.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const parts = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (parts.some((part) => !/^[0-9a-f]{1,4}$/i.test(part))) return null;
  return parts.map((part) => Number.parseInt(part, 16));
}

/** The bucket an address is counted in: IPv4 as it is, IPv6 by its /64; anything else as it came. */
export function addressBucket(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  const mappedIpv4 = a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff;
  if (mappedIpv4) return [g >> 8, g & 0xff, h >> 8, h & 0xff].join(".");
  return `${[a, b, c, d].map((group) => group.toString(16)).join(":")}::/64`;
}

/** A limit per account: the key is `prefix` followed by the user's id, e.g. "comment:user:42". */
export interface UserLimit {
  prefix: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts an attempt of the account a session belongs to, for a batch that also does the work, so
 * the limit needs no round trip of its own. Counts nothing when the session is unknown or expired.
 * Answers the count in the current window, like hitStatement.
 */
export function sessionUserHitStatement(
  db: D1Database,
  limit: UserLimit,
  session: SessionKey,
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      // The WHERE is required: without it SQLite cannot tell the upsert's ON CONFLICT from a join's ON.
      `INSERT INTO rate_limits (key, window_start, hits)
       SELECT ?1 || s.user_id, ?2, 1 FROM sessions s WHERE s.token_hash = ?3 AND s.expires_at > ?4
       ${COUNT_IN_WINDOW}
       RETURNING hits`,
    )
    .bind(limit.prefix, windowStartOf(limit.windowSeconds, now), session.tokenHash, session.now);
}

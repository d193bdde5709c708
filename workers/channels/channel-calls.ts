/**
 * What every channel API shares (decisions 0070 and 0072): the channel a credential speaks for,
 * counted against that credential's own rate limit in the same round trip, so a revoked key is
 * refused on its next call; the JSON body; and the call's log line without personal data. OCTO
 * (octo-api.ts) and GetYourGuide (gyg-api.ts) each wrap these in their own error bodies.
 */
import { hitStatement, isOverLimit, type Limit } from "#workers/rate-limits.ts";
import { firstRow } from "#workers/sql.ts";
import { type ChannelKind, credentialHash } from "./channel-keys.ts";

/** Calls one key may make a minute: a channel's sync of availability, with room for bookings. */
export const CHANNEL_CALLS_PER_MINUTE = 300;

export interface Channel {
  id: number;
  name: string;
  commissionPercent: number;
}

/** The channel of a credential, or why there is none: unknown (or revoked), or its window is full. */
export async function channelOfCredential(
  db: D1Database,
  kind: ChannelKind,
  credential: string,
): Promise<Channel | "unknown" | "overLimit"> {
  const keyHash = await credentialHash(credential);
  const limit: Limit = { key: `channel:key:${keyHash.slice(0, 32)}`, max: CHANNEL_CALLS_PER_MINUTE, windowSeconds: 60 };
  const [found, hits] = await db.batch([
    db
      .prepare(
        `SELECT c.id, c.name, c.commission_percent FROM channel_keys k JOIN channels c ON c.id = k.channel_id
         WHERE k.key_hash = ?1 AND k.revoked_at IS NULL AND c.kind = ?2`,
      )
      .bind(keyHash, kind),
    hitStatement(db, limit),
  ]);
  const channel = firstRow<{ id: number; name: string; commission_percent: number }>(found);
  if (!channel) return "unknown";
  if (isOverLimit(hits, limit)) return "overLimit";
  return { id: channel.id, name: channel.name, commissionPercent: channel.commission_percent };
}

/** The request's body as JSON, or `undefined` when it is not JSON. */
export async function jsonOf(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** One line per call: method, path (never a query or a body), status and duration. */
export function logChannelCall(api: string, request: Request, path: string, status: number, started: number): void {
  const logged = { method: request.method, path, status, ms: Date.now() - started };
  console.log(`${api} ${JSON.stringify(logged)}`);
}

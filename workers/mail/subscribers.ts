import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { ACCOUNT_PROBLEM_MESSAGES, FORM_UNREADABLE } from "#domain/inputs/account-messages.ts";
import { objectBody } from "#domain/inputs/fields.ts";
import { parseSubscription } from "#domain/inputs/subscribe.ts";
import type { Locale } from "#domain/locale.ts";
import { HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { clientIp, hitStatement, isOverLimit, type Limit } from "#workers/rate-limits.ts";
import { firstRow } from "#workers/sql.ts";

/** Room for a family subscribing a few addresses; a script filling the table with strangers' addresses stops here. */
const SUBSCRIPTIONS_PER_IP = 10;
const TEN_MINUTES = 10 * 60;

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

/**
 * Subscribes an address in the language of the site it came from, in one round trip: the
 * attempt is counted per address and the upsert runs only within the limit. An address that is
 * already subscribed is not an error: it gets the same answer, and its language becomes the one
 * it subscribed in last. The answer never tells whether the address was known.
 */
export async function subscribe(
  db: D1Database,
  request: Request,
  locale: Locale,
  email: string,
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
  ]);
  if (isOverLimit(hits, limit)) throw new HttpError(429, translate(locale, SUBSCRIBER_MESSAGES.tooMany));
  const row = firstRow<Subscription>(stored);
  if (!row) throw new Error("The subscription was not stored");
  return { email, locale: row.locale };
}

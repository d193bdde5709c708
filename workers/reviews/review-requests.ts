/**
 * The review asked for afterwards (issue 40, item 6; decision 0078). The day after a checked-in
 * visit, the cron queues a mail in the guest's language with a link to a review form tied to that
 * booking. The link's token is stored as its SHA-256 only, works 30 days and once: the review it
 * brings is written with the booking (the "booked with us" badge, no account), through the same
 * rules, plain-text cleaning and moderation as every review.
 *
 * Exactly once per booking: the token's row (one per booking, the primary key) and the mail (a
 * unique index per booking) are written in one batch, and the mail only with the token that won,
 * so two runs at once queue one mail whose link works.
 */
import { msg } from "@lingui/core/macro";
import { addDays } from "#domain/availability.ts";
import { baliDateTime } from "#domain/bali-time.ts";
import { REVIEW_LINK_DAYS, REVIEW_REQUEST_HOUR, REVIEW_REQUEST_LOOKBACK_DAYS } from "#domain/business.ts";
import { parseReview, type ReviewProblem } from "#domain/inputs/review.ts";
import type { ReviewForm } from "#domain/review-rules.ts";
import { signOffBlocks, touristMailOf } from "#workers/booking/decision-mail.ts";
import { forMail } from "#workers/booking/decisions.ts";
import { type BookingForMail, touristCopy } from "#workers/booking/request-mail.ts";
import { type BookingViewRow, bookingViewOf, bookingViewSql } from "#workers/booking/view.ts";
import { siteConfig } from "#workers/config.ts";
import { translator } from "#workers/i18n.ts";
import type { MailBlock } from "#workers/mail/document.ts";
import { visitDay } from "#workers/mail/format.ts";
import { mailColumns, type OutboxMail } from "#workers/mail/outbox.ts";
import { shownAuthorName } from "#workers/reviews/comments.ts";
import { rowsOf } from "#workers/sql.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";

/** Bookings a run takes on; the next run, five minutes later, takes the rest. */
const PER_RUN = 40;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest token a link can carry: ours are 43 characters. */
const MAX_TOKEN = 100;

/**
 * Checked-in, still confirmed visits of the last days whose guest has no request yet, of an
 * activity that has not turned the mail off (a vehicle's always asks).
 */
const DUE = `b.visit_date BETWEEN ?2 AND ?3 AND b.checked_in_at IS NOT NULL AND b.status = 'confirmed'
  AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.booking_id = b.id)
  AND coalesce(a.review_mail, 1) = 1
  ORDER BY b.id LIMIT ${PER_RUN}`;

/** The path of a review link; the site's origin of the guest's language goes before it. */
export function reviewPath(token: string): string {
  return `/review/${token}`;
}

/** The mail itself, pure like the other booking mails. */
export function reviewRequestMail(booking: BookingForMail, link: string, operatorEmail: string): OutboxMail {
  const i18n = translator(booking.locale);
  const itemName = booking.item.name;
  const date = visitDay(booking.locale, booking.visitDate);
  const days = REVIEW_LINK_DAYS;
  const blocks: MailBlock[] = [
    { type: "paragraph", text: touristCopy(booking.locale).greeting },
    {
      type: "paragraph",
      text: i18n._(
        msg`Thank you for joining ${itemName} on ${date}. How was it? A few words from you help other travellers choose, and help us do better.`,
      ),
    },
    { type: "link", label: i18n._(msg`Write your review`), href: link },
    {
      type: "paragraph",
      text: i18n._(
        msg`The link is yours alone: it works once, for ${days} days, and needs no account. Your review shows your first name and that you booked with us.`,
      ),
    },
    ...signOffBlocks(booking, operatorEmail),
  ];
  const subject = i18n._(msg`How was ${itemName}? Tell other travellers`);
  return touristMailOf(booking, "review_request", subject, blocks, operatorEmail);
}

/** The visit dates whose requests are due at `now`: none before REVIEW_REQUEST_HOUR in Bali. */
export function reviewRequestDates(now: Date): { first: string; last: string } | null {
  const bali = baliDateTime(now);
  const today = bali.slice(0, 10);
  if (Number(bali.slice(11, 13)) < REVIEW_REQUEST_HOUR) return null;
  return { first: addDays(today, -REVIEW_REQUEST_LOOKBACK_DAYS), last: addDays(today, -1) };
}

/** The token's row, written only while the booking still qualifies and has none. */
function tokenStatement(db: D1Database, bookingId: number, tokenHash: string, expiresAt: string) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO review_requests (booking_id, token_hash, expires_at)
       SELECT b.id, ?2, ?3 FROM bookings b WHERE b.id = ?1 AND b.status = 'confirmed' AND b.checked_in_at IS NOT NULL`,
    )
    .bind(bookingId, tokenHash, expiresAt);
}

/** The mail, queued only with the token that was stored: a run that lost the race queues nothing. */
function mailStatement(db: D1Database, mail: OutboxMail, bookingId: number, tokenHash: string) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO mail_outbox (kind, to_address, reply_to, locale, subject, body_text, body_html, booking_id, mailbox)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, r.booking_id, ?8 FROM review_requests r
       WHERE r.booking_id = ?9 AND r.token_hash = ?10`,
    )
    .bind(...mailColumns(mail), bookingId, tokenHash);
}

/** Queues the review requests due at `now`; answers how many were queued. */
export async function queueReviewRequests(env: Env, now: Date): Promise<number> {
  const dates = reviewRequestDates(now);
  if (!dates) return 0;
  const db = env.DB;
  const rows = rowsOf<BookingViewRow>(
    await db.prepare(bookingViewSql(DUE)).bind(null, dates.first, dates.last).all<BookingViewRow>(),
  );
  const config = siteConfig(env);
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS).toISOString();
  const statements = await Promise.all(
    rows.map(async (row) => {
      const booking = forMail(bookingViewOf(row), { config });
      const token = randomToken();
      const tokenHash = await sha256Hex(token);
      const mail = reviewRequestMail(booking, `${booking.siteOrigin}${reviewPath(token)}`, config.operatorEmail);
      return [tokenStatement(db, row.id, tokenHash, expiresAt), mailStatement(db, mail, row.id, tokenHash)];
    }),
  );
  if (statements.length === 0) return 0;
  const results = await db.batch(statements.flat());
  return results.filter((result, index) => index % 2 === 1 && result.meta.changes > 0).length;
}

/* ---------- the link ---------- */

/** What a link finds: the form to fill in, or why not (unknown: 404; used or expired: 410). */
export type ReviewLink =
  | { kind: "live"; itemName: string; visitDate: string; guestName: string | null }
  | { kind: "used" }
  | { kind: "expired" }
  | { kind: "unknown" };

interface LinkRow {
  used_at: string | null;
  expired: 0 | 1;
  item_name: string | null;
  visit_date: string;
  first_name: string;
}

/** The token as a link carries it; anything odd is a token that finds nothing. */
export function tokenOf(value: string | undefined): string {
  return value && value.length <= MAX_TOKEN && /^[\w-]+$/.test(value) ? value : "";
}

const LINK_SQL = `SELECT r.used_at, r.expires_at <= ?2 AS expired, b.visit_date, b.first_name,
    coalesce((SELECT t.name FROM activity_translations t WHERE t.activity_id = b.activity_id
      ORDER BY t.locale = ?3 DESC, t.locale = 'id' DESC LIMIT 1),
      (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = b.transport_id)) AS item_name
  FROM review_requests r JOIN bookings b ON b.id = r.booking_id WHERE r.token_hash = ?1`;

/** What the link `token` opens, with the item's name in `locale`. */
export async function reviewLink(db: D1Database, token: string, locale: string, now = new Date()): Promise<ReviewLink> {
  const valid = tokenOf(token);
  if (!valid) return { kind: "unknown" };
  const row = await db
    .prepare(LINK_SQL)
    .bind(await sha256Hex(valid), now.toISOString(), locale)
    .first<LinkRow>();
  if (!row) return { kind: "unknown" };
  if (row.used_at) return { kind: "used" };
  if (row.expired) return { kind: "expired" };
  return {
    kind: "live",
    itemName: row.item_name ?? "",
    visitDate: row.visit_date,
    guestName: shownAuthorName(row.first_name),
  };
}

export type LinkReviewOutcome =
  | { kind: "saved" }
  | { kind: "invalid"; problems: [string, ReviewProblem][] }
  | { kind: "dead"; link: Exclude<ReviewLink, { kind: "live" }> };

/** The form's rating ("1" to "5") as the review's rules read it: a whole number. */
function formReview(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const rating = fields.rating ?? "";
  return { ...fields, rating: /^\d{1,2}$/.test(rating) ? Number(rating) : rating };
}

/**
 * Writes the review the link `token` brings, once: one batch writes it (tied to the booking, with
 * the guest's first name) and spends the token, both only while the token is unspent and alive.
 * The comments' triggers keep the item's count and rating, as for any review.
 */
export async function postLinkReview(
  db: D1Database,
  token: string,
  fields: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<LinkReviewOutcome> {
  const valid = tokenOf(token);
  const tokenHash = valid ? await sha256Hex(valid) : "";
  const before = await reviewLink(db, valid, "id", now);
  if (before.kind !== "live") return { kind: "dead", link: before };
  const parsed = parseReview(formReview(fields));
  if (!parsed.ok) return { kind: "invalid", problems: [...parsed.problems] };
  const review: ReviewForm = parsed.value;
  const at = now.toISOString();
  const live = "r.token_hash = ?1 AND r.used_at IS NULL AND r.expires_at > ?2";
  const [written] = await db.batch([
    db
      .prepare(
        `INSERT INTO comments (activity_id, transport_id, booking_id, author_name, rating, title, body)
         SELECT b.activity_id, b.transport_id, b.id, b.first_name, ?3, ?4, ?5
         FROM review_requests r JOIN bookings b ON b.id = r.booking_id WHERE ${live}`,
      )
      .bind(tokenHash, at, review.rating, review.title, review.body),
    db
      .prepare("UPDATE review_requests SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2")
      .bind(tokenHash, at),
  ]);
  if ((written?.meta.changes ?? 0) > 0) return { kind: "saved" };
  const after = await reviewLink(db, valid, "id", now);
  return { kind: "dead", link: after.kind === "live" ? { kind: "used" } : after };
}

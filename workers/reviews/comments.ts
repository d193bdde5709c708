import { baliDayStart } from "#domain/bali-time.ts";
import { splitTitle } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import type { Comment, RatingOverview } from "#domain/review-rules.ts";
import { REVIEWS_PER_DAY, REVIEWS_PER_HOUR } from "#domain/review-rules.ts";
import { authMessage } from "#workers/accounts/auth-input.ts";
import { type PublicUser, sessionKey } from "#workers/accounts/sessions.ts";
import { PUBLISHED } from "#workers/catalogue/activities.ts";
import { HttpError, notFound } from "#workers/http.ts";
import { offsetOf, type Page, PER_PAGE, pageOf } from "#workers/paging.ts";
import type { NotFoundSubject } from "#workers/protocol-messages.ts";
import { isOverLimit, sessionUserHitStatement, type UserLimit, windowStartOf } from "#workers/rate-limits.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { commentMessage, readComment } from "./input.ts";

/** What a comment can be about, and how to find that thing from the URL. */
export interface CommentSubject {
  table: "activities" | "destinations" | "transports";
  column: "activity_id" | "destination_id" | "transport_id";
  /** SQL that selects the subject's id from `?1`. */
  idFromKey: string;
  label: NotFoundSubject;
}

export const activitySubject: CommentSubject = {
  table: "activities",
  column: "activity_id",
  idFromKey: `SELECT a.id FROM activities a JOIN activity_types ty ON ty.id = a.type_id
     WHERE a.slug = ?1 AND ty.slug = ?2 AND ${PUBLISHED}`,
  label: "Activity",
};

export const destinationSubject: CommentSubject = {
  table: "destinations",
  column: "destination_id",
  idFromKey:
    "SELECT d.id FROM destinations d JOIN regencies r ON r.id = d.regency_id WHERE d.slug = ?1 AND r.slug = ?2 AND d.status = 'published'",
  label: "Destination",
};

export const transportSubject: CommentSubject = {
  table: "transports",
  column: "transport_id",
  idFromKey: "SELECT id FROM transports WHERE id = ?1 AND ?2 IS NOT NULL AND status = 'published'",
  label: "Transport",
};

interface OverviewRow {
  comments_count: number;
  rating: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
}

interface CommentRow {
  id: number;
  author_name: string | null;
  user_image: string | null;
  rating: number;
  title: string;
  body: string;
  updated_at: string;
  reply_body: string | null;
  replied_at: string | null;
  booked_with_us: 0 | 1;
}

/**
 * Whether the author of the comment `c` (joined to its user `u`) has a confirmed booking of the
 * activity or vehicle reviewed: made while signed in to that account, or with the account's e-mail
 * once the address is proven (a typed address proves nothing). In the list's own statement: no extra
 * round trip. Each look-up probes the subject's confirmed bookings by account or e-mail (the partial
 * indexes of migrations 0050 and 0068), never every booking of the reviewer: a regular's history runs
 * to dozens, and each was a row read (decisions 0060, 0095). A review written through a booking's
 * review link (workers/reviews/review-requests.ts) names its booking: one primary-key look-up, no
 * account needed. A destination is never booked.
 */
// INDEXED BY: without it SQLite may take bookings_by_status for `status = 'confirmed'` (which index
// wins a tie depends on the order the indexes were made in) and read every confirmed booking for
// each review; on 300,000 bookings the moderation list read 3 million rows (decision 0058).
export const BOOKED_WITH_US = `(EXISTS (SELECT 1 FROM bookings b WHERE b.id = c.booking_id AND b.status = 'confirmed')
OR CASE WHEN c.transport_id IS NOT NULL THEN
  EXISTS (SELECT 1 FROM bookings b INDEXED BY bookings_confirmed_transport_of_user
    WHERE b.user_id = c.user_id AND b.transport_id = c.transport_id AND b.status = 'confirmed')
  OR EXISTS (SELECT 1 FROM bookings b INDEXED BY bookings_confirmed_transport_of_email
    WHERE u.email_verified_at IS NOT NULL AND b.email = u.email COLLATE NOCASE
    AND b.transport_id = c.transport_id AND b.status = 'confirmed')
WHEN c.activity_id IS NOT NULL THEN
  EXISTS (SELECT 1 FROM bookings b INDEXED BY bookings_confirmed_activity_of_user
    WHERE b.user_id = c.user_id AND b.activity_id = c.activity_id AND b.status = 'confirmed')
  OR EXISTS (SELECT 1 FROM bookings b INDEXED BY bookings_confirmed_activity_of_email
    WHERE u.email_verified_at IS NOT NULL AND b.email = u.email COLLATE NOCASE
    AND b.activity_id = c.activity_id AND b.status = 'confirmed')
ELSE 0 END)`;

/**
 * The name a review shows: the account's, else the one stored with the review, else the first name
 * the reviewer gave on their latest booking (bookings_by_user); null when none is known, which the
 * page shows as "Traveller". A blank name never reaches the page as an anonymous "?".
 */
const AUTHOR_NAME = `coalesce(nullif(trim(u.name), ''), nullif(trim(c.author_name), ''),
  (SELECT nullif(trim(b.first_name), '') FROM bookings b WHERE c.user_id IS NOT NULL AND b.user_id = c.user_id
    ORDER BY b.created_at DESC LIMIT 1))`;

/** A stored author name as a review shows it: a booking's "Mr. Made" without its title; null when nothing is left. */
export function shownAuthorName(stored: string | null): string | null {
  if (!stored) return null;
  const name = splitTitle(stored).name;
  return name.trim() || null;
}

/** The optional parts of a shown comment: the operator's reply and the "booked with us" badge. */
export function commentExtras(row: {
  reply_body: string | null;
  replied_at: string | null;
  booked_with_us: 0 | 1;
}): Pick<Comment, "reply" | "booked_with_us"> {
  return {
    ...(row.reply_body && row.replied_at ? { reply: { body: row.reply_body, updated_at: row.replied_at } } : {}),
    ...(row.booked_with_us ? { booked_with_us: true } : {}),
  };
}

export function overviewStatement(
  db: D1Database,
  subject: CommentSubject,
  key: (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT comments_count, rating, rating_1, rating_2, rating_3, rating_4, rating_5
       FROM ${subject.table} WHERE id = (${subject.idFromKey})`,
    )
    .bind(...key);
}

export function toOverview(row: OverviewRow): RatingOverview {
  return {
    five: row.rating_5,
    four: row.rating_4,
    three: row.rating_3,
    two: row.rating_2,
    one: row.rating_1,
    total: row.comments_count,
    avg: row.rating,
  };
}

export function overviewFrom(result: D1Result | undefined): RatingOverview | undefined {
  const row = firstRow<OverviewRow>(result);
  return row ? toOverview(row) : undefined;
}

/**
 * One page of a subject's shown comments (hidden ones are left out), newest first, for a batch;
 * `commentsOf` reads its rows.
 * `key` is what identifies the subject in the URL: [slug, parent slug] or [id, ""].
 */
export function commentsStatement(
  db: D1Database,
  subject: CommentSubject,
  key: [string | number, string],
  page: number,
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT c.id, ${AUTHOR_NAME} AS author_name, u.image AS user_image,
         c.rating, c.title, c.body, c.updated_at, c.reply_body, c.replied_at, ${BOOKED_WITH_US} AS booked_with_us
       FROM comments c LEFT JOIN users u ON u.id = c.user_id
       WHERE c.${subject.column} = (${subject.idFromKey}) AND c.hidden_at IS NULL
       ORDER BY c.updated_at DESC, c.id DESC LIMIT ?3 OFFSET ?4`,
    )
    .bind(...key, PER_PAGE, offsetOf(page));
}

export function commentsOf(result: D1Result | undefined): Comment[] {
  return rowsOf<CommentRow>(result).map((row): Comment => {
    const name = shownAuthorName(row.author_name);
    return {
      id: row.id,
      user: name ? { name, image: row.user_image } : null,
      rating: row.rating,
      title: row.title,
      body: row.body,
      updated_at: row.updated_at,
      ...commentExtras(row),
    };
  });
}

/**
 * A page of a subject's comments, newest first, with its rating overview.
 * `key` is what identifies the subject in the URL: [slug, parent slug] or [id, ""].
 */
export async function listComments(
  db: D1Database,
  subject: CommentSubject,
  key: [string | number, string],
  url: URL,
  page: number,
): Promise<{ items: Page<Comment>; overview: RatingOverview }> {
  return commentPageFrom(await db.batch(commentPageStatements(db, subject, key, page)), subject, url, page);
}

/** The statements of a page of reviews with the subject's overview, to batch with a page's others. */
export function commentPageStatements(
  db: D1Database,
  subject: CommentSubject,
  key: [string | number, string],
  page: number,
): D1PreparedStatement[] {
  return [overviewStatement(db, subject, key), commentsStatement(db, subject, key, page)];
}

/** The results of `commentPageStatements`: 404 when the subject is not there. */
export function commentPageFrom(
  [overview, comments]: D1Result[],
  subject: CommentSubject,
  url: URL,
  page: number,
): { items: Page<Comment>; overview: RatingOverview } {
  const summary = overviewFrom(overview);
  if (!summary) throw notFound(subject.label);
  return { items: pageOf(url, page, summary.total, commentsOf(comments)), overview: summary };
}

export const COMMENT_LIMIT: UserLimit = { prefix: "comment:user:", max: REVIEWS_PER_HOUR, windowSeconds: 60 * 60 };

interface SavedRow {
  id: number;
  rating: number;
  title: string;
  body: string;
  updated_at: string;
}

/** What the batch read of the author before writing: who they are and what the rules ask about them. */
interface AuthorRow extends PublicUser {
  verified: 0 | 1;
  /** Whether the account had already reviewed this subject: the post edits that review. */
  reviewed: 0 | 1;
  /** New reviews the account wrote since the Bali day began. */
  today: number;
}

/** A posted review as saved: new (201) or an edit of the account's earlier review of the subject (200). */
export interface SavedComment {
  comment: Comment;
  updated: boolean;
}

/**
 * Posts a review of a subject for the request's signed-in user, in one round trip. One review per
 * account and subject (docs/decisions/0034): a second post edits the first (rating, title, body).
 * One batch (a transaction) counts the attempt against the account's hourly limit, reads the
 * author, and writes the review only where every rule allows it: a single upsert over the unique
 * index of migration 0026, and the triggers update the subject's count, average and five-to-one
 * overview in that statement. 401 without a live session, then 422 per field (the body is read
 * only after that), 404 for an unknown subject, 403 while the account's e-mail address is not
 * proven, 429 over the hourly limit or, for a new review, over the day's. `key` identifies the
 * subject as in the URL: [slug, parent slug] or [id, ""].
 */
export async function postComment(
  db: D1Database,
  request: Request,
  locale: Locale,
  subject: CommentSubject,
  key: [string | number, string],
  json: () => Promise<unknown>,
): Promise<SavedComment> {
  const session = await sessionKey(request);
  if (!session) throw new HttpError(401, authMessage("unauthenticated", locale));
  const review = readComment(await json(), locale);
  const now = Date.now();
  const dayStart = baliDayStart(new Date(now));
  const mine = `SELECT c.id FROM comments c WHERE c.user_id = u.id AND c.${subject.column} = (${subject.idFromKey})`;
  const [hits, author, found, saved, badge] = await db.batch([
    sessionUserHitStatement(db, COMMENT_LIMIT, session, now),
    db
      .prepare(
        `SELECT u.id, u.name, u.email, u.image, u.email_verified_at IS NOT NULL AS verified,
           EXISTS (${mine}) AS reviewed,
           (SELECT count(*) FROM comments c WHERE c.user_id = u.id AND c.created_at >= ?5) AS today
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?3 AND s.expires_at > ?4`,
      )
      .bind(...key, session.tokenHash, session.now, dayStart),
    db.prepare(`SELECT (${subject.idFromKey}) AS id`).bind(...key),
    db
      .prepare(
        `INSERT INTO comments (${subject.column}, user_id, author_name, rating, title, body)
         SELECT (${subject.idFromKey}), u.id, u.name, ?3, ?4, ?5
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = ?6 AND s.expires_at > ?7
           AND (${subject.idFromKey}) IS NOT NULL
           AND u.email_verified_at IS NOT NULL
           AND (SELECT hits FROM rate_limits WHERE key = ?8 || u.id AND window_start = ?9) <= ?10
           AND (EXISTS (${mine})
             OR (SELECT count(*) FROM comments c WHERE c.user_id = u.id AND c.created_at >= ?11) < ?12)
         ON CONFLICT (user_id, ${subject.column}) WHERE user_id IS NOT NULL AND ${subject.column} IS NOT NULL
         DO UPDATE SET rating = excluded.rating, title = excluded.title, body = excluded.body,
           author_name = excluded.author_name, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
           version = comments.version + 1
         RETURNING id, rating, title, body, updated_at`,
      )
      .bind(
        ...key,
        review.rating,
        review.title,
        review.body,
        session.tokenHash,
        session.now,
        COMMENT_LIMIT.prefix,
        windowStartOf(COMMENT_LIMIT.windowSeconds, now),
        COMMENT_LIMIT.max,
        dayStart,
        REVIEWS_PER_DAY,
      ),
    // The saved comment's badge, as the list shows it.
    db
      .prepare(
        `SELECT ${BOOKED_WITH_US} AS booked_with_us FROM comments c JOIN users u ON u.id = c.user_id
         WHERE c.${subject.column} = (${subject.idFromKey})
           AND u.id = (SELECT s.user_id FROM sessions s WHERE s.token_hash = ?3)`,
      )
      .bind(...key, session.tokenHash),
  ]);
  const row = firstRow<AuthorRow>(author);
  if (!row) throw new HttpError(401, authMessage("unauthenticated", locale));
  if (firstRow<{ id: number | null }>(found)?.id == null) throw notFound(subject.label);
  refuseAgainstRules(row, hits, locale);
  const comment = firstRow<SavedRow>(saved);
  if (!comment) throw new Error("The saved comment was not returned");
  return {
    updated: row.reviewed === 1,
    comment: {
      id: comment.id,
      user: { name: row.name, image: row.image },
      rating: comment.rating,
      title: comment.title,
      body: comment.body,
      updated_at: comment.updated_at,
      ...commentExtras({
        reply_body: null,
        replied_at: null,
        booked_with_us: firstRow<{ booked_with_us: 0 | 1 }>(badge)?.booked_with_us ?? 0,
      }),
    },
  };
}

/** The refusals the upsert's WHERE made, in the order a tourist can do something about them. */
function refuseAgainstRules(author: AuthorRow, hits: D1Result | undefined, locale: Locale): void {
  if (!author.verified) throw new HttpError(403, commentMessage("emailNotVerified", locale));
  if (isOverLimit(hits, COMMENT_LIMIT)) throw new HttpError(429, commentMessage("tooManyComments", locale));
  if (!author.reviewed && author.today >= REVIEWS_PER_DAY) {
    throw new HttpError(429, commentMessage("tooManyToday", locale));
  }
}

/**
 * The answer of a posted review, as the /api contract spells it: 201 `{ items }` for a new one; 200
 * `{ items, updated: true, message }` when it edited the account's earlier review of the subject.
 */
export function postedCommentResponse({ comment, updated }: SavedComment, locale: Locale): Response {
  const headers = { "Cache-Control": "no-store" };
  if (!updated) return Response.json({ items: comment }, { status: 201, headers });
  const message = commentMessage("reviewUpdated", locale);
  return Response.json({ items: comment, updated: true, message }, { status: 200, headers });
}

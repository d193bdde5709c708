/**
 * The rules of a review that the comment dialog and the server share: the rating scale, the
 * default, the length limits and how typed text becomes the plain text that is stored. The
 * review's schema (domain/inputs/review.ts) checks with them, on both sides.
 */

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** A new review starts at four stars (spec section 9). */
export const DEFAULT_RATING = 4;
/** A headline, not a paragraph: long enough for "Sunrise trek with the best guide in Kintamani". */
export const TITLE_MAX = 150;
/** About a page of text; anything longer is rarely read and mostly spam. */
export const BODY_MAX = 3000;

/** Enough for a tourist reviewing a whole trip in one sitting; a flood from one account stops there. */
export const REVIEWS_PER_HOUR = 20;

/**
 * New reviews an account may write in one Bali day (edits of its own reviews do not count): a
 * day's outings rarely pass three, and a new account cannot bury an item's rating in an afternoon.
 */
export const REVIEWS_PER_DAY = 5;

export interface ReviewForm {
  rating: number;
  title: string;
  body: string;
}

export function emptyReview(): ReviewForm {
  return { rating: DEFAULT_RATING, title: "", body: "" };
}

// C0 and C1 control characters except tab and line feed, and the Unicode bidi overrides and
// isolates that can make a review read differently from what is stored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The body as stored: plain text with "\n" line endings, without control characters, trimmed.
 * Markup stays as the characters the tourist typed; pages show it as text, never as HTML.
 */
export function plainReviewBody(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").trim();
}

/** The title as stored: one line (line breaks become spaces), otherwise as the body. */
export function plainReviewTitle(text: string): string {
  return plainReviewBody(text.replace(/[\r\n]+/g, " "));
}

export interface Comment {
  id: number;
  /** null shows as "anonymous". */
  user: { name: string; image: string | null } | null;
  rating: number;
  title: string;
  body: string;
  updated_at: string;
  /** The operator's public answer; absent when there is none. Added in issue 17: older clients ignore it. */
  reply?: CommentReply;
  /** Present (true) when the author has a confirmed booking of the activity or vehicle reviewed. */
  booked_with_us?: boolean;
}

export interface CommentReply {
  body: string;
  updated_at: string;
}

/** The longest public reply of the operator to a review, and the longest reason for hiding one. */
export const REPLY_MAX = 2000;
export const HIDE_REASON_MAX = 500;

export interface RatingOverview {
  five: number;
  four: number;
  three: number;
  two: number;
  one: number;
  total: number;
  avg: number;
}

/* ---------- the operator's review list (/admin/reviews) ---------- */

export const REVIEW_SUBJECT_KINDS = ["activity", "destination", "transport"] as const;
export type ReviewSubjectKind = (typeof REVIEW_SUBJECT_KINDS)[number];
export const REVIEW_VISIBILITIES = ["shown", "hidden"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

export interface ModerationQuery {
  kind: ReviewSubjectKind | null;
  visibility: ReviewVisibility | null;
  search: string;
}

export interface ModeratedReview {
  id: number;
  version: number;
  kind: ReviewSubjectKind;
  subject: { name: string; path: string };
  rating: number;
  title: string;
  body: string;
  /** null shows as "anonymous". */
  author: string | null;
  createdAt: string;
  hidden: { at: string; reason: string } | null;
  reply: CommentReply | null;
  bookedWithUs: boolean;
}

/** What a refused moderation form answers: the problem, the review it was about and the field to mark. */
export interface ModerationAnswer {
  problem: "csrf" | "stale" | "invalidForm" | "reasonRequired" | "reasonTooLong" | "replyTooLong";
  id?: number;
  field?: string;
}

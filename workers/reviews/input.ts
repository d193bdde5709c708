import { type } from "arktype";
import type { Locale } from "#domain/locale.ts";
import {
  BODY_MAX,
  MAX_RATING,
  MIN_RATING,
  plainReviewBody,
  plainReviewTitle,
  type ReviewForm,
  TITLE_MAX,
} from "#domain/review-rules.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";

/** What a review can be refused for, in both languages (spec section 5: "this field is required"). */
export const COMMENT_MESSAGES = {
  invalidInput: {
    en: "Please give a rating, a title and your review.",
    id: "Silakan beri rating, judul, dan ulasan Anda.",
  },
  ratingInvalid: {
    en: `The rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}.`,
    id: `Rating harus bilangan bulat dari ${MIN_RATING} sampai ${MAX_RATING}.`,
  },
  required: { en: "This field is required.", id: "Kolom ini wajib diisi." },
  notText: { en: "This field must be text.", id: "Kolom ini harus berupa teks." },
  titleTooLong: {
    en: `The title must be at most ${TITLE_MAX} characters.`,
    id: `Judul maksimal ${TITLE_MAX} karakter.`,
  },
  bodyTooLong: {
    en: `The review must be at most ${BODY_MAX} characters.`,
    id: `Ulasan maksimal ${BODY_MAX} karakter.`,
  },
  tooManyComments: {
    en: "You have posted many reviews in a short time. Please try again later.",
    id: "Anda sudah mengirim banyak ulasan dalam waktu singkat. Silakan coba lagi nanti.",
  },
} as const;

export type CommentMessage = keyof typeof COMMENT_MESSAGES;

export function commentMessage(key: CommentMessage, locale: Locale): string {
  return COMMENT_MESSAGES[key][locale];
}

const commentBody = type({ "[string]": "unknown" });
const rating = type("number.integer").atLeast(MIN_RATING).atMost(MAX_RATING);

/**
 * `{ rating, title, body }` of a new review, checked field by field: 422 with a message per field
 * in the site's language, the first one also as the headline. Title and body come back as the
 * plain text that is stored; nothing in them is interpreted.
 */
export function readComment(input: unknown, locale: Locale): ReviewForm {
  const fields = commentBody(input);
  if (fields instanceof type.errors) throw new HttpError(422, commentMessage("invalidInput", locale));
  const errors: FieldErrors = {};
  const add = (field: keyof ReviewForm, key: CommentMessage) => {
    errors[field] = [...(errors[field] ?? []), commentMessage(key, locale)];
  };
  const stars = rating(fields.rating);
  if (stars instanceof type.errors) add("rating", "ratingInvalid");
  const text = (field: "title" | "body", plain: (value: string) => string, max: number, tooLong: CommentMessage) => {
    const value = fields[field];
    if (value !== undefined && value !== null && typeof value !== "string") {
      add(field, "notText");
      return "";
    }
    const stored = plain(value ?? "");
    if (!stored) add(field, "required");
    else if (stored.length > max) add(field, tooLong);
    return stored;
  };
  const title = text("title", plainReviewTitle, TITLE_MAX, "titleTooLong");
  const body = text("body", plainReviewBody, BODY_MAX, "bodyTooLong");
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
  return { rating: stars as number, title, body };
}

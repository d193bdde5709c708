import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { objectBody } from "#domain/inputs/fields.ts";
import { parseReview, type ReviewField, type ReviewProblem } from "#domain/inputs/review.ts";
import type { Locale } from "#domain/locale.ts";
import { BODY_MAX, MAX_RATING, MIN_RATING, REVIEWS_PER_DAY, type ReviewForm, TITLE_MAX } from "#domain/review-rules.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";

/** What a review can be refused for, in both languages (spec section 5: "this field is required"). */
export const COMMENT_MESSAGES = {
  invalidInput: msg`Please give a rating, a title and your review.`,
  ratingInvalid: msg`The rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}.`,
  required: msg`This field is required.`,
  notText: msg`This field must be text.`,
  titleTooLong: msg`The title must be at most ${TITLE_MAX} characters.`,
  bodyTooLong: msg`The review must be at most ${BODY_MAX} characters.`,
  tooManyComments: msg`You have posted many reviews in a short time. Please try again later.`,
  tooManyToday: msg`You can write at most ${REVIEWS_PER_DAY} new reviews a day. Please try again tomorrow; you can still edit the reviews you have written.`,
  emailNotVerified: msg`Please confirm your e-mail address before you write a review. Open the link we sent you, or ask for a new one on your profile page.`,
  reviewUpdated: msg`Your review was updated. Each account has one review per activity, destination or vehicle.`,
} satisfies Record<string, MessageDescriptor>;

export type CommentMessage = keyof typeof COMMENT_MESSAGES;

export function commentMessage(key: CommentMessage, locale: Locale): string {
  return translate(locale, COMMENT_MESSAGES[key]);
}

function messageOf(field: string, problem: ReviewProblem): CommentMessage {
  if (problem !== "tooLong") return problem;
  return (field as ReviewField) === "title" ? "titleTooLong" : "bodyTooLong";
}

/**
 * `{ rating, title, body }` of a new review, checked by the review's schema
 * (domain/inputs/review.ts): 422 with a message per field in the site's language, the first one
 * also as the headline. Title and body come back as the plain text that is stored.
 */
export function readComment(input: unknown, locale: Locale): ReviewForm {
  const fields = objectBody(input);
  if (fields instanceof type.errors) throw new HttpError(422, commentMessage("invalidInput", locale));
  const parsed = parseReview(fields);
  if (parsed.ok) return parsed.value;
  const errors: FieldErrors = {};
  for (const [field, problem] of parsed.problems) errors[field] = [commentMessage(messageOf(field, problem), locale)];
  throw new HttpError(422, Object.values(errors)[0]?.[0] ?? commentMessage("invalidInput", locale), errors);
}

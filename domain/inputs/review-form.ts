/**
 * A review's rules (spec section 5: title and body are required), free of arktype: the comment
 * dialog checks a review with them in the browser without loading the schema library, and the
 * server's schema (review.ts) is built from the same checks, so the dialog never sends what the
 * server refuses.
 */
import {
  BODY_MAX,
  MAX_RATING,
  MIN_RATING,
  plainReviewBody,
  plainReviewTitle,
  type ReviewForm,
  TITLE_MAX,
} from "../review-rules.ts";
import { atMost, filled, firstProblem } from "./text-rules.ts";

export type ReviewField = keyof ReviewForm;
export type ReviewProblem = "required" | "tooLong" | "ratingInvalid" | "notText";
export type ReviewProblems = Partial<Record<ReviewField, ReviewProblem>>;

export function ratingProblem(value: unknown): ReviewProblem | null {
  return Number.isInteger(value) && (value as number) >= MIN_RATING && (value as number) <= MAX_RATING
    ? null
    : "ratingInvalid";
}

/** Text (or nothing) made plain by `plain`, then required and at most `max` characters. */
function textProblem(plain: (text: string) => string, max: number) {
  return (value: unknown): ReviewProblem | null => {
    if (value !== null && value !== undefined && typeof value !== "string") return "notText";
    return firstProblem(
      [
        ["required", filled],
        ["tooLong", atMost(max)],
      ],
      plain(value ?? ""),
    );
  };
}

export const titleProblem = textProblem(plainReviewTitle, TITLE_MAX);
export const bodyProblem = textProblem(plainReviewBody, BODY_MAX);

/** What keeps a review from being sent, per field. */
export function reviewProblems(form: ReviewForm): ReviewProblems {
  const problems: ReviewProblems = {};
  const rating = ratingProblem(form.rating);
  const title = titleProblem(form.title);
  const body = bodyProblem(form.body);
  if (rating) problems.rating = rating;
  if (title) problems.title = title;
  if (body) problems.body = body;
  return problems;
}

export function isReviewComplete(form: ReviewForm): boolean {
  return Object.keys(reviewProblems(form)).length === 0;
}

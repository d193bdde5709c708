/**
 * A review as the comment dialog and the server check it (spec section 5: title and body are
 * required): the dialog never sends what the server refuses. Title and body come out as the plain
 * text that is stored; nothing in them is interpreted.
 */
import { type } from "arktype";
import {
  BODY_MAX,
  MAX_RATING,
  MIN_RATING,
  plainReviewBody,
  plainReviewTitle,
  type ReviewForm,
  TITLE_MAX,
} from "../review-rules.ts";
import { atMost, filled, meeting, type Parsed, parseFields, problemsByField, refusedAs } from "./fields.ts";

export type ReviewField = keyof ReviewForm;
export type ReviewProblem = "required" | "tooLong" | "ratingInvalid" | "notText";
export type ReviewProblems = Partial<Record<ReviewField, ReviewProblem>>;

/** Text made plain by `plain`, then required and at most `max` characters. */
function reviewText(plain: (text: string) => string, max: number) {
  return refusedAs("notText", type("string | null | undefined"))
    .pipe((value) => plain(value ?? ""))
    .narrow(
      meeting([
        ["required", filled],
        ["tooLong", atMost(max)],
      ]),
    );
}

const shape = {
  rating: refusedAs("ratingInvalid", type("number.integer").atLeast(MIN_RATING).atMost(MAX_RATING)),
  title: reviewText(plainReviewTitle, TITLE_MAX),
  body: reviewText(plainReviewBody, BODY_MAX),
};
const reviewSchema = type(shape);
const FIELDS = Object.keys(shape);

export function parseReview(fields: Readonly<Record<string, unknown>>): Parsed<ReviewForm, ReviewProblem> {
  return parseFields(reviewSchema, FIELDS, fields);
}

/** What keeps a review from being sent, per field. */
export function reviewProblems(form: ReviewForm): ReviewProblems {
  const parsed = parseReview({ ...form });
  return parsed.ok ? {} : problemsByField(parsed.problems);
}

export function isReviewComplete(form: ReviewForm): boolean {
  return parseReview({ ...form }).ok;
}

/**
 * A review as the server reads it, with the rules the comment dialog checks (review-form.ts).
 * Title and body come out as the plain text that is stored; nothing in them is interpreted.
 */
import { type } from "arktype";
import { plainReviewBody, plainReviewTitle, type ReviewForm } from "../review-rules.ts";
import { checkedBy, type Parsed, parseFields } from "./fields.ts";
import { bodyProblem, type ReviewProblem, ratingProblem, titleProblem } from "./review-form.ts";

export type { ReviewField, ReviewProblem, ReviewProblems } from "./review-form.ts";
export { isReviewComplete, reviewProblems } from "./review-form.ts";

const shape = {
  rating: checkedBy(ratingProblem).pipe((value) => value as number),
  title: checkedBy(titleProblem).pipe((value) => plainReviewTitle((value as string | null | undefined) ?? "")),
  body: checkedBy(bodyProblem).pipe((value) => plainReviewBody((value as string | null | undefined) ?? "")),
};
const reviewSchema = type(shape);
const FIELDS = Object.keys(shape);

export function parseReview(fields: Readonly<Record<string, unknown>>): Parsed<ReviewForm, ReviewProblem> {
  return parseFields(reviewSchema, FIELDS, fields);
}

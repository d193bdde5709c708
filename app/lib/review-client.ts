/**
 * The browser's calls for reviews: post one (CSRF first, as every state change of the web app)
 * and read the first page of comments again. Answers are checked before a component sees them.
 * Loaded with the comment dialog, when Write review is pressed.
 */
import { FetchError } from "ofetch";
import type { Comment, RatingOverview, ReviewForm } from "#domain/review-rules.ts";
import type { PostedReview, ReviewFailure } from "#machines/review.machine.ts";
import {
  arrayOf,
  expectAnswer,
  isBoolean,
  isCount,
  isId,
  isNumber,
  isString,
  nullable,
  optional,
  shape,
} from "./answer-shape.ts";
import { api } from "./api-client.ts";
import { postWithCsrf } from "./auth-client.ts";

const isComment = shape({
  id: isId,
  user: nullable(shape({ name: isString, image: nullable(isString) })),
  rating: (value: unknown): value is number => Number.isInteger(value),
  title: isString,
  body: isString,
  updated_at: isString,
  reply: optional(shape({ body: isString, updated_at: isString })),
  booked_with_us: optional(isBoolean),
});

/** 201 `{ items }` for a new review; 200 adds `updated` and the server's message when it edited an earlier one. */
const isPostedAnswer = shape({ items: isComment, updated: optional(isBoolean), message: optional(isString) });

const isCommentsAnswer = shape({
  items: shape({ data: arrayOf(isComment), next_page_url: nullable(isString), total: isCount }),
  overview: shape({
    five: isCount,
    four: isCount,
    three: isCount,
    two: isCount,
    one: isCount,
    total: isCount,
    avg: isNumber,
  }),
});

export interface FirstComments {
  page: { data: Comment[]; next_page_url: string | null; total: number };
  overview: RatingOverview;
}

const isRefusal = shape({ message: isString });

/**
 * Posts a review; a refusal is thrown as its HTTP status (0 when the server was not reached or
 * answered nonsense) with the server's message, which the dialog shows.
 */
export async function postReview(endpoint: string, review: ReviewForm): Promise<PostedReview> {
  let body: unknown;
  try {
    body = await postWithCsrf(endpoint, review);
  } catch (error) {
    throw refusalOf(error);
  }
  if (!isPostedAnswer(body)) throw { status: 0 } satisfies ReviewFailure;
  return { id: body.items.id, ...(body.updated && body.message ? { notice: body.message } : {}) };
}

/** A refusal (4xx) carries the server's message for the dialog; a server in trouble (5xx) stays silent as before. */
function refusalOf(error: unknown): ReviewFailure {
  if (!(error instanceof FetchError)) return { status: 0 };
  const status = error.status ?? 0;
  const refused = status >= 400 && status < 500 && isRefusal(error.data);
  return refused ? { status, message: (error.data as { message: string }).message } : { status };
}

/** The first page of a subject's comments and its overview, fresh from the server (never from a cache). */
export async function fetchFirstComments(endpoint: string): Promise<FirstComments> {
  const answer = expectAnswer(await api(endpoint, { cache: "no-store" }), isCommentsAnswer, endpoint);
  return { page: answer.items, overview: answer.overview };
}

/**
 * The browser's calls for reviews: post one (CSRF first, as every state change of the web app)
 * and read the first page of comments again. Answers are checked before a component sees them.
 * Loaded with the comment dialog, when Write review is pressed.
 */
import { type } from "arktype";
import { FetchError } from "ofetch";
import type { Comment, RatingOverview, ReviewForm } from "#domain/review-rules.ts";
import type { PostedReview, ReviewFailure } from "#machines/review.machine.ts";
import { api } from "./api-client.ts";
import { postWithCsrf } from "./auth-client.ts";

const comment = type({
  id: "number.integer > 0",
  user: type({ name: "string", image: "string | null" }).or("null"),
  rating: "number.integer",
  title: "string",
  body: "string",
  updated_at: "string",
  "reply?": { body: "string", updated_at: "string" },
  "booked_with_us?": "boolean",
});

const postedAnswer = type({ items: comment });

const count = type("number.integer >= 0");
const commentsAnswer = type({
  items: { data: comment.array(), next_page_url: "string | null", total: count },
  overview: { five: count, four: count, three: count, two: count, one: count, total: count, avg: "number" },
});

export interface FirstComments {
  page: { data: Comment[]; next_page_url: string | null; total: number };
  overview: RatingOverview;
}

/** Posts a review; a refusal is thrown as its HTTP status (0 when the server was not reached or answered nonsense). */
export async function postReview(endpoint: string, review: ReviewForm): Promise<PostedReview> {
  let body: unknown;
  try {
    body = await postWithCsrf(endpoint, review);
  } catch (error) {
    throw { status: error instanceof FetchError ? (error.status ?? 0) : 0 } satisfies ReviewFailure;
  }
  const answer = postedAnswer(body);
  if (answer instanceof type.errors) throw { status: 0 } satisfies ReviewFailure;
  return { id: answer.items.id };
}

/** The first page of a subject's comments and its overview, fresh from the server (never from a cache). */
export async function fetchFirstComments(endpoint: string): Promise<FirstComments> {
  const answer = commentsAnswer(await api(endpoint, { cache: "no-store" }));
  if (answer instanceof type.errors) throw new Error(`Unexpected answer from ${endpoint}: ${answer.summary}`);
  return { page: answer.items, overview: answer.overview };
}

/**
 * /review/:token, where the review request's link leads (issue 40, item 6; decision 0078): a review
 * form tied to the booking the link was sent for, without an account and signing nobody in. The
 * token itself is the only secret the form acts on, so it needs no CSRF token: another site cannot
 * post without knowing it. An unknown token is 404, a used or expired one 410, never a 500.
 */
import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import type { ReviewProblem } from "#domain/inputs/review.ts";
import { formFields } from "#workers/http.ts";
import { postLinkReview, type ReviewLink, reviewLink } from "#workers/reviews/review-requests.ts";
import type { Route } from "./+types/booking-review";

const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const TITLE = msg({ context: "page title", message: "Your review" });

/** What the page shows: the form (again with its problems), the thanks, or why the link is dead. */
export type LinkReviewAnswer =
  | { outcome: "form"; link: Extract<ReviewLink, { kind: "live" }>; problems: [string, ReviewProblem][] }
  | { outcome: "saved" }
  | { outcome: "dead"; link: Exclude<ReviewLink, { kind: "live" }> };

function statusOf(link: ReviewLink): number {
  if (link.kind === "unknown") return 404;
  return link.kind === "live" ? 200 : 410;
}

export async function loader(args: Route.LoaderArgs) {
  const { db, locale } = requestScope(args);
  const title = getI18n(args.context)._(TITLE);
  const link = await reviewLink(db, args.params.token, locale);
  const answer: LinkReviewAnswer =
    link.kind === "live" ? { outcome: "form", link, problems: [] } : { outcome: "dead", link };
  return data({ answer, seo: { title, description: title } }, { status: statusOf(link), headers: PRIVATE_PAGE });
}

export async function action(args: Route.ActionArgs) {
  const { db, locale } = requestScope(args);
  const form = await args.request.formData().catch(() => new FormData());
  const token = args.params.token;
  const outcome = await postLinkReview(db, token, formFields(form));
  const reply = (answer: LinkReviewAnswer, status: number) => data({ answer }, { status, headers: PRIVATE_PAGE });
  if (outcome.kind === "saved") return reply({ outcome: "saved" }, 201);
  if (outcome.kind === "dead") return reply({ outcome: "dead", link: outcome.link }, statusOf(outcome.link));
  const link = await reviewLink(db, token, locale);
  if (link.kind !== "live") return reply({ outcome: "dead", link }, statusOf(link));
  return reply({ outcome: "form", link, problems: outcome.problems }, 422);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import type { ModerationAnswer } from "#domain/review-rules.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import { listReviews, moderateReview } from "#workers/reviews/moderation.ts";
import type { Route } from "./+types/reviews";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => ({
    reviews: await listReviews(db, locale, url),
    done: url.searchParams.get("done"),
  }));
}

const DONE = { hide: "hidden", unhide: "shown", reply: "replied" } as const;

/**
 * The Hide, Show again and Reply forms post here. A change that went through redirects back to the
 * list with its filters and a notice, so a reload never posts again, and names the subject's cached
 * pages and /api answers for the purge on both sites; a refused one answers the page with what was wrong.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const outcome = await moderateReview(scope, formFields(form));
    if (outcome.kind === "refused") {
      const answer: ModerationAnswer = { problem: outcome.problem };
      if (outcome.id) answer.id = outcome.id;
      if (outcome.field) answer.field = outcome.field;
      return data(answer, { status: outcome.httpStatus, headers: OPERATOR_PAGE_HEADERS });
    }
    const back = new URL(scope.url);
    back.searchParams.set("done", DONE[outcome.action]);
    const headers = new Headers(OPERATOR_PAGE_HEADERS);
    headers.set(PURGE_HEADER, purgeHeader(outcome.purge));
    return redirect(`/admin/reviews${back.search}#review-${outcome.id}`, { status: 303, headers });
  });
}

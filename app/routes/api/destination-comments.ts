import { apiAction, apiLoader, slugFromPath } from "#app/server/api.server.ts";
import { destinationSubject, listComments, postComment, postedCommentResponse } from "#workers/reviews/comments.ts";

function destinationKey(params: { regency?: string; slug?: string }): [string, string] {
  return [slugFromPath(params.slug, "Destination"), slugFromPath(params.regency, "Destination")];
}

export const loader = apiLoader(async ({ db, url, page, params }) =>
  listComments(db, destinationSubject, destinationKey(params), url, page),
);

export const action = apiAction(async ({ db, locale, request, params, json }) =>
  postedCommentResponse(
    await postComment(db, request, locale, destinationSubject, destinationKey(params), json),
    locale,
  ),
);

import { apiAction, apiLoader, slugFromPath } from "#app/server/api.server.ts";
import { activitySubject, listComments, postComment, postedCommentResponse } from "#workers/reviews/comments.ts";

function activityKey(params: { type?: string; slug?: string }): [string, string] {
  return [slugFromPath(params.slug, "Activity"), slugFromPath(params.type, "Activity")];
}

export const loader = apiLoader(async ({ db, url, page, params }) =>
  listComments(db, activitySubject, activityKey(params), url, page),
);

export const action = apiAction(async ({ db, locale, request, params, json }) =>
  postedCommentResponse(await postComment(db, request, locale, activitySubject, activityKey(params), json), locale),
);

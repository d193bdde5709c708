import { apiAction, apiLoader, idFromPath } from "#app/server/api.server.ts";
import { listComments, postComment, postedCommentResponse, transportSubject } from "#workers/reviews/comments.ts";

function transportKey(params: { id?: string }): [number, string] {
  return [idFromPath(params.id, "Transport"), ""];
}

export const loader = apiLoader(async ({ db, url, page, params }) =>
  listComments(db, transportSubject, transportKey(params), url, page),
);

export const action = apiAction(async ({ db, locale, request, params, json }) =>
  postedCommentResponse(await postComment(db, request, locale, transportSubject, transportKey(params), json), locale),
);

import { apiLoader, idFromPath } from "#workers/api.ts";
import { listComments, transportSubject } from "#workers/comments.ts";

export const loader = apiLoader(async ({ db, url, page, params }) =>
  listComments(db, transportSubject, [idFromPath(params.id, "Transport"), ""], url, page),
);

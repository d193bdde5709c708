import { apiLoader, slugFromPath } from "#workers/api.ts";
import { activitySubject, listComments } from "#workers/comments.ts";

export const loader = apiLoader(async ({ db, url, page, params }) =>
  listComments(
    db,
    activitySubject,
    [slugFromPath(params.slug, "Activity"), slugFromPath(params.type, "Activity")],
    url,
    page,
  ),
);

import { apiLoader, slugFromPath } from "#workers/api.ts";
import { destinationSubject, listComments } from "#workers/comments.ts";

export const loader = apiLoader(async ({ db, url, page, params }) =>
  listComments(
    db,
    destinationSubject,
    [slugFromPath(params.slug, "Destination"), slugFromPath(params.regency, "Destination")],
    url,
    page,
  ),
);

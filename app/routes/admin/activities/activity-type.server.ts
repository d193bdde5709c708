/** An activity type's photos (the home page's category cards show the first). */
import { data } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { idFromPath } from "#app/server/api.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { photoAction } from "#app/server/row-photos.server.ts";
import { activityTypePhotoRow, activityTypePhotos } from "#workers/catalogue/activity-type-photos.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/activity-type";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => ({
    type: await activityTypePhotos(db, locale, idFromPath(params.id, "Activity category")),
    done: url.searchParams.get("done"),
  }));
}

/** The photo forms (`intent`): add, describe, move, remove. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const id = idFromPath(scope.params.id, "Activity category");
    const fields = formFields(form);
    const page = `/admin/activities/types/${id}`;
    const photo = await photoAction(scope, form, fields, page, () => activityTypePhotoRow(scope.db, id));
    return (
      photo ?? data({ problems: [["version", "stale"]], sent: fields }, { status: 422, headers: OPERATOR_PAGE_HEADERS })
    );
  });
}

import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { idFromPath } from "#app/server/api.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { placeAnswer, refused, statusOf } from "#app/server/place-pages.server.ts";
import { deleteAction } from "#app/server/row-deletion.server.ts";
import { photoAction } from "#app/server/row-photos.server.ts";
import { parseDestinationEdit } from "#domain/inputs/place.ts";
import { listCategories, regencies } from "#workers/catalogue/categories.ts";
import {
  changePlaceStatus,
  destinationForEditing,
  destinationPhotoRow,
  saveDestination,
} from "#workers/catalogue/place-editor.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/admin-destination";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => {
    const [destination, groups] = await Promise.all([
      destinationForEditing(db, idFromPath(params.id, "Destination")),
      listCategories(db, regencies, locale),
    ]);
    return { destination, groups: groups.map(({ id, name }) => ({ id, name })), done: url.searchParams.get("done") };
  });
}

/** The form's Save; the Publish, Unpublish and Archive buttons; the photo forms (`intent`). */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const id = idFromPath(scope.params.id, "Destination");
    const fields = formFields(form);
    const page = `/admin/destinations/${id}`;
    const intent = fields.intent ?? "save";
    if (intent === "save") {
      const parsed = parseDestinationEdit(fields);
      if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
      return placeAnswer(await saveDestination(scope, id, parsed.value), page, "saved", fields);
    }
    const photo = await photoAction(scope, form, fields, page, () => destinationPhotoRow(scope.db, id));
    if (photo) return photo;
    if (intent === "delete") {
      const label = await destinationForEditing(scope.db, id);
      return deleteAction(scope, fields, { table: "destinations", id, label, list: "/admin/destinations" });
    }
    const status = statusOf(intent);
    const version = Number(fields.version);
    if (!status || !Number.isSafeInteger(version))
      return refused(422, { problems: [["intent", "stale"]], sent: fields });
    return placeAnswer(await changePlaceStatus(scope, "destinations", id, version, status), page, status, fields);
  });
}

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

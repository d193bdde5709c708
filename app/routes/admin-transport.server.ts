import { operatorMiddleware } from "#app/middleware/operator.server.ts";
import { idFromPath } from "#app/server/api.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { placeAnswer, refused, statusOf } from "#app/server/place-pages.server.ts";
import { deleteAction } from "#app/server/row-deletion.server.ts";
import { photoAction } from "#app/server/row-photos.server.ts";
import { parseTransportEdit } from "#domain/inputs/place.ts";
import { listCategories, transportTypes } from "#workers/catalogue/categories.ts";
import {
  changePlaceStatus,
  saveTransport,
  transportForEditing,
  transportPhotoRow,
} from "#workers/catalogue/place-editor.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/admin-transport";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => {
    const [vehicle, groups] = await Promise.all([
      transportForEditing(db, idFromPath(params.id, "Transport")),
      listCategories(db, transportTypes, locale),
    ]);
    return { vehicle, groups: groups.map(({ id, name }) => ({ id, name })), done: url.searchParams.get("done") };
  });
}

/** The form's Save; the Publish, Unpublish and Archive buttons; the photo forms (`intent`). */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const id = idFromPath(scope.params.id, "Transport");
    const fields = formFields(form);
    const page = `/admin/transport/${id}`;
    const intent = fields.intent ?? "save";
    if (intent === "save") {
      const parsed = parseTransportEdit(fields);
      if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
      return placeAnswer(await saveTransport(scope, id, parsed.value), page, "saved", fields);
    }
    const photo = await photoAction(scope, form, fields, page, () => transportPhotoRow(scope.db, id));
    if (photo) return photo;
    if (intent === "delete") {
      const label = await transportForEditing(scope.db, id);
      return deleteAction(scope, fields, { table: "transports", id, label, list: "/admin/transport" });
    }
    const status = statusOf(intent);
    const version = Number(fields.version);
    if (!status || !Number.isSafeInteger(version))
      return refused(422, { problems: [["intent", "stale"]], sent: fields });
    return placeAnswer(await changePlaceStatus(scope, "transports", id, version, status), page, status, fields);
  });
}

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

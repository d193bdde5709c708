import { idFromPath } from "#app/server/api.server.ts";
import { editorTokenOf, runEditorAction } from "#app/server/editor-writes.server.ts";
import { loadOperatorPage } from "#app/server/operator-pages.server.ts";
import { placeAnswer, refused, statusOf } from "#app/server/place-pages.server.ts";
import { deleteAction } from "#app/server/row-deletion.server.ts";
import { photoAction } from "#app/server/row-photos.server.ts";
import { parseDestinationEdit } from "#domain/inputs/place.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { listCategories, regencies } from "#workers/catalogue/categories.ts";
import {
  changePlaceStatus,
  destinationForEditing,
  destinationPhotoRow,
  saveDestination,
} from "#workers/catalogue/place-editor.ts";
import type { Route } from "./+types/destination";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params, url }) => {
    const [destination, groups] = await Promise.all([
      destinationForEditing(db, idFromPath(params.id, "Destination")),
      listCategories(db, regencies, locale),
    ]);
    return {
      destination,
      groups: groups.map(({ id, name }) => ({ id, name })),
      done: url.searchParams.get("done"),
      editor: editorTokenOf(url),
    };
  });
}

/**
 * The form's Save; the Publish, Unpublish and Archive buttons; the photo buttons (`intent`). Those post
 * the whole form too, which is saved first: pressing one never loses an edit.
 */
export function action(args: Route.ActionArgs) {
  const rowOf = (scope: OperatorScope) => ({
    table: "destinations" as const,
    id: idFromPath(scope.params.id, "Destination"),
  });
  return runEditorAction(args, rowOf, async (scope, form, writes) => {
    const { id } = rowOf(scope);
    const { fields } = writes;
    const page = `/admin/destinations/${id}`;
    const intent = fields.intent ?? "save";
    if (intent === "delete") {
      const label = await destinationForEditing(scope.db, id);
      return deleteAction(scope, fields, { table: "destinations", id, label, list: "/admin/destinations" });
    }
    if (intent === "save" || writes.wholeForm) {
      const parsed = parseDestinationEdit(fields);
      if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
      const saved = await writes.wrote(await saveDestination(scope, id, parsed.value));
      if (intent === "save" || saved.kind !== "saved") return placeAnswer(saved, page, "saved", fields);
    }
    const photo = await photoAction(scope, form, fields, page, () => destinationPhotoRow(scope.db, id), writes.wrote);
    if (photo) return photo;
    const status = statusOf(intent);
    const version = Number(fields.version);
    if (!status || !Number.isSafeInteger(version))
      return refused(422, { problems: [["intent", "stale"]], sent: fields });
    const changed = await writes.wrote(await changePlaceStatus(scope, "destinations", id, version, status));
    return placeAnswer(changed, page, status, fields);
  });
}

import { data } from "react-router";
import { OPERATOR_PAGE_HEADERS, operatorMiddleware } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import type { PhotoAnswer } from "#domain/images.ts";
import { photoProblemMessages, storePhoto } from "#workers/media/photos.ts";
import type { Route } from "./+types/admin-media";

export const middleware: Route.MiddlewareFunction[] = operatorMiddleware;

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async () => ({}));
}

/**
 * A photo upload (multipart: `photo`, `alt_id`, `alt_en`): its stored variants, or 422 with each
 * refused field's message. Nothing is written to D1: the editor that uses the photo saves it.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const upload = await storePhoto(scope.env.MEDIA, form);
    const answer: PhotoAnswer = upload.ok
      ? { image: upload.image }
      : { errors: photoProblemMessages(scope.locale, upload.problems) };
    return data(answer, { status: upload.ok ? 200 : 422, headers: OPERATOR_PAGE_HEADERS });
  });
}

export { operatorPageHeaders as headers } from "#app/server/operator-pages.server.ts";

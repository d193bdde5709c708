import { getEnv } from "#app/middleware/config.server.ts";
import { getLocale } from "#app/middleware/locale.server.ts";
import { mediaResponse } from "#workers/media/serve.ts";
import type { Route } from "./+types/media";

/** /media/<key>: an uploaded photo's variant, streamed from R2 and cached for a year. */
export function loader({ params, context }: Route.LoaderArgs) {
  return mediaResponse(getEnv(context).MEDIA, params.key, getLocale(context));
}

import { msg } from "@lingui/core/macro";
import type { HeadersArgs } from "react-router";
import { signedOutPageLoader } from "#app/server/auth-pages.server.ts";

export const loader = signedOutPageLoader(msg`Register`);

export { registerAction as action } from "#app/server/auth-pages.server.ts";

/** A refused post answers with the action's "never store" headers, a page view with the loader's. */
export function headers({ actionHeaders, loaderHeaders }: HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

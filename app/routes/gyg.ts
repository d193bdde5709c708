import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requestScope } from "#app/middleware/scope.server.ts";
import { gygResponse } from "#workers/channels/gyg-api.ts";

/**
 * Every call below /gyg/1/ (GetYourGuide's supplier API, docs/channels.md): the channel's
 * credentials, not a session or a CSRF token, speak for the caller; workers/channels/ routes it.
 */
function gyg(args: LoaderFunctionArgs | ActionFunctionArgs) {
  return gygResponse(requestScope(args), args.params["*"] ?? "");
}

export const loader = gyg;
export const action = gyg;

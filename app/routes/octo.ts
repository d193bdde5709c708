import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requestScope } from "#app/middleware/scope.server.ts";
import { octoResponse } from "#workers/channels/octo-api.ts";

/**
 * Every call below /octo/ (the OCTO supplier API for sales channels, docs/channels.md): the
 * channel's key, not a session or a CSRF token, speaks for the caller; workers/channels/ routes it.
 */
function octo(args: LoaderFunctionArgs | ActionFunctionArgs) {
  return octoResponse(requestScope(args), args.params["*"] ?? "");
}

export const loader = octo;
export const action = octo;

import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { getLocale } from "#app/middleware/locale.server.ts";
import { errorResponse, notFound } from "#workers/http.ts";

/** Any /api path the contract does not have: a JSON 404, whatever the method. */
export function loader({ context }: LoaderFunctionArgs) {
  return errorResponse(notFound("API endpoint"), getLocale(context));
}

export function action({ context }: ActionFunctionArgs) {
  return errorResponse(notFound("API endpoint"), getLocale(context));
}

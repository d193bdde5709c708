import { errorResponse, notFound } from "#workers/http.ts";

/** Any /api path the contract does not have: a JSON 404, whatever the method. */
export function loader() {
  return errorResponse(notFound("API endpoint"));
}

export function action() {
  return errorResponse(notFound("API endpoint"));
}

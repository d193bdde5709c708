import { getOnlyAction } from "#app/server/api.server.ts";
import { csrfCookieHeader } from "#workers/csrf.ts";

/** GET /sanctum/csrf-cookie: a fresh XSRF-TOKEN cookie for the browser's next state change. */
export function loader({ request }: { request: Request }) {
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": csrfCookieHeader(request), "Cache-Control": "no-store" },
  });
}

export const action = getOnlyAction;

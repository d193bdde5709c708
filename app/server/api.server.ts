import { type } from "arktype";
import type { ActionFunctionArgs, LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { getLocale } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { requireCsrfUnlessBearer } from "#workers/csrf.ts";
import { answerJson, errorResponse, HttpError, notFound, parseQuery, searchParamsOf } from "#workers/http.ts";
import { pageParam } from "#workers/paging.ts";
import { type NotFoundSubject, PROTOCOL_MESSAGES } from "#workers/protocol-messages.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { pageCacheHeaders } from "./page.server.ts";

/** A read's request scope with its query: `page` (validated: 422 unless a whole number from 1) and the rest. */
export interface ApiRead extends RequestScope {
  page: number;
  /** The request's query parameters as a plain object, for arktype. */
  query: Record<string, string>;
}

const pageQuery = type({ "page?": pageParam });

/** A loader for a GET /api call: resolves the database, locale and page, and answers JSON. */
export function apiLoader(handler: (read: ApiRead) => Promise<unknown>) {
  return async (args: LoaderFunctionArgs) => {
    const { request } = args;
    const locale = getLocale(args.context);
    const response = await answerJson(locale, async () => {
      const query = searchParamsOf(request);
      const page = parseQuery(pageQuery, query, locale).page ?? 1;
      return handler({ ...requestScope(args), page, query });
    });
    // Successful reads are shared like anonymous pages (workers/edge-cache.ts); errors are not.
    if (response.ok && !response.headers.has("Cache-Control")) {
      for (const [name, value] of Object.entries(pageCacheHeaders(request))) response.headers.set(name, value);
    }
    return response;
  };
}

const positiveId = type(/^[1-9]\d{0,9}$/).pipe(Number);

/** A numeric id from the path; anything else names nothing, so it is a 404. */
export function idFromPath(value: string | undefined, what: NotFoundSubject): number {
  const id = positiveId(value);
  if (id instanceof type.errors) throw notFound(what);
  return id;
}

/** A slug from the path, as the catalogue writes them. */
export function slugFromPath(value: string | undefined, what: NotFoundSubject): string {
  if (!value || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > 120) throw notFound(what);
  return value;
}

/** A change's request scope with its body. */
export interface ApiChange extends RequestScope {
  /** The JSON body; 422 when it is not JSON. */
  json: () => Promise<unknown>;
}

/** The answer to a method an /api route does not take: a JSON 405 that names the ones it does. */
function methodNotAllowed(allow: string, context: Readonly<RouterContextProvider>): Response {
  const response = errorResponse(new HttpError(405, PROTOCOL_MESSAGES.methodNotAllowed), getLocale(context));
  response.headers.set("Allow", allow);
  return response;
}

/**
 * The loader of a POST-only /api route: a GET gets a JSON 405 instead of React Router's "no loader"
 * error. Every route module with an `action` and no read of its own exports it (a unit test checks).
 */
export function postOnlyLoader({ context }: LoaderFunctionArgs): Response {
  return methodNotAllowed("POST", context);
}

/**
 * The action of a read-only /api route: a POST (or any other change) gets a JSON 405 that says so,
 * instead of React Router's 405 "Unexpected Server Error". Every /api route module with a loader
 * and no action of its own exports it (a unit test checks).
 */
export function getOnlyAction({ context }: ActionFunctionArgs): Response {
  return methodNotAllowed("GET, HEAD", context);
}

/** The body was read and bounded in workers/front-door.ts before anything answered; here it is only parsed. */
async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new HttpError(422, PROTOCOL_MESSAGES.bodyNotJson);
  }
}

/**
 * An action for a state-changing /api call: POST only, CSRF checked unless the caller sends a
 * bearer token, round trips counted, never cached.
 */
export function apiAction(handler: (change: ApiChange) => Promise<unknown>) {
  return async (args: ActionFunctionArgs) => {
    const { request } = args;
    if (request.method !== "POST") return methodNotAllowed("POST", args.context);
    const response = await answerJson(getLocale(args.context), async () => {
      const scope = requestScope(args);
      await requireCsrfUnlessBearer(scope.db, request);
      return handler({ ...scope, json: () => readJson(request) });
    });
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
}

/**
 * The loaders and actions of the operator's pages, behind app/middleware/operator.server.ts: the
 * page gets the CSRF token its forms carry, and an action runs only with that token.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { getOperator, OPERATOR_PAGE_HEADERS, operatorNotFound } from "#app/middleware/operator.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import type { ActionProblem } from "#domain/booking.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { HttpError } from "#workers/http.ts";
import { formOfJsonBody, isJsonBody } from "./operator-json.server.ts";

function operatorScope(args: LoaderFunctionArgs | ActionFunctionArgs): OperatorScope {
  return { ...requestScope(args), operator: getOperator(args.context) };
}

/** A 404 from workers/ (an unknown booking) is the site's 404 page too. */
function rethrowNotFound(error: unknown): never {
  if (error instanceof HttpError && error.status === 404) operatorNotFound();
  throw error;
}

/**
 * The loader of an operator page: the value `build` returns plus the CSRF token its forms carry
 * (the XSRF-TOKEN cookie is set, or refreshed, with the page).
 */
export async function loadOperatorPage<T extends object>(
  args: LoaderFunctionArgs,
  build: (scope: OperatorScope) => Promise<T>,
) {
  const scope = operatorScope(args);
  const value = await build(scope).catch(rethrowNotFound);
  const csrf = formCsrf(args.request);
  const headers = new Headers(OPERATOR_PAGE_HEADERS);
  headers.append("Set-Cookie", csrf.setCookie);
  return data({ ...value, operator: scope.operator, csrfToken: csrf.token }, { headers });
}

/** The action of an operator page: 419 unless the form carries the CSRF token, then `handle` with the form's fields. */
export async function runOperatorAction<R>(
  args: ActionFunctionArgs,
  handle: (scope: OperatorScope, form: FormData) => Promise<R>,
) {
  const scope = operatorScope(args);
  const form = isJsonBody(args.request)
    ? await formOfJsonBody(args.request)
    : await args.request.formData().catch(() => new FormData());
  try {
    await requireFormCsrf(scope.db, args.request, form);
  } catch {
    return data({ problem: "csrf" } satisfies ActionProblem<never>, { status: 419, headers: OPERATOR_PAGE_HEADERS });
  }
  return handle(scope, form).catch(rethrowNotFound);
}

/**
 * The `headers` of every operator page: an error's own, then an action's, then the loader's, and
 * the private, unindexed ones when none of them set any.
 */
export function operatorPageHeaders({
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders?: Headers;
  errorHeaders?: Headers | undefined;
}): Headers {
  if (errorHeaders) return errorHeaders;
  if (actionHeaders?.has("Cache-Control")) return actionHeaders;
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : new Headers(OPERATOR_PAGE_HEADERS);
}

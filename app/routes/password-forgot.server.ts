/**
 * /password/forgot: the page "Forgot password?" on /login leads to. A plain HTML form (it works
 * without JavaScript) with the page's CSRF token; the answer is the same whether or not an account
 * has the address (workers/accounts/password-reset.ts).
 */
import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { FORM_EXPIRED } from "#domain/inputs/account-messages.ts";
import { readResetRequest, requestPasswordReset } from "#workers/accounts/password-reset.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { formFields, HttpError } from "#workers/http.ts";
import { deliverToSoon } from "#workers/mail/outbox.ts";
import type { Route } from "./+types/password-forgot";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** sent: the same for every address; refused: the form's problem, or a limit. */
export type ForgotAnswer = { kind: "sent"; email: string } | { kind: "refused"; message: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = getI18n(context)._(msg({ context: "page title", message: "Forgot password" }));
  const csrf = formCsrf(request);
  return data(
    { csrfToken: csrf.token, seo: { title, description: title } },
    { headers: { ...PRIVATE_PAGE, "Set-Cookie": csrf.setCookie } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const scope = requestScope(args);
  const form = await request.formData().catch(() => new FormData());
  const answer = (body: ForgotAnswer, status: number) => data(body, { status, headers: PRIVATE_PAGE });
  try {
    await requireFormCsrf(scope.db, request, form);
    const email = readResetRequest(formFields(form), scope.locale);
    await requestPasswordReset(scope.db, request, scope.locale, email, scope.config.siteOrigins[scope.locale]);
    deliverToSoon(scope.env, scope.ctx, email);
    return answer({ kind: "sent", email }, 202);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = error.status === 419 ? getI18n(args.context)._(FORM_EXPIRED) : error.messageIn(scope.locale);
    return answer({ kind: "refused", message }, error.status);
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** The account pages' loaders and actions: /login and /register for the signed-out (their forms also work as plain posts). */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { FORM_EXPIRED } from "#domain/inputs/account-messages.ts";
import { landingPath } from "#domain/next-path.ts";
import { register, type SignedIn, signIn } from "#workers/accounts/accounts.ts";
import { readCredentials, readRegistration } from "#workers/accounts/auth-input.ts";
import { newSessionHeaders } from "#workers/accounts/auth-responses.ts";
import { isOperatorAccount } from "#workers/accounts/operators.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { type FieldErrors, formFields, HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { deliverToSoon } from "#workers/mail/outbox.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { pageCacheHeaders } from "./page.server.ts";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store" };

/** The register page's own message for a confirmation that differs, so the server says the same. */
const CONFIRMATION_DIFFERS = msg`password doesn't match`;

function nextUrlOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("nextUrl");
}

/**
 * The loader of /login and /register: someone already signed in goes on to nextUrl, or to their
 * own start page (the back office for an operator); the others get the form with the page's CSRF
 * token, never cached (it carries their nextUrl and token).
 */
export function signedOutPageLoader(title: MessageDescriptor) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const nextUrl = nextUrlOf(request);
    const user = await getUser(context);
    if (user) throw redirect(landingPath(nextUrl, user.role === "operator"));
    const text = getI18n(context)._(title);
    const csrf = formCsrf(request);
    const headers = new Headers(pageCacheHeaders(request, true));
    headers.append("Set-Cookie", csrf.setCookie);
    return data({ nextUrl, csrfToken: csrf.token, seo: { title: text, description: text } }, { headers });
  };
}

/**
 * What a refused post of the log-in or register form answers, for the page to show: what was typed
 * (never a password), each field's problem, or a problem of the whole form, in the page's language.
 */
export interface SignInFormAnswer {
  values: Record<string, string>;
  fields?: FieldErrors;
  message?: string;
}

type FormCall = (scope: RequestScope, fields: Record<string, string>) => Promise<SignedIn>;

/**
 * The action of a sign-in form posted as plain HTML (no JavaScript, or before the page's code has
 * arrived): the page's CSRF token, then `call`; success sets the session cookie and goes on as the
 * page's script would, a refusal renders the page again with its answer.
 */
function signInFormAction(call: FormCall, keep: readonly string[]) {
  return async (args: ActionFunctionArgs) => {
    const { request } = args;
    const scope = requestScope(args);
    const form = await request.formData().catch(() => new FormData());
    const fields = formFields(form);
    try {
      await requireFormCsrf(scope.db, request, form);
      const signedIn = await call(scope, fields);
      const isOperator = await isOperatorAccount(scope.db, signedIn.user.id);
      const headers = await newSessionHeaders(request, signedIn.token, PRIVATE_PAGE);
      return redirect(landingPath(nextUrlOf(request), isOperator), { status: 303, headers });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const values = Object.fromEntries(keep.map((name) => [name, fields[name] ?? ""]));
      const answer: SignInFormAnswer =
        error.status === 419
          ? { values, message: translate(scope.locale, FORM_EXPIRED) }
          : error.errors
            ? { values, fields: error.errors }
            : { values, message: error.messageIn(scope.locale) };
      return data(answer, { status: error.status, headers: PRIVATE_PAGE });
    }
  };
}

export const signInAction = signInFormAction(
  (scope, fields) =>
    signIn(scope.db, scope.request, scope.locale, readCredentials(fields, scope.locale), scope.config.rateLimitScale),
  ["email"],
);

export const registerAction = signInFormAction(
  async (scope, fields) => {
    const input = await readRegistration(fields, scope.locale).catch((error: unknown) => {
      throw withConfirmation(error, fields, scope);
    });
    const confirmation = confirmationProblem(fields, scope);
    if (confirmation) throw new HttpError(422, confirmation, { password_confirmation: [confirmation] });
    const signedIn = await register(
      scope.db,
      scope.request,
      scope.locale,
      input,
      scope.config.siteOrigins[scope.locale],
      scope.config.rateLimitScale,
    );
    deliverToSoon(scope.env, scope.ctx, input.email);
    return signedIn;
  },
  ["name", "email"],
);

/** The confirmation is the page's own field (the API has none): it must repeat the password. */
function confirmationProblem(fields: Record<string, string>, scope: Pick<RequestScope, "locale">): string | null {
  if (fields.password_confirmation === fields.password) return null;
  return translate(scope.locale, CONFIRMATION_DIFFERS);
}

/** The other fields' problems and the confirmation's, answered together as the page shows them. */
function withConfirmation(
  error: unknown,
  fields: Record<string, string>,
  scope: Pick<RequestScope, "locale">,
): unknown {
  const confirmation = confirmationProblem(fields, scope);
  if (!(error instanceof HttpError) || !error.errors || !confirmation) return error;
  return new HttpError(error.status, error.message, { ...error.errors, password_confirmation: [confirmation] });
}

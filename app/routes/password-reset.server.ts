/**
 * /password/reset?token=…, where the link of the reset mail leads. As /verify-email does, the token
 * moves from the URL into a short-lived HttpOnly cookie at once, so it is not left in the address
 * bar, the history, the page's links or a Referer; the page then asks for the new password, and
 * only the form's post (with the page's CSRF token) sets it. Never cached, never indexed.
 */
import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { ACCOUNT_PROBLEM_MESSAGES, FORM_EXPIRED } from "#domain/inputs/account-messages.ts";
import { liveResetEmail, RESET_PATH, resetPassword } from "#workers/accounts/password-reset.ts";
import { sessionKey } from "#workers/accounts/sessions.ts";
import { readCookie, serializeCookie } from "#workers/cookies.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import type { Route } from "./+types/password-reset";

const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const TITLE = msg({ context: "page title", message: "Set a new password" });

/** ready: a live link, waiting for the password; done: set; deadLink: used, expired or unknown; refused: try again. */
export type ResetAnswer =
  | { outcome: "ready"; email: string }
  | { outcome: "done" }
  | { outcome: "deadLink" }
  | { outcome: "refused"; email: string; message: string };

const TOKEN_COOKIE = "bali_reset";
const MAX_TOKEN = 100;

function tokenOf(value: unknown): string {
  return typeof value === "string" && value.length <= MAX_TOKEN ? value : "";
}

function tokenCookie(request: Request, token: string): string {
  return serializeCookie(request, TOKEN_COOKIE, token, { maxAgeSeconds: token ? 3600 : 0, httpOnly: true });
}

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const linked = new URL(request.url).searchParams.get("token");
  if (linked !== null) {
    throw redirect(RESET_PATH, {
      status: 303,
      headers: { ...PRIVATE_PAGE, "Set-Cookie": tokenCookie(request, tokenOf(linked)) },
    });
  }
  const title = getI18n(context)._(TITLE);
  const email = await liveResetEmail(requestScope(args).db, tokenOf(readCookie(request, TOKEN_COOKIE)));
  const answer: ResetAnswer = email ? { outcome: "ready", email } : { outcome: "deadLink" };
  const csrf = formCsrf(request);
  return data(
    { answer, csrfToken: csrf.token, seo: { title, description: title } },
    { headers: { ...PRIVATE_PAGE, "Set-Cookie": csrf.setCookie } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { db } = requestScope(args);
  const i18n = getI18n(context);
  const form = await request.formData().catch(() => new FormData());
  const token = tokenOf(readCookie(request, TOKEN_COOKIE));
  const answer = (body: ResetAnswer, status: number, headers: Record<string, string> = {}) =>
    data({ answer: body }, { status, headers: { ...PRIVATE_PAGE, ...headers } });
  const email = await liveResetEmail(db, token);
  if (!email) return answer({ outcome: "deadLink" }, 410, { "Set-Cookie": tokenCookie(request, "") });
  const csrfOk = await requireFormCsrf(db, request, form).then(
    () => true,
    () => false,
  );
  if (!csrfOk) return answer({ outcome: "refused", email, message: i18n._(FORM_EXPIRED) }, 419);
  const password = form.get("password");
  const outcome = await resetPassword(
    db,
    token,
    typeof password === "string" ? password : "",
    await sessionKey(request),
  );
  if (outcome.ok) return answer({ outcome: "done" }, 200, { "Set-Cookie": tokenCookie(request, "") });
  if (outcome.problem === "deadLink")
    return answer({ outcome: "deadLink" }, 410, { "Set-Cookie": tokenCookie(request, "") });
  return answer({ outcome: "refused", email, message: i18n._(ACCOUNT_PROBLEM_MESSAGES[outcome.problem]) }, 422);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

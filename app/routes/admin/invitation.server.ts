/**
 * The loader and action of /admin/invitation?token=…, where the link in the team's invitation
 * leads. As /verify-email does, the token moves from the URL into a short-lived HttpOnly cookie at
 * once, so it is not left in the address bar, the history or a Referer. The invited person then
 * chooses a password (or gives their account's), and joins: signed in, on to the back office.
 * Not behind the operator's guard: the person is not an operator yet. Never cached.
 */

import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import { getDb } from "#app/middleware/database.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import type { ActionProblem } from "#domain/booking.ts";
import type { InvitationProblem } from "#domain/team.ts";
import { newSessionHeaders } from "#workers/accounts/auth-responses.ts";
import { INVITATION_PATH } from "#workers/accounts/team.ts";
import { type InvitationView, invitationView, joinTeam } from "#workers/accounts/team-join.ts";
import { readCookie, serializeCookie } from "#workers/cookies.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import type { Route } from "./+types/invitation";

const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

const TITLE = msg({ context: "page title", message: "Join the team" });

const TOKEN_COOKIE = "bali_invitation";
const MAX_TOKEN = 100;

export interface InvitationAnswer extends ActionProblem<InvitationProblem> {
  view?: InvitationView;
}

function tokenOf(value: unknown): string {
  return typeof value === "string" && value.length <= MAX_TOKEN ? value : "";
}

function tokenCookie(request: Request, token: string): string {
  return serializeCookie(request, TOKEN_COOKIE, token, { maxAgeSeconds: token ? 3600 : 0, httpOnly: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const linked = new URL(request.url).searchParams.get("token");
  if (linked !== null) {
    throw redirect(INVITATION_PATH, {
      status: 303,
      headers: { ...PRIVATE_PAGE, "Set-Cookie": tokenCookie(request, tokenOf(linked)) },
    });
  }
  const title = getI18n(context)._(TITLE);
  const view = await invitationView(getDb(context), tokenOf(readCookie(request, TOKEN_COOKIE)));
  const csrf = formCsrf(request);
  const headers = new Headers(PRIVATE_PAGE);
  headers.append("Set-Cookie", csrf.setCookie);
  return data(
    { view, csrfToken: csrf.token, seo: { title, description: title } },
    { status: view.step === "deadLink" ? 410 : 200, headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb(context);
  const form = await request.formData().catch(() => new FormData());
  try {
    await requireFormCsrf(db, request, form);
  } catch {
    return data<InvitationAnswer>({ problem: "csrf" }, { status: 419, headers: PRIVATE_PAGE });
  }
  const outcome = await joinTeam(db, tokenOf(readCookie(request, TOKEN_COOKIE)), form.get("password"));
  if (outcome.kind === "refused") {
    return data<InvitationAnswer>(
      { problem: outcome.problem, view: outcome.view },
      { status: outcome.httpStatus, headers: PRIVATE_PAGE },
    );
  }
  const headers = await newSessionHeaders(request, outcome.sessionToken, PRIVATE_PAGE);
  headers.append("Set-Cookie", tokenCookie(request, ""));
  return redirect(outcome.crew ? "/driver" : "/admin/bookings", { status: 303, headers });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

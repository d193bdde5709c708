/**
 * The loader and action of /verify-email?token=…, where the link in the verification mail leads:
 * the page shows a button (a plain HTML form, it works without JavaScript) and pressing it proves
 * the address. The token moves from the URL into a short-lived HttpOnly cookie at once, so it is
 * not left in the address bar, the history, the page's links or a Referer. Never cached.
 *
 * The form needs no CSRF token of its own: the only secret it acts on is that cookie, which is
 * SameSite=Lax, so a post from another site arrives without it and proves nothing.
 */
import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import { getDb } from "#app/middleware/database.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { confirmEmail, isLiveLink, VERIFY_PATH } from "#workers/accounts/email-verification.ts";
import { readCookie, serializeCookie } from "#workers/cookies.ts";
import type { Route } from "./+types/verify-email";

const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const TITLE = msg({ context: "page title", message: "Confirm your e-mail address" });

/** ready: a live link, waiting for the button; verified: just proven; deadLink: used, expired or unknown. */
export type VerifyOutcome = "ready" | "verified" | "deadLink";

const TOKEN_COOKIE = "bali_verify";
const MAX_TOKEN = 100;

function tokenOf(value: unknown): string {
  return typeof value === "string" && value.length <= MAX_TOKEN ? value : "";
}

function tokenCookie(request: Request, token: string): string {
  return serializeCookie(request, TOKEN_COOKIE, token, { maxAgeSeconds: token ? 3600 : 0, httpOnly: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const linked = new URL(request.url).searchParams.get("token");
  if (linked !== null) {
    throw redirect(VERIFY_PATH, {
      status: 303,
      headers: { ...PRIVATE_PAGE, "Set-Cookie": tokenCookie(request, tokenOf(linked)) },
    });
  }
  const title = getI18n(context)._(TITLE);
  const live = await isLiveLink(getDb(context), tokenOf(readCookie(request, TOKEN_COOKIE)));
  const outcome: VerifyOutcome = live ? "ready" : "deadLink";
  return data({ outcome, seo: { title, description: title } }, { headers: PRIVATE_PAGE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const confirmed = await confirmEmail(getDb(context), tokenOf(readCookie(request, TOKEN_COOKIE)));
  const outcome: VerifyOutcome = confirmed ? "verified" : "deadLink";
  return data(
    { outcome },
    {
      status: confirmed ? 200 : 410,
      headers: {
        ...PRIVATE_PAGE,
        "Set-Cookie": tokenCookie(request, ""),
      },
    },
  );
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

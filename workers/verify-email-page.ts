/**
 * The loader and action of /verify-email?token=…, where the link in the verification mail leads:
 * the page shows a button (a plain HTML form, it works without JavaScript) and pressing it proves
 * the address. The token moves from the URL into a short-lived HttpOnly cookie at once, so it is
 * not left in the address bar, the history, the page's links or a Referer. Never cached.
 *
 * The form needs no CSRF token of its own: the only secret it acts on is that cookie, which is
 * SameSite=Lax, so a post from another site arrives without it and proves nothing.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { confirmEmail, isLiveLink, VERIFY_PATH } from "./accounts/email-verification.ts";
import { requestLocale } from "./config.ts";
import { cloudflareFrom } from "./context.ts";
import { readCookie, serializeCookie } from "./cookies.ts";
import { countRoundTrips, roundTripTiming } from "./db.ts";

const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const TITLE: Record<Locale, string> = { id: "Konfirmasi alamat e-mail", en: "Confirm your e-mail address" };

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

export async function verifyEmailPageLoader({ request, context }: LoaderFunctionArgs) {
  const { env } = cloudflareFrom(context);
  const linked = new URL(request.url).searchParams.get("token");
  if (linked !== null) {
    throw redirect(VERIFY_PATH, {
      status: 303,
      headers: { ...PRIVATE_PAGE, "Set-Cookie": tokenCookie(request, tokenOf(linked)) },
    });
  }
  const database = countRoundTrips(env.DB);
  const title = TITLE[requestLocale(request, env)];
  const live = await isLiveLink(database.db, tokenOf(readCookie(request, TOKEN_COOKIE)));
  const outcome: VerifyOutcome = live ? "ready" : "deadLink";
  return data(
    { outcome, seo: { title, description: title } },
    { headers: { ...PRIVATE_PAGE, "Server-Timing": roundTripTiming(database.roundTrips()) } },
  );
}

export async function verifyEmailPageAction({ request, context }: ActionFunctionArgs) {
  const { env } = cloudflareFrom(context);
  const database = countRoundTrips(env.DB);
  const confirmed = await confirmEmail(database.db, tokenOf(readCookie(request, TOKEN_COOKIE)));
  const outcome: VerifyOutcome = confirmed ? "verified" : "deadLink";
  return data(
    { outcome },
    {
      status: confirmed ? 200 : 410,
      headers: {
        ...PRIVATE_PAGE,
        "Server-Timing": roundTripTiming(database.roundTrips()),
        "Set-Cookie": tokenCookie(request, ""),
      },
    },
  );
}

/**
 * The loader and action of /verify-email?token=…, where the link in the verification mail leads:
 * the page shows a button (a plain HTML form, it works without JavaScript) and pressing it proves
 * the address. The token moves from the URL into a short-lived HttpOnly cookie at once, so it is
 * not left in the address bar, the history, the page's links or a Referer. Never cached.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { Locale } from "#app/i18n/locale.ts";
import { requestLocale } from "./config.ts";
import { cloudflareFrom } from "./context.ts";
import { readCookie, serializeCookie } from "./cookies.ts";
import { formCsrf, requireFormCsrf } from "./csrf.ts";
import { countRoundTrips, roundTripTiming } from "./db.ts";
import { confirmEmail, isLiveLink, VERIFY_PATH } from "./email-verification.ts";

const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const TITLE: Record<Locale, string> = { id: "Konfirmasi alamat e-mail", en: "Confirm your e-mail address" };

/** ready: a live link, waiting for the button; verified: just proven; deadLink: used, expired or unknown. */
export type VerifyOutcome = "ready" | "verified" | "deadLink" | "csrf";

const MAX_TOKEN = 100;

function tokenOf(value: unknown): string {
  return typeof value === "string" && value.length <= MAX_TOKEN ? value : "";
}

const TOKEN_COOKIE = "bali_verify";

export async function verifyEmailPageLoader({ request, context }: LoaderFunctionArgs) {
  const { env } = cloudflareFrom(context);
  const linked = new URL(request.url).searchParams.get("token");
  if (linked !== null) {
    const cookie = serializeCookie(request, TOKEN_COOKIE, tokenOf(linked), { maxAgeSeconds: 3600, httpOnly: true });
    throw redirect(VERIFY_PATH, { status: 303, headers: { ...PRIVATE_PAGE, "Set-Cookie": cookie } });
  }
  const database = countRoundTrips(env.DB);
  const title = TITLE[requestLocale(request, env)];
  const token = tokenOf(readCookie(request, TOKEN_COOKIE));
  const outcome: VerifyOutcome = (await isLiveLink(database.db, token)) ? "ready" : "deadLink";
  const csrf = formCsrf(request);
  const headers = new Headers(PRIVATE_PAGE);
  headers.set("Server-Timing", roundTripTiming(database.roundTrips()));
  headers.append("Set-Cookie", csrf.setCookie);
  return data({ outcome, csrfToken: csrf.token, seo: { title, description: title } }, { headers });
}

function hasCsrfToken(request: Request, form: FormData): boolean {
  try {
    requireFormCsrf(request, form);
    return true;
  } catch {
    return false;
  }
}

const STATUS: Record<VerifyOutcome, number> = { ready: 200, verified: 200, deadLink: 410, csrf: 419 };

export async function verifyEmailPageAction({ request, context }: ActionFunctionArgs) {
  const { env } = cloudflareFrom(context);
  const database = countRoundTrips(env.DB);
  const form = await request.formData().catch(() => new FormData());
  const outcome: VerifyOutcome = !hasCsrfToken(request, form)
    ? "csrf"
    : (await confirmEmail(database.db, tokenOf(readCookie(request, TOKEN_COOKIE))))
      ? "verified"
      : "deadLink";
  return data(
    { outcome },
    {
      status: STATUS[outcome],
      headers: {
        ...PRIVATE_PAGE,
        "Server-Timing": roundTripTiming(database.roundTrips()),
        ...(outcome === "csrf"
          ? {}
          : { "Set-Cookie": serializeCookie(request, TOKEN_COOKIE, "", { maxAgeSeconds: 0, httpOnly: true }) }),
      },
    },
  );
}

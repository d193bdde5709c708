import { data, type LoaderFunctionArgs, redirect } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { safeNextPath } from "#domain/next-path.ts";
import { currentUserWithVerification } from "./accounts/email-verification.ts";
import { currentUser } from "./accounts/sessions.ts";
import { requestLocale } from "./config.ts";
import { cloudflareFrom } from "./context.ts";
import { countRoundTrips, roundTripTiming } from "./db.ts";
import { pageCacheHeaders } from "./page.ts";

/**
 * The loader of /login and /register: a tourist who is already signed in goes on to nextUrl;
 * the others get the form, never cached (it carries their nextUrl).
 */
export function signedOutPageLoader(titles: Record<Locale, string>) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { env } = cloudflareFrom(context);
    const database = countRoundTrips(env.DB);
    const nextUrl = new URL(request.url).searchParams.get("nextUrl");
    if (await currentUser(database.db, request)) throw redirect(safeNextPath(nextUrl));
    const title = titles[requestLocale(request, env)];
    return data(
      { nextUrl, seo: { title, description: title } },
      { headers: { ...pageCacheHeaders(request, true), "Server-Timing": roundTripTiming(database.roundTrips()) } },
    );
  };
}

/** The loader of /profile: only signed-in tourists see it; others are sent to log in and brought back. */
export function profilePageLoader(titles: Record<Locale, string>) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { env } = cloudflareFrom(context);
    const database = countRoundTrips(env.DB);
    const signedIn = await currentUserWithVerification(database.db, request);
    if (!signedIn) throw redirect("/login?nextUrl=profile");
    const { user, emailVerified } = signedIn;
    const title = titles[requestLocale(request, env)];
    return data(
      { user, emailVerified, seo: { title, description: title } },
      { headers: { ...pageCacheHeaders(request, true), "Server-Timing": roundTripTiming(database.roundTrips()) } },
    );
  };
}

import { data, type LoaderFunctionArgs, redirect } from "react-router";
import type { Locale } from "#app/i18n/locale.ts";
import { safeNextPath } from "#app/lib/next-path.ts";
import { requestLocale } from "./config.ts";
import { cloudflareFrom } from "./context.ts";
import { currentUser } from "./sessions.ts";

/**
 * The loader of /login and /register: a tourist who is already signed in goes on to nextUrl;
 * the others get the form, never cached (it carries their nextUrl).
 */
export function signedOutPageLoader(titles: Record<Locale, string>) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { env } = cloudflareFrom(context);
    const nextUrl = new URL(request.url).searchParams.get("nextUrl");
    if (await currentUser(env.DB, request)) throw redirect(safeNextPath(nextUrl));
    const title = titles[requestLocale(request, env)];
    return data({ nextUrl, seo: { title, description: title } }, { headers: { "Cache-Control": "private, no-store" } });
  };
}

/** The loaders of the account pages: /login and /register for the signed-out, /profile for the signed-in. */
import type { MessageDescriptor } from "@lingui/core";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { safeNextPath } from "#domain/next-path.ts";
import { pageCacheHeaders } from "./page.server.ts";

/**
 * The loader of /login and /register: a tourist who is already signed in goes on to nextUrl;
 * the others get the form, never cached (it carries their nextUrl).
 */
export function signedOutPageLoader(title: MessageDescriptor) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const nextUrl = new URL(request.url).searchParams.get("nextUrl");
    if (await getUser(context)) throw redirect(safeNextPath(nextUrl));
    const text = getI18n(context)._(title);
    return data({ nextUrl, seo: { title: text, description: text } }, { headers: pageCacheHeaders(request, true) });
  };
}

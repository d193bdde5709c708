import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { Shell } from "#app/components/Shell.tsx";
import { type SiteInfo, twinUrl } from "#app/lib/site.ts";
import { twinOrigin } from "#domain/locale.ts";
import "#app/styles/global.css.ts";
import { currentUserWithRole } from "#workers/accounts/sessions.ts";
import { publicSocialConfig, socialConfig } from "#workers/accounts/social-providers.ts";
import { requestLocale, siteConfig } from "#workers/config.ts";
import { cloudflareFrom } from "#workers/context.ts";
import { countRoundTrips, roundTripTiming } from "#workers/db.ts";
import { pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/root";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = cloudflareFrom(context);
  const config = siteConfig(env);
  const url = new URL(request.url);
  // Only a request with a session asks D1; anonymous pages cost no round trip here. The trips
  // are reported in Server-Timing, where the page's headers add them to its own.
  const database = countRoundTrips(env.DB);
  const user = await currentUserWithRole(database.db, request);
  const site: SiteInfo = {
    locale: requestLocale(request, env),
    origin: url.origin,
    origins: { id: twinOrigin(url, "id", config.localeHosts), en: twinOrigin(url, "en", config.localeHosts) },
    whatsappNumber: config.whatsappNumber,
    user: user
      ? { id: user.id, name: user.name, email: user.email, image: user.image, operator: user.role === "operator" }
      : null,
    social: publicSocialConfig(socialConfig(env)),
  };
  return data({ site }, { headers: { "Server-Timing": roundTripTiming(database.roundTrips()) } });
}

export const headers = pageHeaders;

/**
 * The site and the session stay as they are across navigations and form posts (signing in on the
 * login page or out reloads the page). An explicit revalidation of the page as it is, which the
 * review and booking dialogs ask for after signing a tourist in, reads the session again, so the
 * menu and every section learn of it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && currentUrl.href === nextUrl.href;
}

function LanguageLinks({ site }: { site: SiteInfo }) {
  const location = useLocation();
  return (
    <>
      <link rel="canonical" href={`${site.origin}${location.pathname}${location.search}`} />
      <link rel="alternate" hrefLang="id" href={twinUrl(site, "id", location.pathname + location.search)} />
      <link rel="alternate" hrefLang="en" href={twinUrl(site, "en", location.pathname + location.search)} />
      <link rel="alternate" hrefLang="x-default" href={twinUrl(site, "id", location.pathname + location.search)} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useLingui();
  const root = useRouteLoaderData<typeof loader>("root");
  useEffect(() => {
    // Browser tests wait for this before they click.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {root ? <LanguageLinks site={root.site} /> : null}
        <Links />
      </head>
      <body>
        {root ? <Shell site={root.site}>{children}</Shell> : children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

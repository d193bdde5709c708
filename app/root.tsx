import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { Shell } from "#app/components/Shell.tsx";
import { canonicalSearch, type SiteInfo, twinUrl } from "#app/lib/site.ts";
import { useWishlistHearts } from "#app/lib/use-wishlist-hearts.ts";
import "#app/styles/global.css.ts";
import { primaryColor } from "#app/styles/tokens.ts";
import { TAPPED_BEFORE_CODE } from "#domain/before-code.ts";
import type { Route } from "./+types/root";

import type { loader } from "./root.server.ts";

export { headers, loader, middleware } from "./root.server.ts";

/**
 * The site and the session stay as they are across navigations and form posts (signing in on the
 * login page or out reloads the page). An explicit revalidation of the page as it is, which the
 * review and booking dialogs ask for after signing a tourist in, reads the session again, so the
 * menu and every section learn of it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && currentUrl.href === nextUrl.href;
}

/** The key of the location the browser loaded the page at: its links are the server's. */
let loadedLocationKey: string | undefined;

function LanguageLinks({ site }: { site: SiteInfo }) {
  const location = useLocation();
  // A search whose typed text names filters is the same view as its explicit link (decision 0093).
  // Read on the server alone: the HTML carries it for crawlers and shares, and the browser's bundle
  // (home's budget) gains nothing; on that page the browser reuses the server's links (below).
  // biome-ignore lint/correctness/useHookAtTopLevel: a build-time constant, so each build calls the same hooks on every render
  const explicit = import.meta.env.SSR ? explicitPathOf(useMatches()) : null;
  // On the page the browser loaded, the links stay as the server wrote them: React hydrates a
  // <link> in place only when its href is the same, and adds a second, conflicting one otherwise
  // (an explicit search, a query the server wrote with its characters escaped).
  loadedLocationKey ??= location.key;
  const sent =
    import.meta.env.SSR || location.key !== loadedLocationKey
      ? null
      : document.querySelector<HTMLLinkElement>("[rel=canonical]")?.href.slice(site.origin.length);
  const path = explicit ?? sent ?? location.pathname + canonicalSearch(location.search);
  return (
    <>
      <link rel="canonical" href={`${site.origin}${path}`} />
      <link rel="alternate" hrefLang="id" href={twinUrl(site, "id", path)} />
      <link rel="alternate" hrefLang="en" href={twinUrl(site, "en", path)} />
      <link rel="alternate" hrefLang="x-default" href={twinUrl(site, "id", path)} />
    </>
  );
}

/** The leaf route's `explicitPath`, when its loader gives one. */
function explicitPathOf(matches: ReturnType<typeof useMatches>): string | null {
  const data = matches.at(-1)?.loaderData as { explicitPath?: string | null } | undefined;
  return data?.explicitPath ?? null;
}

/** The button tapped before the page's code came, clicked again now that it can act. */
function replayTapBeforeCode() {
  const tapped = document.querySelector<HTMLButtonElement>(`[${TAPPED_BEFORE_CODE}]`);
  tapped?.removeAttribute(TAPPED_BEFORE_CODE);
  tapped?.click();
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useLingui();
  const root = useRouteLoaderData<typeof loader>("root");
  useWishlistHearts(Boolean(root?.site.user));
  useEffect(() => {
    // Browser tests wait for this before they click; the script that took taps before the page's
    // code came stops at it (workers/scripts-after-first-paint.ts).
    document.documentElement.dataset.hydrated = "true";
    replayTapBeforeCode();
  }, []);
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={primaryColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
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

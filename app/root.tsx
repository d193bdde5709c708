import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import "#app/styles/global.css.ts";
import type { Route } from "./+types/root";

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useLingui();
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
        <Links />
      </head>
      <body>
        {children}
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
  const { t } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: "24px" }}>
      <h1>{notFound ? t`Page not found` : t`Something went wrong`}</h1>
      <p>
        {notFound
          ? t`The page you are looking for does not exist or has moved.`
          : t`Please reload the page. If it keeps happening, contact us on WhatsApp.`}
      </p>
      <a href="/">{t`Back to the home page`}</a>
    </main>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, Link } from "react-router";
import { OFFLINE_STATUS_TEXT } from "#domain/offline.ts";

/**
 * The site's error page: "page not found" for a 404, "something went wrong" otherwise. The root's
 * error boundary shows it, and so do routes with a boundary of their own (the operator's pages),
 * whose 404 must be the very page an unknown path gets.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The service worker's answer to a form sent without a network (app/sw/service-worker.ts).
  if (isRouteErrorResponse(error) && error.statusText === OFFLINE_STATUS_TEXT) return <OfflineError />;
  return (
    <section style={{ padding: "32px 16px", maxWidth: "640px", margin: "0 auto", textAlign: "center" }}>
      <title>{notFound ? t`Page not found` : t`Something went wrong`}</title>
      <h1>{notFound ? t`Page not found` : t`Something went wrong`}</h1>
      <p>
        {notFound
          ? t`The page you are looking for does not exist or has moved.`
          : t`Please reload the page. If it keeps happening, contact us on WhatsApp.`}
      </p>
      <p>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

function OfflineError() {
  const { t } = useLingui();
  return (
    <section style={{ padding: "32px 16px", maxWidth: "640px", margin: "0 auto", textAlign: "center" }}>
      <title>{t`You are offline`}</title>
      <h1>{t`You are offline`}</h1>
      <p>{t`Sending this needs a connection. Go back and try again when you are online: nothing was sent.`}</p>
      <p>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

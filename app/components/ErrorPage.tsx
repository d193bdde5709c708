import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, Link } from "react-router";
import { OFFLINE_STATUS_TEXT } from "#domain/offline.ts";

/**
 * The site's error page: "page not found" for a 404, "you are offline" for a form sent without a
 * network, "something went wrong" otherwise. The root's error boundary shows it, and so do routes
 * with a boundary of their own (the operator's pages), whose 404 must be the very page an unknown
 * path gets.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A list's link with a sort or filter it does not take (issue 42): the server's message names it.
  const refusedParameter =
    isRouteErrorResponse(error) && error.status === 422 && typeof error.data?.message === "string"
      ? (error.data.message as string)
      : null;
  if (refusedParameter) {
    return (
      <section style={{ padding: "32px 16px", maxWidth: "640px", margin: "0 auto", textAlign: "center" }}>
        <title>{t`This list cannot be shown`}</title>
        <h1>{t`This list cannot be shown`}</h1>
        <p>{refusedParameter}</p>
        <p>
          <Link to="/activity">
            <Trans>See all activities</Trans>
          </Link>
        </p>
      </section>
    );
  }
  // The service worker's answer to a form sent without a network (app/sw/service-worker.ts).
  const offline = isRouteErrorResponse(error) && error.statusText === OFFLINE_STATUS_TEXT;
  const title = notFound ? t`Page not found` : offline ? t`You are offline` : t`Something went wrong`;
  const text = notFound
    ? t`The page you are looking for does not exist or has moved.`
    : offline
      ? t`Sending this needs a connection. Go back and try again when you are online: nothing was sent.`
      : t`Please reload the page. If it keeps happening, contact us on WhatsApp.`;
  return (
    <section style={{ padding: "32px 16px", maxWidth: "640px", margin: "0 auto", textAlign: "center" }}>
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import * as styles from "#app/components/trip/TripBuilder.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/trip";

export { headers, loader } from "./trip.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

// The builder (its machine and forms) loads only on this page, after the first paint.
const TripBuilder = lazy(() => import("#app/components/trip/TripBuilder.tsx"));

export default function Trip({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  // The plan lives in the link and in local storage, which only the browser has: the builder
  // renders there, so the server's page and the first render agree. It renders as a transition,
  // which React cuts into short tasks: a phone's main thread stays free for the visitor meanwhile.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  const loading = (
    <p className={styles.loading} role="status">
      <Trans>Loading your plan…</Trans>
    </p>
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Create your own tour`}</h1>
      <p className={styles.lead}>
        <Trans>
          Plan your days in Bali: choose your dates, then add activities, places to visit and a car with driver to each
          day. Your plan stays in this browser and in the page's link, so you can share it.
        </Trans>
      </p>
      {inBrowser ? (
        <Suspense fallback={loading}>
          <TripBuilder choices={loaderData.choices} today={loaderData.today} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

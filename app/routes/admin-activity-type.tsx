import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AdminNav } from "#app/components/admin/AdminNav.tsx";
import { PlaceAlert, PlaceNotice } from "#app/components/admin/PlaceNotices.tsx";
import { RowPhotos } from "#app/components/admin/RowPhotos.tsx";
import * as styles from "#app/components/bookings/bookings.css.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import type { PlaceAnswer } from "#app/server/place-pages.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import type { Route } from "./+types/admin-activity-type";

export { action, headers, loader, middleware } from "./admin-activity-type.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export default function AdminActivityType({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { type, csrfToken, done } = loaderData;
  const posted = actionData as PlaceAnswer | { problem: "csrf" } | undefined;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const photosGone = answer?.problems.some(([field]) => field === "photos");
  return (
    <div className={styles.page}>
      <title>{`${type.name} | ${SITE_NAME}`}</title>
      <AdminNav />
      <p>
        <Link to="/admin/activities/types" className={styles.link}>
          <Trans>All activity types</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>{type.name}</h1>
      <PlaceNotice done={done} />
      <PlaceAlert posted={posted} />
      <RowPhotos
        images={type.images}
        csrfToken={csrfToken}
        version={type.version}
        posted={answer}
        problem={photosGone ? t`This photo is no longer there: the page shows the photos as they are now.` : undefined}
      />
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { PlaceAlert, PlaceNotice } from "#app/components/admin/EditorNotices.tsx";
import { RowPhotos } from "#app/components/admin/RowPhotos.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import type { PlaceAnswer } from "#app/server/place-pages.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import type { Route } from "./+types/activity-type";

export { action, loader } from "./activity-type.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

export default function AdminActivityType({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { type, csrfToken, done } = loaderData;
  const posted = actionData as PlaceAnswer | { problem: "csrf" } | undefined;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const photosGone = answer?.problems.some(([field]) => field === "photos");
  return (
    <>
      <title>{`${type.name} | ${SITE_NAME}`}</title>
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
    </>
  );
}

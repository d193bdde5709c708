import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AdminNav } from "#app/components/admin/AdminNav.tsx";
import { DeletedNotice } from "#app/components/admin/DeletedNotice.tsx";
import { PlaceList } from "#app/components/admin/PlaceList.tsx";
import * as styles from "#app/components/bookings/bookings.css.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { DESTINATION_TEXTS, type PlaceProblems } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import type { Route } from "./+types/admin-destinations";

export { action, headers, loader, middleware } from "./admin-destinations.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

type NewAnswer = { problems: PlaceProblems; sent: Record<string, string> };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export default function AdminDestinations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <title>{`${t`Destinations`} | ${SITE_NAME}`}</title>
      <AdminNav />
      <h1 className={styles.title}>
        <Trans>Destinations</Trans>
      </h1>
      <DeletedNotice />
      <p>
        <Link to="/admin/destinations/regencies" className={styles.link}>
          <Trans>Edit the regencies' texts</Trans>
        </Link>
      </p>
      <PlaceList
        csrfToken={loaderData.csrfToken}
        groupField="regency"
        groupLabel={t`Regency`}
        allGroupsLabel={t`All regencies`}
        groups={loaderData.groups}
        nameField="name"
        nameLabel={t`Name`}
        nameMax={DESTINATION_TEXTS.limits.name}
        newTitle={t`New destination`}
        listLabel={t`Destinations`}
        emptyText={t`No destination matches.`}
        basePath="/admin/destinations"
        query={loaderData.query}
        items={loaderData.items}
        answer={actionData && "problems" in actionData ? (actionData as NewAnswer) : undefined}
      />
    </div>
  );
}

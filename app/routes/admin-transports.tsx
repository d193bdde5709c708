import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AdminNav } from "#app/components/admin/AdminNav.tsx";
import { DeletedNotice } from "#app/components/admin/DeletedNotice.tsx";
import { PlaceList } from "#app/components/admin/PlaceList.tsx";
import * as styles from "#app/components/bookings/bookings.css.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { type PlaceProblems, TRANSPORT_TEXTS } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import type { Route } from "./+types/admin-transports";

export { action, headers, loader, middleware } from "./admin-transports.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

type NewAnswer = { problems: PlaceProblems; sent: Record<string, string> };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export default function AdminTransports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <title>{`${t`Transport`} | ${SITE_NAME}`}</title>
      <AdminNav />
      <h1 className={styles.title}>
        <Trans>Transport</Trans>
      </h1>
      <DeletedNotice />
      <p>
        <Link to="/admin/transport/types" className={styles.link}>
          <Trans>Edit the transport types' texts</Trans>
        </Link>
      </p>
      <PlaceList
        csrfToken={loaderData.csrfToken}
        groupField="type"
        groupLabel={t`Transport type`}
        allGroupsLabel={t`All types`}
        groups={loaderData.groups}
        nameField="vehicle_type"
        nameLabel={t`Vehicle type`}
        nameMax={TRANSPORT_TEXTS.limits.vehicle_type}
        newTitle={t`New vehicle`}
        listLabel={t`Vehicles`}
        emptyText={t`No vehicle matches.`}
        basePath="/admin/transport"
        query={loaderData.query}
        items={loaderData.items}
        answer={actionData && "problems" in actionData ? (actionData as NewAnswer) : undefined}
      />
    </div>
  );
}

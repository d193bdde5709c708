import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DeletedNotice } from "#app/components/admin/DeletedNotice.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { type PlaceProblems, TRANSPORT_TEXTS } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import type { Route } from "./+types/transports";
import { PlaceList } from "./PlaceList.tsx";

export { action, loader } from "./transports.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

type NewAnswer = { problems: PlaceProblems; sent: Record<string, string> };

export default function AdminTransports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <title>{`${t`Transport`} | ${SITE_NAME}`}</title>
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
        previous={loaderData.previous}
        next={loaderData.next}
        answer={actionData && "problems" in actionData ? (actionData as NewAnswer) : undefined}
      />
    </>
  );
}

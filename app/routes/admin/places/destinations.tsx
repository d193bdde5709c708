import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DeletedNotice } from "#app/components/admin/DeletedNotice.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { DESTINATION_TEXTS, type PlaceProblems } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import type { Route } from "./+types/destinations";
import { PlaceList } from "./PlaceList.tsx";

export { action, loader } from "./destinations.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

type NewAnswer = { problems: PlaceProblems; sent: Record<string, string> };

export default function AdminDestinations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <title>{`${t`Destinations`} | ${SITE_NAME}`}</title>
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
        previous={loaderData.previous}
        next={loaderData.next}
        answer={actionData && "problems" in actionData ? (actionData as NewAnswer) : undefined}
      />
    </>
  );
}

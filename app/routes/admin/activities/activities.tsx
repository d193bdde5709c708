import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { CatalogueFilters, CatalogueResults } from "#app/components/admin/CatalogueList.tsx";
import { DeletedNotice } from "#app/components/admin/DeletedNotice.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { ActivityProblems } from "#domain/inputs/activity.ts";
import { ACTIVITY_PROBLEM_MESSAGES } from "#domain/inputs/activity-messages.ts";
import type { Route } from "./+types/activities";
import { NewActivityForm } from "./NewActivityForm.tsx";

export { action, loader } from "./activities.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: ACTIVITY_PROBLEM_MESSAGES };

type NewActivityAnswer = { problems: ActivityProblems; sent: Record<string, string> };

export default function AdminActivities({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { query, items, types, csrfToken, previous, next } = loaderData;
  return (
    <>
      <title>{`${t`Activities`} | ${SITE_NAME}`}</title>
      <h1 className={styles.title}>
        <Trans>Activities</Trans>
      </h1>
      <DeletedNotice />
      <p>
        <Link to="/admin/activities/types" className={styles.link}>
          <Trans>Edit the activity types' texts</Trans>
        </Link>
      </p>
      <NewActivityForm
        csrfToken={csrfToken}
        types={types}
        answer={actionData && "problems" in actionData ? (actionData as NewActivityAnswer) : undefined}
      />
      <CatalogueFilters
        label={t`Filter activities`}
        prefix="activity"
        searchLabel={<Trans>Search by name or code</Trans>}
        query={query}
        group={{
          id: "activity-type",
          name: "type",
          label: <Trans>Type</Trans>,
          allLabel: t`All types`,
          value: query.typeId,
          options: types.map((type) => ({ value: type.id, label: type.name })),
        }}
      />
      <CatalogueResults
        label={t`Activities`}
        empty={<Trans>No activity matches.</Trans>}
        rows={items.map((item) => ({
          key: item.id,
          to: `/admin/activities/${item.id}`,
          name: item.name,
          facts: [item.code, item.typeName],
          status: item.status,
          missing: item.missing,
        }))}
        previous={previous}
        next={next}
      />
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { useActivityStatusLabels } from "#app/components/admin/activity-status.ts";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DeletedNotice } from "#app/components/admin/DeletedNotice.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { ACTIVITY_STATUSES } from "#domain/catalogue.ts";
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
  const { query, items, types, csrfToken } = loaderData;
  const statusLabels = useActivityStatusLabels();
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
      <Form method="get" className={`${styles.card} ${styles.filters}`} aria-label={t`Filter activities`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="activity-search">
            <Trans>Search by name or code</Trans>
          </label>
          <input
            id="activity-search"
            name="q"
            type="search"
            className={styles.control}
            defaultValue={query.search}
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="activity-type">
            <Trans>Type</Trans>
          </label>
          <select id="activity-type" name="type" className={styles.control} defaultValue={query.typeId ?? ""}>
            <option value="">{t`All types`}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="activity-status">
            <Trans>Status</Trans>
          </label>
          <select id="activity-status" name="status" className={styles.control} defaultValue={query.status ?? ""}>
            <option value="">{t`All`}</option>
            {ACTIVITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <label className={admin.check}>
          <input type="checkbox" name="missing" value="1" defaultChecked={query.missingTranslation} />{" "}
          <Trans>Missing a translation</Trans>
        </label>
        <button type="submit" className={widgets.secondaryButton}>
          <Trans>Show</Trans>
        </button>
      </Form>
      {items.length === 0 ? (
        <p className={styles.lead}>
          <Trans>No activity matches.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Activities`}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/activities/${item.id}`} className={styles.listLink}>
                <strong>{item.name}</strong>
                <span className={styles.meta}>
                  {item.code} · {item.typeName} · {statusLabels[item.status]}
                  {item.missing.length > 0
                    ? ` · ${t`Missing a translation: ${item.missing.map((locale) => locale.toUpperCase()).join(", ")}`}`
                    : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

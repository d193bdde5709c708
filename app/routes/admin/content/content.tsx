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
import { CONTENT_KINDS, type ContentProblems } from "#domain/inputs/content.ts";
import { CONTENT_PROBLEM_MESSAGES } from "#domain/inputs/content-messages.ts";
import type { Route } from "./+types/content";
import { useContentKindLabels } from "./content-kinds.ts";
import { NewContentForm } from "./NewContentForm.tsx";

export { action, loader } from "./content.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: CONTENT_PROBLEM_MESSAGES };

type NewContentAnswer = { problems: ContentProblems; sent: Record<string, string> };

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { query, items, csrfToken } = loaderData;
  const statusLabels = useActivityStatusLabels();
  const kindLabels = useContentKindLabels();
  const answer = actionData && "problems" in actionData ? (actionData as NewContentAnswer) : undefined;
  return (
    <>
      <title>{`${t`Content`} | ${SITE_NAME}`}</title>
      <h1 className={styles.title}>
        <Trans>Tips, events and special offers</Trans>
      </h1>
      <DeletedNotice />
      <NewContentForm csrfToken={csrfToken} kind={query.kind} answer={answer} />
      <Form method="get" className={`${styles.card} ${styles.filters}`} aria-label={t`Filter content`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="content-search">
            <Trans>Search by title</Trans>
          </label>
          <input
            id="content-search"
            name="q"
            type="search"
            className={styles.control}
            defaultValue={query.search}
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="content-kind">
            <Trans>Kind</Trans>
          </label>
          <select id="content-kind" name="kind" className={styles.control} defaultValue={query.kind ?? ""}>
            <option value="">{t`All kinds`}</option>
            {CONTENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="content-status">
            <Trans>Status</Trans>
          </label>
          <select id="content-status" name="status" className={styles.control} defaultValue={query.status ?? ""}>
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
          <Trans>Nothing matches.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Content`}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link to={`/admin/content/${item.kind}/${item.id}`} className={styles.listLink}>
                <strong>{item.title}</strong>
                <span className={styles.meta}>
                  {kindLabels[item.kind]} · {statusLabels[item.status]}
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

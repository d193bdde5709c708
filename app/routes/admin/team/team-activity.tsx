import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ChoiceFilter, FilterForm, ListItems } from "#app/components/admin/ListPage.tsx";
import { Pager } from "#app/components/admin/Pager.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { auditSentence, readableChanges } from "#domain/audit-sentences.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { ActivityEntry } from "#domain/team.ts";
import type { Route } from "./+types/team-activity";

export { action, loader } from "./team-activity.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: {} };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

function Entry({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const what = auditSentence(i18n, entry);
  const changes = readableChanges(i18n, entry);
  const when = formatBaliMoment(locale, entry.createdAt);
  const empty = t`(none)`;
  const { actorEmail } = entry;
  return (
    <li className={styles.historyEntry} data-testid="activity-entry">
      <strong>{what}</strong>
      <span className={styles.meta}>
        <Trans>
          {actorEmail}, {when}
        </Trans>
      </span>
      {changes.length > 0 ? (
        <dl className={styles.facts}>
          {changes.map((change) => (
            <div key={change.key} style={{ display: "contents" }}>
              <dt>{change.label}</dt>
              <dd>
                <del>{change.before ?? empty}</del> → <ins>{change.after ?? empty}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

export default function AdminTeamActivity({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { activity, person } = loaderData;
  return (
    <>
      <title>{`${t`Who did what`} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/team" className={styles.link}>
          <Trans>← Team</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>
        <Trans>Who did what</Trans>
      </h1>
      <FilterForm label={t`Filter the activity`}>
        <ChoiceFilter
          id="activity-person"
          name="person"
          label={<Trans>Person</Trans>}
          value={person}
          options={[
            { value: "", label: t`Everyone` },
            ...activity.people.map((someone) => ({ value: someone.id, label: `${someone.name} (${someone.email})` })),
          ]}
        />
      </FilterForm>
      <ListItems
        items={activity.entries}
        empty={<Trans>Nothing has been done yet.</Trans>}
        ordered
        className={styles.history}
        testId="activity"
        renderItem={(entry) => <Entry key={entry.key} entry={entry} />}
      />
      <Pager previous={activity.previous} next={activity.next} />
    </>
  );
}

/**
 * The list pages of destinations and vehicles: the "new draft" form (its regency or type and its
 * name in both languages), the filters, and the rows with their status and missing translations.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { useActivityStatusLabels } from "#app/components/admin/activity-status.ts";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { PlaceField, usePlaceFieldSource } from "#app/components/admin/PlaceFields.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { textFieldName } from "#domain/inputs/activity.ts";
import type { PlaceProblems } from "#domain/inputs/place.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";

interface Group {
  id: number;
  name: string;
}

export interface PlaceListProps {
  csrfToken: string;
  /** "regency" or "type": the field naming the group in the filters and the new draft. */
  groupField: string;
  groupLabel: string;
  allGroupsLabel: string;
  groups: readonly Group[];
  /** The new draft's name field in both languages ("name", "vehicle_type"), its label and limit. */
  nameField: string;
  nameLabel: string;
  nameMax: number;
  newTitle: string;
  listLabel: string;
  emptyText: string;
  /** The admin path of a row: `${basePath}/${id}`. */
  basePath: string;
  query: { search: string; groupId: number | null; status: ActivityStatus | null; missingTranslation: boolean };
  items: readonly { id: number; name: string; groupName: string; status: ActivityStatus; missing: Locale[] }[];
  answer?: { problems: PlaceProblems; sent: Record<string, string> } | undefined;
}

export function PlaceList(props: PlaceListProps) {
  const { t } = useLingui();
  const statusLabels = useActivityStatusLabels();
  const source = usePlaceFieldSource({}, props.answer);
  const languages = { id: t`Indonesian`, en: t`English` };
  const groupOptions = props.groups.map((group) => ({ value: String(group.id), label: group.name }));
  return (
    <>
      <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={props.newTitle}>
        <h2 className={styles.cardTitle}>{props.newTitle}</h2>
        <input type="hidden" name={CSRF_FIELD} value={props.csrfToken} />
        <PlaceField
          name={props.groupField}
          label={props.groupLabel}
          source={source}
          options={groupOptions}
          idPrefix="new"
        />
        <div className={admin.pair}>
          {LOCALES.map((locale) => (
            <PlaceField
              key={locale}
              name={textFieldName(props.nameField, locale)}
              label={`${props.nameLabel} (${languages[locale]})`}
              source={source}
              maxLength={props.nameMax}
              idPrefix="new"
            />
          ))}
        </div>
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            {t`Create draft`}
          </button>
        </div>
      </Form>
      <Form method="get" className={`${styles.card} ${styles.filters}`} aria-label={t`Filter`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="place-search">
            <Trans>Search by name</Trans>
          </label>
          <input
            id="place-search"
            name="q"
            type="search"
            className={styles.control}
            defaultValue={props.query.search}
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="place-group">
            {props.groupLabel}
          </label>
          <select
            id="place-group"
            name={props.groupField}
            className={styles.control}
            defaultValue={props.query.groupId ?? ""}
          >
            <option value="">{props.allGroupsLabel}</option>
            {groupOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="place-status">
            <Trans>Status</Trans>
          </label>
          <select id="place-status" name="status" className={styles.control} defaultValue={props.query.status ?? ""}>
            <option value="">{t`All`}</option>
            {ACTIVITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <label className={admin.check}>
          <input type="checkbox" name="missing" value="1" defaultChecked={props.query.missingTranslation} />{" "}
          <Trans>Missing a translation</Trans>
        </label>
        <button type="submit" className={widgets.secondaryButton}>
          <Trans>Show</Trans>
        </button>
      </Form>
      {props.items.length === 0 ? (
        <p className={styles.lead}>{props.emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={props.listLabel}>
          {props.items.map((item) => (
            <li key={item.id}>
              <Link to={`${props.basePath}/${item.id}`} className={styles.listLink}>
                <strong>{item.name}</strong>
                <span className={styles.meta}>
                  {item.groupName} · {statusLabels[item.status]}
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

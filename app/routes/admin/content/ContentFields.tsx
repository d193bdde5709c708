/**
 * The fields of a tip's, event's or special offer's form: each text in both languages side by
 * side, then the facts that are not translated. Rich texts are edited as the HTML they are stored in.
 */
import { useLingui } from "@lingui/react/macro";
import { Field, type FieldSource, Pair } from "#app/components/admin/ActivityFields.tsx";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import {
  CONTENT_TEXT_FIELDS,
  CONTENT_TEXT_LIMITS,
  type ContentKind,
  contentFieldName,
  RICH_CONTENT_FIELDS,
} from "#domain/inputs/content.ts";
import { CONTENT_FIELD_LABELS } from "#domain/inputs/content-messages.ts";

const MULTILINE = new Set(["short_des", ...RICH_CONTENT_FIELDS]);

export function ContentTextFields({ kind, source }: { kind: ContentKind; source: FieldSource }) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className={admin.fieldset}>
      <legend className={admin.legend}>{t`Texts in both languages`}</legend>
      {CONTENT_TEXT_FIELDS[kind].map((field) => {
        const label = i18n._(CONTENT_FIELD_LABELS[field]);
        return (
          <Pair key={field} label={label}>
            {(locale, language) => (
              <Field
                key={locale}
                name={contentFieldName(field, locale)}
                label={`${label} (${language})`}
                source={source}
                multiline={MULTILINE.has(field)}
                maxLength={CONTENT_TEXT_LIMITS[field]}
              />
            )}
          </Pair>
        );
      })}
      <p className={styles.hint}>{t`Texts, descriptions and terms are HTML: paragraphs, lists, links and bold.`}</p>
    </fieldset>
  );
}

export function EventDateFields({ source }: { source: FieldSource }) {
  const { t } = useLingui();
  return (
    <fieldset className={admin.fieldset}>
      <legend className={admin.legend}>{t`When (Bali time)`}</legend>
      <div className={admin.facts}>
        <Field name="starts_at" label={t`Starts`} source={source} type="datetime-local" />
        <Field name="ends_at" label={t`Ends`} source={source} type="datetime-local" />
      </div>
    </fieldset>
  );
}

export function OfferActivityField({
  source,
  activities,
}: {
  source: FieldSource;
  activities: readonly { id: number; name: string }[];
}) {
  const { t } = useLingui();
  const problem = source.problem("activity_id");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="field-activity_id">
        {t`The activity it leads to`}
      </label>
      <select
        id="field-activity_id"
        name="activity_id"
        className={styles.control}
        defaultValue={source.value("activity_id")}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "field-activity_id-problem" : undefined}
      >
        <option value="">{t`None`}</option>
        {activities.map((activity) => (
          <option key={activity.id} value={activity.id}>
            {activity.name}
          </option>
        ))}
      </select>
      {problem ? (
        <p id="field-activity_id-problem" className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

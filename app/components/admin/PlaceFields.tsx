/**
 * The fields of the destination, vehicle, regency and transport type forms: each text in both
 * languages side by side, and plain fields. Values come from what was sent (after a refused save,
 * so nothing typed is lost) or from the stored row; each field shows its problem under it.
 */
import { useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import { textFieldName } from "#domain/inputs/activity.ts";
import type { PlaceProblems, TextSpec } from "#domain/inputs/place.ts";
import { PLACE_FIELD_LABELS, PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import { LOCALES } from "#domain/locale.ts";
import * as admin from "./admin.css.ts";

/** A field's value as the form shows it, and its problem's message, by the field's name. */
export interface PlaceFieldSource {
  value: (name: string) => string;
  problem: (name: string) => string | undefined;
}

/** The form's values: what was sent after a refused save, else what is stored. */
export function usePlaceFieldSource(
  stored: Record<string, string>,
  answer: { problems: PlaceProblems; sent: Record<string, string> } | undefined,
): PlaceFieldSource {
  const { i18n } = useLingui();
  const problems = new Map(answer?.problems ?? []);
  return {
    value: (name) => answer?.sent[name] ?? stored[name] ?? "",
    problem: (name) => {
      const problem = problems.get(name);
      return problem ? i18n._(PLACE_PROBLEM_MESSAGES[problem]) : undefined;
    },
  };
}

interface FieldProps {
  name: string;
  label: string;
  source: PlaceFieldSource;
  multiline?: boolean;
  maxLength?: number;
  inputMode?: "numeric" | "decimal";
  type?: "date";
  /** Makes the field a choice among these. */
  options?: readonly { value: string; label: string }[];
  /** Several forms on one page: their ids must differ. */
  idPrefix?: string;
}

export function PlaceField(props: FieldProps) {
  const problem = props.source.problem(props.name);
  const id = `${props.idPrefix ?? "field"}-${props.name.replace(/\./g, "-")}`;
  const control = {
    id,
    name: props.name,
    defaultValue: props.source.value(props.name),
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-problem` : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      {props.options ? (
        <select {...control} className={styles.control}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : props.multiline ? (
        <textarea {...control} maxLength={props.maxLength} className={styles.textarea} />
      ) : (
        <input
          {...control}
          type={props.type}
          maxLength={props.maxLength}
          className={styles.control}
          inputMode={props.inputMode}
        />
      )}
      {problem ? (
        <p id={`${id}-problem`} className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Every text of `spec`, each in both languages side by side. */
export function PlaceTextFields<F extends string>(props: {
  spec: TextSpec<F>;
  source: PlaceFieldSource;
  multiline: readonly F[];
  idPrefix?: string;
}) {
  const { i18n, t } = useLingui();
  const languages = { id: t`Indonesian`, en: t`English` };
  return (
    <fieldset className={admin.fieldset}>
      <legend className={admin.legend}>{t`Texts in both languages`}</legend>
      {props.spec.fields.map((field) => {
        const descriptor = PLACE_FIELD_LABELS[field];
        const label = descriptor ? i18n._(descriptor) : field;
        return (
          <div key={field} className={styles.field}>
            <span className={styles.label}>{label}</span>
            <div className={admin.pair}>
              {LOCALES.map((locale) => (
                <PlaceField
                  key={locale}
                  name={textFieldName(field, locale)}
                  label={`${label} (${languages[locale]})`}
                  source={props.source}
                  multiline={props.multiline.includes(field)}
                  maxLength={props.spec.limits[field]}
                  idPrefix={props.idPrefix}
                />
              ))}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

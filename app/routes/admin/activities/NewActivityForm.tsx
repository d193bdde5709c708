/** "New activity": its type and its name in both languages; the rest is filled in on its own form. */
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { type ActivityProblems, TEXT_LIMITS, textFieldName } from "#domain/inputs/activity.ts";
import { ACTIVITY_PROBLEM_MESSAGES } from "#domain/inputs/activity-messages.ts";
import { LOCALES } from "#domain/locale.ts";

interface Props {
  csrfToken: string;
  types: readonly { id: number; name: string }[];
  answer?: { problems: ActivityProblems; sent: Record<string, string> } | undefined;
}

export function NewActivityForm({ csrfToken, types, answer }: Props) {
  const { i18n, t } = useLingui();
  const problems = new Map(answer?.problems ?? []);
  const problemOf = (name: string) => {
    const problem = problems.get(name);
    return problem ? i18n._(ACTIVITY_PROBLEM_MESSAGES[problem]) : undefined;
  };
  const languages = { id: t`Indonesian`, en: t`English` };
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="new-activity-title">
      <h2 id="new-activity-title" className={styles.cardTitle}>
        {t`New activity`}
      </h2>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="new-activity-type">
          {t`Type`}
        </label>
        <select id="new-activity-type" name="type" className={styles.control} defaultValue={answer?.sent.type ?? ""}>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
        {problemOf("type") ? <p className={styles.fieldError}>{problemOf("type")}</p> : null}
      </div>
      <div className={admin.pair}>
        {LOCALES.map((locale) => {
          const name = textFieldName("name", locale);
          const problem = problemOf(name);
          return (
            <div key={locale} className={styles.field}>
              <label className={styles.label} htmlFor={`new-activity-${locale}`}>
                {`${t`Name`} (${languages[locale]})`}
              </label>
              <input
                id={`new-activity-${locale}`}
                name={name}
                className={styles.control}
                maxLength={TEXT_LIMITS.name}
                defaultValue={answer?.sent[name] ?? ""}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `new-activity-${locale}-problem` : undefined}
              />
              {problem ? (
                <p id={`new-activity-${locale}-problem`} className={styles.fieldError}>
                  {problem}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button}>
          {t`Create draft`}
        </button>
      </div>
    </Form>
  );
}

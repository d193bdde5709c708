/** "New tip", "New event", "New special offer": the title in both languages; the rest is filled in on its own form. */
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/bookings/bookings.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import {
  CONTENT_TEXT_LIMITS,
  type ContentKind,
  type ContentProblems,
  contentFieldName,
} from "#domain/inputs/content.ts";
import { CONTENT_PROBLEM_MESSAGES } from "#domain/inputs/content-messages.ts";
import { LOCALES } from "#domain/locale.ts";
import * as admin from "./admin.css.ts";

interface Props {
  kind: ContentKind;
  heading: string;
  csrfToken: string;
  /** The answer to a refused "new" form, when it was this kind's. */
  answer?: { problems: ContentProblems; sent: Record<string, string> } | undefined;
}

export function NewContentForm({ kind, heading, csrfToken, answer }: Props) {
  const { i18n, t } = useLingui();
  const problems = new Map(answer?.problems ?? []);
  const problemOf = (name: string) => {
    const problem = problems.get(name);
    return problem ? i18n._(CONTENT_PROBLEM_MESSAGES[problem]) : undefined;
  };
  const languages = { id: t`Indonesian`, en: t`English` };
  const headingId = `new-${kind}-title`;
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {heading}
      </h2>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="kind" value={kind} />
      <div className={admin.pair}>
        {LOCALES.map((locale) => {
          const name = contentFieldName("title", locale);
          const problem = problemOf(name);
          const id = `new-${kind}-${locale}`;
          return (
            <div key={locale} className={styles.field}>
              <label className={styles.label} htmlFor={id}>
                {`${t`Title`} (${languages[locale]})`}
              </label>
              <input
                id={id}
                name={name}
                className={styles.control}
                maxLength={CONTENT_TEXT_LIMITS.title}
                defaultValue={answer?.sent[name] ?? ""}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
              />
              {problem ? (
                <p id={`${id}-problem`} className={styles.fieldError}>
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

/** A new tip, event or special offer: its kind and its title in both languages; the rest is filled in on its own form. */
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import {
  CONTENT_KINDS,
  CONTENT_TEXT_LIMITS,
  type ContentKind,
  type ContentProblems,
  contentFieldName,
} from "#domain/inputs/content.ts";
import { CONTENT_PROBLEM_MESSAGES } from "#domain/inputs/content-messages.ts";
import { LOCALES } from "#domain/locale.ts";
import { useContentKindLabels } from "./content-kinds.ts";

interface Props {
  csrfToken: string;
  /** The kind chosen at first (the list's filter), when there is one. */
  kind: ContentKind | null;
  answer?: { problems: ContentProblems; sent: Record<string, string> } | undefined;
}

export function NewContentForm({ csrfToken, kind, answer }: Props) {
  const { i18n, t } = useLingui();
  const problems = new Map(answer?.problems ?? []);
  const problemOf = (name: string) => {
    const problem = problems.get(name);
    return problem ? i18n._(CONTENT_PROBLEM_MESSAGES[problem]) : undefined;
  };
  const languages = { id: t`Indonesian`, en: t`English` };
  const kinds = useContentKindLabels();
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="new-content-title">
      <h2 id="new-content-title" className={styles.cardTitle}>
        {t`New tip, event or special offer`}
      </h2>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="new-content-kind">
          {t`Kind`}
        </label>
        <select
          id="new-content-kind"
          name="kind"
          className={styles.control}
          defaultValue={answer?.sent.kind ?? kind ?? CONTENT_KINDS[0]}
        >
          {CONTENT_KINDS.map((option) => (
            <option key={option} value={option}>
              {kinds[option]}
            </option>
          ))}
        </select>
        {problemOf("kind") ? <p className={styles.fieldError}>{problemOf("kind")}</p> : null}
      </div>
      <div className={admin.pair}>
        {LOCALES.map((locale) => {
          const name = contentFieldName("title", locale);
          const problem = problemOf(name);
          const id = `new-content-${locale}`;
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

/**
 * The catalogue's "New …" forms: a draft from its group (type, kind, regency) and its name in both
 * languages; the rest is filled in on its own form.
 */
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import * as admin from "./admin.css.ts";
import * as styles from "./back-office.css.ts";

/** A refused draft: each field's problem and what was typed, so nothing is lost. */
export interface NewDraftAnswer<P extends string> {
  problems: readonly (readonly [string, P])[];
  sent: Record<string, string>;
}

/** The frame: the card, its title, the CSRF field and "Create draft". */
export function NewDraftForm(props: { title: string; titleId?: string; csrfToken: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Form
      method="post"
      className={`${styles.card} ${styles.form}`}
      aria-labelledby={props.titleId}
      aria-label={props.titleId ? undefined : props.title}
    >
      <h2 id={props.titleId} className={styles.cardTitle}>
        {props.title}
      </h2>
      <input type="hidden" name={CSRF_FIELD} value={props.csrfToken} />
      {props.children}
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button}>
          {t`Create draft`}
        </button>
      </div>
    </Form>
  );
}

/** A field's problem as the operator reads it, by the field's name. */
export function useProblemOf<P extends string>(
  answer: NewDraftAnswer<P> | undefined,
  messages: Record<P, MessageDescriptor>,
): (name: string) => string | undefined {
  const { i18n } = useLingui();
  const problems = new Map(answer?.problems ?? []);
  return (name) => {
    const problem = problems.get(name);
    return problem ? i18n._(messages[problem]) : undefined;
  };
}

/** The group's choice and the name in both languages, their ids from `idPrefix`. */
export function NewDraftFields(props: {
  idPrefix: string;
  group: { name: string; label: string; value: string; options: readonly { value: string | number; label: string }[] };
  name: { fieldName: (locale: Locale) => string; label: string; maxLength: number };
  sent: Record<string, string> | undefined;
  problemOf: (name: string) => string | undefined;
}) {
  const { t } = useLingui();
  const { group, idPrefix, problemOf } = props;
  const languages = { id: t`Indonesian`, en: t`English` };
  const groupProblem = problemOf(group.name);
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${idPrefix}-${group.name}`}>
          {group.label}
        </label>
        <select
          id={`${idPrefix}-${group.name}`}
          name={group.name}
          className={styles.control}
          defaultValue={group.value}
        >
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {groupProblem ? <p className={styles.fieldError}>{groupProblem}</p> : null}
      </div>
      <div className={admin.pair}>
        {LOCALES.map((locale) => {
          const name = props.name.fieldName(locale);
          const problem = problemOf(name);
          const id = `${idPrefix}-${locale}`;
          return (
            <div key={locale} className={styles.field}>
              <label className={styles.label} htmlFor={id}>
                {`${props.name.label} (${languages[locale]})`}
              </label>
              <input
                id={id}
                name={name}
                className={styles.control}
                maxLength={props.name.maxLength}
                defaultValue={props.sent?.[name] ?? ""}
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
    </>
  );
}

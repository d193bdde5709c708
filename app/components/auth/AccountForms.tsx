import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { NAME_MAX, PASSWORD_MIN } from "#domain/registration-rules.ts";
import * as styles from "./auth.css.ts";

export interface AccountAnswer {
  form: "name" | "password";
  ok: boolean;
  message: string;
  field?: "current" | "password";
}

/**
 * On /profile: the account's name, and its password (the current one required). Plain HTML forms
 * with the page's CSRF token; the server answers in `answer`.
 */
export function AccountForms({
  name,
  email,
  hasPassword,
  csrfToken,
  answer,
}: {
  name: string;
  email: string;
  hasPassword: boolean;
  csrfToken: string;
  answer: AccountAnswer | undefined;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const said = (form: AccountAnswer["form"]) =>
    answer?.form === form ? (
      <p className={answer.ok ? undefined : styles.fieldError} role={answer.ok ? "status" : "alert"}>
        {answer.message}
      </p>
    ) : null;
  return (
    <section className={styles.card} aria-labelledby="account-title" data-testid="account-forms">
      <h2 id="account-title" className={styles.title}>
        <Trans>Your account</Trans>
      </h2>
      <Form method="post" className={styles.field} data-testid="name-form">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="name" />
        <label className={styles.label} htmlFor="profile-name">
          <Trans>Your name</Trans>
        </label>
        <input
          id="profile-name"
          name="name"
          className={styles.input}
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          defaultValue={name}
        />
        {said("name")}
        <button type="submit" className={widgets.secondaryButton} disabled={busyWith === "name"}>
          {busyWith === "name" ? t`Saving…` : t`Save my name`}
        </button>
      </Form>
      {hasPassword ? (
        <Form method="post" className={styles.field} data-testid="password-form">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <label className={styles.label} htmlFor="profile-current-password">
            <Trans>Current password</Trans>
          </label>
          <input
            id="profile-current-password"
            name="current_password"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            required
          />
          <label className={styles.label} htmlFor="profile-new-password">
            <Trans>New password</Trans>
          </label>
          <input
            id="profile-new-password"
            name="password"
            className={styles.input}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
          />
          {said("password")}
          <button type="submit" className={widgets.secondaryButton} disabled={busyWith === "password"}>
            {busyWith === "password" ? t`Saving…` : t`Change my password`}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

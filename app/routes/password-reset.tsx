import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { PASSWORD_MIN } from "#domain/registration-rules.ts";
import type { Route } from "./+types/password-reset";
import type { ResetAnswer } from "./password-reset.server.ts";

export { action, headers, loader } from "./password-reset.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const answer: ResetAnswer = (actionData as { answer: ResetAnswer } | undefined)?.answer ?? loaderData.answer;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title" data-testid="password-reset">
        <h1 id="reset-title" className={styles.title}>
          <Trans>Set a new password</Trans>
        </h1>
        {answer.outcome === "ready" || answer.outcome === "refused" ? (
          <NewPasswordForm
            email={answer.email}
            csrfToken={loaderData.csrfToken}
            problem={answer.outcome === "refused" ? answer.message : null}
          />
        ) : null}
        {answer.outcome === "done" ? (
          <p role="status">
            <Trans>
              Your new password is set, and every device that was signed in to your account is signed out.{" "}
              <Link to="/login">Log in</Link> with your new password.
            </Trans>
          </p>
        ) : null}
        {answer.outcome === "deadLink" ? (
          <p role="alert">
            <Trans>
              This link has already been used or has expired. You can{" "}
              <Link to="/password/forgot">ask for a new one</Link>.
            </Trans>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function NewPasswordForm({ email, csrfToken, problem }: { email: string; csrfToken: string; problem: string | null }) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const mismatch = confirmation !== "" && confirmation !== password;
  return (
    <Form method="post" className={styles.card}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <p>
        <Trans>Choose a new password for {email}.</Trans>
      </p>
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="reset-password">
          <Trans>New password</Trans>
        </label>
        <input
          id="reset-password"
          name="password"
          className={styles.input}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="reset-confirmation">
          <Trans>Confirm password</Trans>
        </label>
        <input
          id="reset-confirmation"
          className={styles.input}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          aria-invalid={mismatch || undefined}
        />
        {mismatch ? <p className={styles.fieldError}>{t`password doesn't match`}</p> : null}
      </div>
      <button type="submit" className={widgets.button} disabled={busy || mismatch} aria-busy={busy}>
        {busy ? t`Saving…` : t`Save my new password`}
      </button>
    </Form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import type { ShellHandle } from "#app/components/Shell.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { TEAM_PASSWORD_MIN } from "#domain/inputs/team.ts";
import { TEAM_PROBLEM_MESSAGES } from "#domain/inputs/team-messages.ts";
import { PASSWORD_MAX } from "#domain/registration-rules.ts";
import type { Route } from "./+types/invitation";

/** Outside the back office's layout, and no tourist's page either: no WhatsApp button. */
export const handle: ShellHandle = { hideWhatsApp: true };

import type { InvitationAnswer } from "./invitation.server.ts";

export { action, headers, loader } from "./invitation.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as InvitationAnswer | undefined;
  const view = answer?.view ?? loaderData.view;
  const { name, email } = view;
  const problem = answer?.problem;
  const fieldProblem = problem && problem !== "deadLink" && problem !== "csrf" ? problem : null;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="invitation-title" data-testid="invitation">
        <h1 id="invitation-title" className={styles.title}>
          <Trans>Join the team</Trans>
        </h1>
        {problem === "csrf" ? <p role="alert">{i18n._(TEAM_PROBLEM_MESSAGES.csrf)}</p> : null}
        {view.step === "deadLink" ? (
          <p role="alert" data-testid="invitation-dead">
            {i18n._(TEAM_PROBLEM_MESSAGES.deadLink)}
          </p>
        ) : (
          <Form method="post" className={styles.field}>
            <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
            <p>
              {view.step === "choosePassword" ? (
                <Trans>
                  Welcome, {name}. Choose the password you will sign in with as {email}.
                </Trans>
              ) : (
                <Trans>
                  Welcome, {name}. You already have an account as {email}: enter its password to join the team with it.
                </Trans>
              )}
            </p>
            <label className={styles.label} htmlFor="invitation-password">
              {view.step === "choosePassword" ? t`Choose a password` : t`Your password`}
            </label>
            <input
              id="invitation-password"
              name="password"
              type="password"
              className={styles.input}
              autoComplete={view.step === "choosePassword" ? "new-password" : "current-password"}
              minLength={view.step === "choosePassword" ? TEAM_PASSWORD_MIN : undefined}
              maxLength={PASSWORD_MAX}
              required
              aria-invalid={fieldProblem ? true : undefined}
              aria-describedby={fieldProblem ? "invitation-password-error" : undefined}
            />
            {fieldProblem ? (
              <p id="invitation-password-error" className={styles.fieldError} data-testid="invitation-password-error">
                {i18n._(TEAM_PROBLEM_MESSAGES[fieldProblem])}
              </p>
            ) : null}
            <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
              {busy ? t`Joining…` : t`Join the team`}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}

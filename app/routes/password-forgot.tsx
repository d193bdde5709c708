import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { ResetLinkSent } from "#app/components/auth/ResetLinkSent.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { Route } from "./+types/password-forgot";
import type { ForgotAnswer } from "./password-forgot.server.ts";

export { action, headers, loader } from "./password-forgot.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function PasswordForgot({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as ForgotAnswer | undefined;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title" data-testid="password-forgot">
        <h1 id="forgot-title" className={styles.title}>
          <Trans>Forgot password?</Trans>
        </h1>
        {answer?.kind === "sent" ? (
          <ResetLinkSent email={answer.email} />
        ) : (
          <Form method="post" className={styles.card}>
            <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
            <p>
              <Trans>Type the e-mail address of your account and we will send you a link to set a new password.</Trans>
            </p>
            {answer?.kind === "refused" ? (
              <p className={styles.fieldError} role="alert">
                {answer.message}
              </p>
            ) : null}
            <div className={styles.field}>
              <label className={styles.label} htmlFor="forgot-email">
                <Trans>E-mail</Trans>
              </label>
              <input
                id="forgot-email"
                name="email"
                className={styles.input}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
              />
            </div>
            <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
              {busy ? t`Sending…` : t`Send me a link`}
            </button>
          </Form>
        )}
        <p>
          <Link to="/login">
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}

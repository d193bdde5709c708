import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/verify-email";
import type { VerifyOutcome } from "./verify-email.server.ts";

export { action, headers, loader } from "./verify-email.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const outcome: VerifyOutcome = (actionData as { outcome: VerifyOutcome } | undefined)?.outcome ?? loaderData.outcome;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="verify-title" data-testid="verify-email">
        <h1 id="verify-title" className={styles.title}>
          <Trans>Confirm your e-mail address</Trans>
        </h1>
        {outcome === "ready" ? (
          <Form method="post">
            <p>
              <Trans>Press the button to confirm that this e-mail address is yours.</Trans>
            </p>
            <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
              {busy ? t`Confirming…` : t`Confirm my e-mail address`}
            </button>
          </Form>
        ) : null}
        {outcome === "verified" ? (
          <p role="status">
            <Trans>
              Thank you: your e-mail address is confirmed. You can now also sign in with Google or Facebook if they use
              this address.
            </Trans>
          </p>
        ) : null}
        {outcome === "deadLink" ? (
          <p role="alert">
            <Trans>
              This link has already been used or has expired. You can ask for a new one on{" "}
              <Link to="/profile">your profile</Link>.
            </Trans>
          </p>
        ) : null}
      </section>
    </div>
  );
}

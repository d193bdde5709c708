import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/newsletter";

export { action, headers, loader } from "./newsletter.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const { intent, outcome, token } = actionData ?? loaderData;
  const confirming = intent === "confirm";
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="newsletter-title" data-testid="newsletter">
        <h1 id="newsletter-title" className={styles.title}>
          {confirming ? (
            <Trans>Confirm your newsletter subscription</Trans>
          ) : (
            <Trans>Unsubscribe from the newsletter</Trans>
          )}
        </h1>
        {outcome === "ready" ? (
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <p>
              {confirming ? (
                <Trans>Press the button to receive our newsletter at this e-mail address.</Trans>
              ) : (
                <Trans>Press the button to stop receiving our newsletter at this e-mail address.</Trans>
              )}
            </p>
            <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
              {confirming ? t`Confirm my subscription` : t`Unsubscribe`}
            </button>
          </Form>
        ) : null}
        {outcome === "done" ? (
          <p role="status">
            {confirming ? (
              <Trans>Thank you: you will now receive our newsletter.</Trans>
            ) : (
              <Trans>You are unsubscribed: we will send you no more newsletters.</Trans>
            )}
          </p>
        ) : null}
        {outcome === "deadLink" ? (
          <p role="alert">
            <Trans>This link has already been used or has expired.</Trans>
          </p>
        ) : null}
      </section>
    </div>
  );
}

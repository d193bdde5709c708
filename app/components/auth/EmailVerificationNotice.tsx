import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as widgets from "#app/components/widgets.css.ts";
import { loadAuthClient } from "#app/lib/lazy-auth-client.ts";
import type { AuthFailure } from "#machines/auth.machine.ts";
import * as styles from "./auth.css.ts";

type Sending = { state: "idle" } | { state: "sending" } | { state: "sent" } | { state: "failed"; message: string };

/**
 * On the profile of an account whose address is not proven yet: what that means, and a button
 * that mails a new link (the server limits how often).
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const { t } = useLingui();
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  const resend = async () => {
    setSending({ state: "sending" });
    try {
      const wrong = t`Something went wrong, please try again.`;
      const { alreadyVerified } = await (await loadAuthClient(wrong)).resendVerificationMail(wrong);
      if (alreadyVerified) window.location.reload();
      else setSending({ state: "sent" });
    } catch (failure) {
      setSending({ state: "failed", message: (failure as AuthFailure).message });
    }
  };
  return (
    <div className={styles.notice} data-testid="email-unverified">
      <p>
        <Trans>
          Your e-mail address is not confirmed yet. Open the link we sent to {email} to confirm it; until then Google or
          Facebook sign-in cannot be joined to this account.
        </Trans>
      </p>
      <button
        type="button"
        className={widgets.secondaryButton}
        disabled={sending.state === "sending"}
        aria-busy={sending.state === "sending"}
        onClick={resend}
      >
        {sending.state === "sending" ? t`Sending…` : t`Send the link again`}
      </button>
      <div aria-live="polite">
        {sending.state === "sent" ? (
          <p>
            <Trans>We have sent a new link to {email}.</Trans>
          </p>
        ) : null}
        {sending.state === "failed" ? (
          <p className={styles.fieldError} role="alert">
            {sending.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

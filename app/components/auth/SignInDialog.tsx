import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Dialog } from "#app/components/Dialog.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { register, requestPasswordReset, signIn } from "#app/lib/auth-client.ts";
import { looksLikeEmail } from "#domain/email.ts";
import { PASSWORD_MIN } from "#domain/registration-rules.ts";
import type { AuthUser } from "#machines/auth.machine.ts";
import * as styles from "./auth.css.ts";
import { ResetLinkSent } from "./ResetLinkSent.tsx";
import { markRegistered } from "./registered-mark.ts";

/**
 * Signs in or registers without leaving the page, so a half-filled booking (or review) survives.
 * The server sets the session cookie; the page that opened the dialog gets the account.
 */
export function SignInDialog({ onClose, onSignedIn }: { onClose: () => void; onSignedIn: (user: AuthUser) => void }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<"signIn" | "register" | "forgot">("signIn");
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const registering = mode === "register";
  const forgot = mode === "forgot";
  const valid =
    looksLikeEmail(email) &&
    (forgot || (registering ? name.trim().length > 0 && password.length >= PASSWORD_MIN : password.length > 0));

  const switchTo = (next: typeof mode) => {
    setMode(next);
    setFailure(null);
    setResetSentTo(null);
  };

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    const fallback = t`Something went wrong, please try again.`;
    try {
      if (forgot) {
        await requestPasswordReset(email.trim(), fallback);
        setResetSentTo(email.trim());
        setBusy(false);
        return;
      }
      const user = registering
        ? await register({ name: name.trim(), email: email.trim(), password }, fallback)
        : await signIn({ email: email.trim(), password }, fallback);
      if (registering) markRegistered(user.email, "same page");
      onSignedIn(user);
    } catch (error) {
      const fields = (error as { fields?: Record<string, string[]> }).fields;
      setFailure(fields?.email?.[0] ?? fields?.name?.[0] ?? (error as { message?: string }).message ?? fallback);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={registering ? t`Register` : forgot ? t`Forgot password?` : t`Log in`}
      onDismiss={onClose}
      testId="sign-in-dialog"
    >
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) void submit();
        }}
      >
        {failure ? (
          <p className={styles.fieldError} role="alert">
            {failure}
          </p>
        ) : null}
        {registering ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="dialog-name">
              <Trans>Username</Trans>
            </label>
            <input
              id="dialog-name"
              className={styles.input}
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        ) : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="dialog-email">
            <Trans>E-mail</Trans>
          </label>
          <input
            id="dialog-email"
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {forgot ? null : (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="dialog-password">
              <Trans>Password</Trans>
            </label>
            <input
              id="dialog-password"
              className={styles.input}
              type="password"
              autoComplete={registering ? "new-password" : "current-password"}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {registering ? (
              <span className={styles.counter}>
                {password.length}/{PASSWORD_MIN}
              </span>
            ) : (
              <button type="button" className={styles.forgotLink} onClick={() => switchTo("forgot")}>
                <Trans>Forgot password?</Trans>
              </button>
            )}
          </div>
        )}
        {forgot ? (
          <p>
            <Trans>Type the e-mail address of your account and we will send you a link to set a new password.</Trans>
          </p>
        ) : null}
        {forgot && resetSentTo ? <ResetLinkSent email={resetSentTo} /> : null}
        <button type="submit" className={widgets.button} disabled={!valid || busy} aria-busy={busy}>
          {busy ? t`Please wait…` : registering ? t`Register` : forgot ? t`Send me a link` : t`Log in`}
        </button>
        <button
          type="button"
          className={widgets.secondaryButton}
          onClick={() => switchTo(mode === "signIn" ? "register" : "signIn")}
        >
          {mode === "signIn" ? t`Create an account` : t`I already have an account`}
        </button>
      </form>
    </Dialog>
  );
}

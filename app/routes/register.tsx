import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { SocialButtons } from "#app/components/auth/SocialButtons.tsx";
import { useAuth } from "#app/components/auth/useAuth.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { looksLikeEmail } from "#app/lib/email.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { signedOutPageLoader } from "#workers/auth-page.ts";
import { pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/register";

const TITLE = { id: "Daftar", en: "Register" };
const MIN_PASSWORD = 8;

export const loader = signedOutPageLoader(TITLE);

export const headers = pageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const { send, busy, failure } = useAuth(null, loaderData.nextUrl);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const mismatch = confirmation.length > 0 && confirmation !== password;
  const valid =
    name.trim().length > 0 &&
    looksLikeEmail(email) &&
    password.length >= MIN_PASSWORD &&
    confirmation.length >= MIN_PASSWORD &&
    !mismatch;
  const nameError = failure?.fields?.name?.[0];
  const emailError = failure?.fields?.email?.[0];
  return (
    <div className={styles.page}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) send({ type: "auth.register", name: name.trim(), email: email.trim(), password });
        }}
      >
        <img className={styles.hero} src="/img/slides/slide-1-1.svg" width={1200} height={400} alt="" />
        <h1 className={styles.title}>
          <Trans>Create your account</Trans>
        </h1>
        {failure && !failure.fields ? (
          <div className={styles.errorBar} role="alert">
            <span>{failure.message}</span>
            <button type="button" className={styles.barButton} onClick={() => send({ type: "auth.dismiss" })}>
              <Trans>Close</Trans>
            </button>
          </div>
        ) : null}
        {site ? <SocialButtons site={site} nextUrl={loaderData.nextUrl} disabled={busy} /> : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="register-name">
            <Trans>Username</Trans>
          </label>
          <input
            id="register-name"
            className={styles.input}
            autoComplete="name"
            required
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "register-name-error" : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <FieldError id="register-name-error" message={nameError} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="register-email">
            <Trans>E-mail</Trans>
          </label>
          <input
            id="register-email"
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "register-email-error" : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FieldError id="register-email-error" message={emailError} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="register-password">
            <Trans>Password</Trans>
          </label>
          <input
            id="register-password"
            className={styles.input}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD}
            value={password}
            aria-describedby="register-password-count"
            onChange={(event) => setPassword(event.target.value)}
          />
          <span id="register-password-count" className={styles.counter}>
            {Math.min(password.length, MIN_PASSWORD)}/{MIN_PASSWORD}
          </span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="register-confirmation">
            <Trans>Confirm password</Trans>
          </label>
          <input
            id="register-confirmation"
            className={styles.input}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD}
            value={confirmation}
            aria-invalid={mismatch ? true : undefined}
            aria-describedby="register-confirmation-count register-confirmation-error"
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <span id="register-confirmation-count" className={styles.counter}>
            {Math.min(confirmation.length, MIN_PASSWORD)}/{MIN_PASSWORD}
          </span>
          <FieldError id="register-confirmation-error" message={mismatch ? t`password doesn't match` : undefined} />
        </div>
        <button type="submit" className={widgets.button} disabled={!valid || busy} aria-busy={busy}>
          {busy ? t`Creating your account…` : t`Register`}
        </button>
        <p>
          <Trans>
            Already have an account?{" "}
            <Link to={loaderData.nextUrl ? `/login?nextUrl=${encodeURIComponent(loaderData.nextUrl)}` : "/login"}>
              Log in
            </Link>
          </Trans>
        </p>
      </form>
    </div>
  );
}

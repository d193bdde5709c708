import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { SocialButtons } from "#app/components/auth/SocialButtons.tsx";
import { useAuth } from "#app/components/auth/useAuth.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { looksLikeEmail } from "#domain/email.ts";
import type { Route } from "./+types/login";

export { headers, loader } from "./login.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const { send, busy, failure } = useAuth(null, loaderData.nextUrl);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const valid = looksLikeEmail(email) && password.length > 0;
  return (
    <div className={styles.page}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) send({ type: "auth.signIn", email: email.trim(), password });
        }}
      >
        <h1 className={styles.title}>
          <Trans>Log in</Trans>
        </h1>
        {failure ? (
          <div className={styles.errorBar} role="alert">
            <span>{failure.message}</span>
            <button type="button" className={styles.barButton} onClick={() => send({ type: "auth.dismiss" })}>
              <Trans>Close</Trans>
            </button>
          </div>
        ) : null}
        {site ? <SocialButtons site={site} nextUrl={loaderData.nextUrl} disabled={busy} /> : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-email">
            <Trans>E-mail</Trans>
          </label>
          <input
            id="login-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-password">
            <Trans>Password</Trans>
          </label>
          <input
            id="login-password"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Link to="/password/forgot" className={styles.forgotLink}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <button type="submit" className={widgets.button} disabled={!valid || busy} aria-busy={busy}>
          {busy ? t`Logging in…` : t`Log in`}
        </button>
        <p>
          <Trans>
            No account yet?{" "}
            <Link to={loaderData.nextUrl ? `/register?nextUrl=${encodeURIComponent(loaderData.nextUrl)}` : "/register"}>
              Register
            </Link>
          </Trans>
        </p>
      </form>
    </div>
  );
}

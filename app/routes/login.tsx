import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { useRegistrationMessages } from "#app/components/auth/registration-messages.ts";
import { SocialButtons } from "#app/components/auth/SocialButtons.tsx";
import { useAuth } from "#app/components/auth/useAuth.ts";
import { focusFirstProblem } from "#app/components/focus-first-problem.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { SignInFormAnswer } from "#app/server/auth-pages.server.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { signInProblems } from "#domain/inputs/registration-form.ts";
import type { Route } from "./+types/login";

export { action, headers, loader } from "./login.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

type Field = "email" | "password";

function FieldError({ field, message }: { field: Field; message: string | undefined }) {
  return message ? (
    <p id={`login-${field}-error`} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

function invalidProps(field: Field, message: string | undefined) {
  return message ? { "aria-invalid": true, "aria-describedby": `login-${field}-error` } : {};
}

/**
 * The fields are the browser's own (uncontrolled): what was typed or autofilled before the page's
 * code arrived stays, and a press of Log in before then posts the form to the page's action. Once
 * the code runs, the press is the auth machine's.
 */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const { send, busy, failure } = useAuth(null, loaderData.nextUrl);
  const messageOf = useRegistrationMessages();
  const answer = actionData as SignInFormAnswer | undefined;
  // The server's answer to a post made without the script shows until the script sends the form.
  const [answerShown, setAnswerShown] = useState(true);
  const posted = answerShown ? answer : undefined;
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const messageFor = (field: Field) => problems[field] ?? failure?.fields?.[field]?.[0] ?? posted?.fields?.[field]?.[0];
  const formMessage = failure && !failure.fields ? failure.message : posted?.message;
  return (
    <div className={styles.page}>
      <form
        className={styles.card}
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const typed = new FormData(event.currentTarget);
          const email = String(typed.get("email") ?? "").trim();
          const password = String(typed.get("password") ?? "");
          const found = signInProblems({ email, password });
          setAnswerShown(false);
          setProblems(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, messageOf(problem)])));
          if (found.email || found.password) focusFirstProblem(event.currentTarget);
          else send({ type: "auth.signIn", email, password });
        }}
      >
        <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
        <h1 className={styles.title}>
          <Trans>Log in</Trans>
        </h1>
        {formMessage ? (
          <div className={styles.errorBar} role="alert">
            <span>{formMessage}</span>
            <button
              type="button"
              className={styles.barButton}
              onClick={() => {
                setAnswerShown(false);
                send({ type: "auth.dismiss" });
              }}
            >
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
            name="email"
            className={styles.input}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={answer?.values.email}
            {...invalidProps("email", messageFor("email"))}
          />
          <FieldError field="email" message={messageFor("email")} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-password">
            <Trans>Password</Trans>
          </label>
          <input
            id="login-password"
            name="password"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            required
            {...invalidProps("password", messageFor("password"))}
          />
          <FieldError field="password" message={messageFor("password")} />
          <Link to="/password/forgot" className={styles.forgotLink}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
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

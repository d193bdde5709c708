import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { useRegistrationMessages } from "#app/components/auth/registration-messages.ts";
import { SocialButtons } from "#app/components/auth/SocialButtons.tsx";
import { useAuth } from "#app/components/auth/useAuth.ts";
import { focusFirstProblem } from "#app/components/focus-first-problem.ts";
import { Picture } from "#app/components/Picture.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { SignInFormAnswer } from "#app/server/auth-pages.server.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { StoredImage } from "#domain/images.ts";
import { type RegistrationField, registrationProblems } from "#domain/inputs/registration-form.ts";
import { PASSWORD_MIN } from "#domain/registration-rules.ts";
import type { Route } from "./+types/register";

/** Home's first slide, drawn at build time (scripts/generate-images.ts), shown cropped to 3:1. */
const HERO: StoredImage = {
  original: "/img/slides/slide-1-1.webp",
  thumbnail: "/img/slides/slide-1-1-thumb.webp",
  width: 1200,
  height: 800,
  thumb_width: 480,
  thumb_height: 320,
};

export { action, headers, loader } from "./register.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

type Field = RegistrationField | "confirmation";
type Form = Record<Field, string>;

/** The fields' names in the posted form; the confirmation's as Laravel names it. */
const FIELD_NAMES: Record<Field, string> = {
  name: "name",
  email: "email",
  password: "password",
  confirmation: "password_confirmation",
};

/** What the fields hold: typed or autofilled before the page's code arrived, or since. */
function typedIn(form: HTMLFormElement): Form {
  const typed = new FormData(form);
  const value = (field: Field) => String(typed.get(FIELD_NAMES[field]) ?? "");
  return {
    name: value("name"),
    email: value("email"),
    password: value("password"),
    confirmation: value("confirmation"),
  };
}

/** The props that tie an input to the message under it. */
function invalidProps(id: string, message: string | undefined) {
  return message ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

/** What keeps the page from sending the form: a field's problem, or a confirmation that differs. */
function isRefused(form: Form): boolean {
  return Object.keys(registrationProblems(form)).length > 0 || form.confirmation !== form.password;
}

/**
 * The fields are the browser's own (uncontrolled), mirrored into state for the live checks: what was
 * typed or autofilled before the page's code arrived stays, and a press of Register before then
 * posts the form to the page's action. Once the code runs, the press is the auth machine's.
 */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const { send, busy, failure } = useAuth(null, loaderData.nextUrl);
  const messageOf = useRegistrationMessages();
  const formRef = useRef<HTMLFormElement>(null);
  // The server's answer to a post made without the script: what it kept, and its reasons.
  const answer = actionData as SignInFormAnswer | undefined;
  const postedValue = (name: Field) => answer?.values[FIELD_NAMES[name]] ?? "";
  const [form, setForm] = useState<Form>(() => ({
    name: postedValue("name"),
    email: postedValue("email"),
    password: "",
    confirmation: "",
  }));
  useEffect(() => {
    if (formRef.current) setForm(typedIn(formRef.current));
  }, []);
  // Reasons show from the first press of Register on, and then follow the typing. Not on leaving a
  // field: a message appearing then moves the button away from under the finger that presses it.
  const [submitted, setSubmitted] = useState(false);
  // The values the server judged: its message stays under a field until that field changes.
  const [sent, setSent] = useState<Form | null>(null);
  const [answerDismissed, setAnswerDismissed] = useState(false);
  const formMessage = sent
    ? failure && !failure.fields
      ? failure.message
      : undefined
    : answerDismissed
      ? undefined
      : answer?.message;
  const problems = registrationProblems(form);
  const mismatch = form.confirmation !== "" && form.confirmation !== form.password;
  const confirmationProblem = mismatch
    ? t`password doesn't match`
    : form.confirmation
      ? undefined
      : t`Please type your password again.`;
  const messageFor = (field: Field): string | undefined => {
    const own = field === "confirmation" ? confirmationProblem : problems[field] && messageOf(problems[field]);
    // The spec shows a mismatch as soon as it is typed.
    if (own && (submitted || (field === "confirmation" && mismatch))) return own;
    if (!sent) return form[field] === postedValue(field) ? answer?.fields?.[FIELD_NAMES[field]]?.[0] : undefined;
    if (field === "confirmation" || sent[field] !== form[field]) return undefined;
    return failure?.fields?.[field]?.[0];
  };

  // A refusal from the server (a taken e-mail, a common password) puts focus on the field to fix.
  useEffect(() => {
    if (failure?.fields && formRef.current) focusFirstProblem(formRef.current);
  }, [failure]);
  // So does the page's own refusal, once the marks it causes are rendered.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && formRef.current) focusFirstProblem(formRef.current);
  }, [refusals]);

  const field = (name: Field) => ({
    name: FIELD_NAMES[name],
    defaultValue: postedValue(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
    ...invalidProps(`register-${name}`, messageFor(name)),
  });

  return (
    <div className={styles.page}>
      <form
        ref={formRef}
        className={styles.card}
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          // The fields, not the state: an autofill may not have told React.
          const typed = typedIn(event.currentTarget);
          setForm(typed);
          if (isRefused(typed)) {
            // The marks render after this handler; focus moves to the first once they have.
            setRefusals((count) => count + 1);
            return;
          }
          setSent(typed);
          send({ type: "auth.register", name: typed.name.trim(), email: typed.email.trim(), password: typed.password });
        }}
      >
        <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
        {/* The page's largest paint on a phone: a first picture, preloaded at high priority. The class crops it to 3:1. */}
        <Picture image={HERO} alt="" size="original" layout="card" priority className={styles.hero} />
        <h1 className={styles.title}>
          <Trans>Create your account</Trans>
        </h1>
        {formMessage ? (
          <div className={styles.errorBar} role="alert">
            <span>{formMessage}</span>
            <button
              type="button"
              className={styles.barButton}
              onClick={() => {
                setAnswerDismissed(true);
                send({ type: "auth.dismiss" });
              }}
            >
              <Trans>Close</Trans>
            </button>
          </div>
        ) : null}
        {site ? <SocialButtons site={site} nextUrl={loaderData.nextUrl} disabled={busy} /> : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="register-name">
            <Trans>Username</Trans>
          </label>
          <input id="register-name" className={styles.input} autoComplete="name" required {...field("name")} />
          <FieldError id="register-name-error" message={messageFor("name")} />
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
            {...field("email")}
          />
          <FieldError id="register-email-error" message={messageFor("email")} />
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
            minLength={PASSWORD_MIN}
            {...field("password")}
            aria-describedby={`register-password-count${messageFor("password") ? " register-password-error" : ""}`}
          />
          <span id="register-password-count" className={styles.counter}>
            {Math.min(form.password.length, PASSWORD_MIN)}/{PASSWORD_MIN}
          </span>
          <FieldError id="register-password-error" message={messageFor("password")} />
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
            minLength={PASSWORD_MIN}
            {...field("confirmation")}
            aria-describedby={`register-confirmation-count${messageFor("confirmation") ? " register-confirmation-error" : ""}`}
          />
          <span id="register-confirmation-count" className={styles.counter}>
            {Math.min(form.confirmation.length, PASSWORD_MIN)}/{PASSWORD_MIN}
          </span>
          <FieldError id="register-confirmation-error" message={messageFor("confirmation")} />
        </div>
        <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
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

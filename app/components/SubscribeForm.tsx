import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { EMAIL_MAX_LENGTH } from "#domain/email.ts";
import { subscribeProblem } from "#domain/inputs/subscribe-rules.ts";
import * as styles from "./SubscribeForm.css.ts";

const loadClient = () => import("#app/lib/subscribe-client.ts");

type Status = "idle" | "sending" | "subscribed";

/**
 * The e-mail subscribe form (spec sections 2 and 5): the address is required and checked before
 * anything is sent; success shows only when the server took it (an address already subscribed
 * included). Any other failure is ignored, as the spec says: the form is simply ready again.
 */
export function SubscribeForm({
  tone = "plain",
  headingLevel = 2,
}: {
  tone?: "plain" | "onBrand";
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [subscribedAs, setSubscribedAs] = useState("");
  const problemCode = subscribeProblem(email);
  const problem =
    problemCode === "emailRequired" ? t`E-mail is required` : problemCode ? t`E-mail must be valid` : null;
  const shownProblem = checked ? problem : null;
  const Heading = `h${headingLevel}` as const;

  const submit = async () => {
    setChecked(true);
    if (problem) {
      input.current?.focus();
      return;
    }
    setStatus("sending");
    const address = email.trim();
    const accepted = await loadClient()
      .then((client) => client.subscribe(address))
      .catch(() => false);
    setSubscribedAs(accepted ? address : "");
    setStatus(accepted ? "subscribed" : "idle");
  };

  return (
    <form
      className={styles.form[tone]}
      aria-labelledby={`${id}-title`}
      noValidate
      data-testid="subscribe-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (status !== "sending") void submit();
      }}
    >
      <Heading id={`${id}-title`} className={styles.title}>
        <Trans>News and special offers by e-mail</Trans>
      </Heading>
      <p className={styles.text}>
        <Trans>New tours, seasonal deals and travel tips for Bali, now and then. We never share your address.</Trans>
      </p>
      <label className={styles.label} htmlFor={`${id}-email`}>
        <Trans>Your e-mail</Trans>
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          aria-required="true"
          maxLength={EMAIL_MAX_LENGTH}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${id}-problem` : undefined}
          value={email}
          onFocus={() => void loadClient()}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status === "subscribed") setStatus("idle");
          }}
        />
        <button
          type="submit"
          className={styles.submit[tone]}
          disabled={status === "sending"}
          aria-busy={status === "sending"}
        >
          {status === "sending" ? t`Subscribing…` : t`Subscribe`}
        </button>
      </div>
      {shownProblem ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {shownProblem}
        </p>
      ) : null}
      <p className={styles.done} role="status" data-testid="subscribe-status">
        {status === "subscribed"
          ? t`Thank you! Please open the link we have sent to ${subscribedAs} to confirm your subscription.`
          : ""}
      </p>
    </form>
  );
}

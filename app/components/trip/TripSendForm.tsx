import { Trans, useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import { assign, fromPromise } from "xstate";
import * as bookingStyles from "#app/components/booking/booking.css.ts";
import { ContactFields } from "#app/components/booking/ContactFields.tsx";
import { useProblemMessage } from "#app/components/booking/FormField.tsx";
import { PickupAndPayment } from "#app/components/booking/PickupAndPayment.tsx";
import { focusFirstProblem } from "#app/components/focus-first-problem.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { useSignedInUser } from "#app/lib/site.ts";
import { sendTripRequest } from "#app/lib/trip-client.ts";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import type { Locale } from "#domain/locale.ts";
import type { TripPlan } from "#domain/trip.ts";
import type { ContactField, ContactForm } from "#machines/booking.machine.ts";
import { type SubmitTripInput, sendProblems, type TripReceipt, tripSendMachine } from "#machines/trip-send.machine.ts";
import * as styles from "./TripBuilder.css.ts";

/**
 * "Send my plan": the tourist's details as on the booking form, sent with the plan and the total
 * the page shows. Once sent, the reference and what happens next; the plan stays on the page.
 */
export function TripSendForm({
  plan,
  total,
  locale,
  onStartOver,
}: {
  plan: TripPlan;
  /** The estimated total the page shows, in its currency (rupiah, or dollars with cents). */
  total: number;
  locale: Locale;
  onStartOver: () => void;
}) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const [snapshot, send] = useMachine(
    tripSendMachine.provide({
      actors: {
        submitTrip: fromPromise<TripReceipt, SubmitTripInput>(({ input }) => sendTripRequest(input)),
      },
      actions: { issueIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }) },
    }),
    { input: { user: user ? { name: user.name, email: user.email } : null } },
  );
  const { form, showProblems, serverProblems, failed, failureMessage, receipt } = snapshot.context;
  const sending = snapshot.matches("sending");
  const problems = showProblems ? sendProblems(form) : {};
  const message = useProblemMessage();
  const errorOf = (field: ContactField): string | undefined => {
    const problem = problems[field];
    return problem ? message(field, problem) : serverProblems[field];
  };
  const update = (patch: Partial<ContactForm>) => send({ type: "send.update", patch });

  const formElement = useRef<HTMLFormElement>(null);
  const refused = Object.keys(serverProblems).length > 0;
  useEffect(() => {
    if (refused && formElement.current) focusFirstProblem(formElement.current);
  }, [refused]);

  if (receipt) {
    return (
      <SentPanel
        reference={receipt.reference}
        email={form.email.trim()}
        onStartOver={() => {
          send({ type: "send.reset" });
          onStartOver();
        }}
      />
    );
  }

  return (
    <form
      ref={formElement}
      className={styles.panel}
      aria-labelledby="trip-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "send.submit", plan, total });
        focusFirstProblem(event.currentTarget);
      }}
    >
      <h2 className={styles.panelTitle} id="trip-send">
        <Trans>Send my plan</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          Send us your plan with your details: we check every day and reply with a quote. Nothing is booked or paid yet.
        </Trans>
      </p>
      {serverProblems.plan ? (
        <p className={bookingStyles.errorBar} role="alert" data-testid="trip-plan-problem">
          {serverProblems.plan}
        </p>
      ) : null}
      <ContactFields form={form} errorOf={errorOf} update={update} locale={locale} />
      <PickupAndPayment form={form} errorOf={errorOf} update={update} />
      {showProblems && Object.keys(problems).length > 0 ? (
        <p className={bookingStyles.infoBar} role="alert">
          <Trans>Please fill in all data</Trans>
        </p>
      ) : null}
      {failed ? (
        <p className={bookingStyles.errorBar} role="alert">
          {failureMessage ?? t`Your plan could not be sent. Please check your connection and try again.`}
        </p>
      ) : null}
      <button type="submit" className={widgets.button} disabled={sending} aria-busy={sending}>
        {sending ? <Trans>Sending your plan…</Trans> : <Trans>Send my plan</Trans>}
      </button>
    </form>
  );
}

function SentPanel({ reference, email, onStartOver }: { reference: string; email: string; onStartOver: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="trip-sent" data-testid="trip-sent">
      <h2 className={styles.panelTitle} id="trip-sent" ref={heading} tabIndex={-1}>
        <Trans>Thank you, we have received your plan</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>Your trip reference:</Trans>
      </p>
      <strong className={bookingStyles.reference} data-testid="trip-reference">
        {reference}
      </strong>
      <p>
        <Trans>
          We will reply with a quote. We check every day of your plan and send you a quote with a price per line to{" "}
          <strong>{email}</strong>, mostly within {CONFIRMATION_HOURS} hours.
        </Trans>
      </p>
      <p>
        <Trans>
          You can then accept the quote or ask for changes; once you accept it, we book every item for you. Nothing is
          paid until then. Your plan stays on this page.
        </Trans>
      </p>
      <button type="button" className={widgets.secondaryButton} onClick={onStartOver}>
        <Trans>Start a new plan</Trans>
      </button>
    </section>
  );
}

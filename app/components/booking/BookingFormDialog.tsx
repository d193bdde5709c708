import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { SignInDialog } from "#app/components/auth/SignInDialog.tsx";
import { ShieldIcon } from "#app/components/content-icons.tsx";
import { Dialog } from "#app/components/Dialog.tsx";
import { focusFirstProblem } from "#app/components/focus-first-problem.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { totalMinor } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import { MEETING_POINT } from "#domain/pickup.ts";
import {
  type BookingField,
  type BookingFormPatch,
  formNeeds,
  formProblems,
  orderLines,
} from "#machines/booking.machine.ts";
import * as styles from "./booking.css.ts";
import { CommonQuestions } from "./CommonQuestions.tsx";
import { ContactFields } from "./ContactFields.tsx";
import { type FormPartProps, useProblemMessage } from "./FormField.tsx";
import { PickupAndPayment } from "./PickupAndPayment.tsx";
import { PickupAreaField } from "./PickupAreaField.tsx";
import { type BookingSnapshot, type BookingSubject, formatMinor, type SendBooking } from "./subject.ts";
import { TripFields } from "./TripFields.tsx";
import { VisitFields } from "./VisitFields.tsx";

/** Step 1: date, package, quantities, the tourist's details, pickup and payment, and the total. */
export function BookingFormDialog({
  open,
  snapshot,
  send,
  subject,
  locale,
  user,
}: {
  open: boolean;
  snapshot: BookingSnapshot;
  send: SendBooking;
  subject: BookingSubject;
  locale: Locale;
  user: { name: string; email: string } | null;
}) {
  const { t } = useLingui();
  const { form, showProblems, serverProblems, packages, today, firstDate } = snapshot.context;
  const revalidator = useRevalidator();
  const [signingIn, setSigningIn] = useState(false);
  const [signedInAs, setSignedInAs] = useState(user);
  const tripForm = snapshot.context.tripForm ?? null;
  const pickup = snapshot.context.pickup ?? { areas: [], startTime: null };
  const problems = showProblems ? formProblems(form, packages, today, firstDate, tripForm, pickup) : {};
  const needs = formNeeds(packages, form, tripForm);
  const { currency } = snapshot.context;
  const total = totalMinor(orderLines(snapshot.context, currency));
  const update = (patch: BookingFormPatch) => send({ type: "form.update", patch });
  const message = useProblemMessage();
  /** The form's own message for a field first; else what the server said when it refused the request. */
  const errorOf = (field: BookingField): string | undefined => {
    const problem = problems[field];
    return problem ? message(field, problem) : serverProblems[field];
  };
  const part: FormPartProps = { form, errorOf, update };

  // Sent back from step 2 because the server refused fields: land on the first one to fix.
  const formElement = useRef<HTMLFormElement>(null);
  const refused = open && Object.keys(serverProblems).length > 0;
  useEffect(() => {
    if (refused && formElement.current) focusFirstProblem(formElement.current);
  }, [refused]);

  return (
    <Dialog
      open={open}
      fullScreen
      testId="booking-dialog"
      title={t`Book ${subject.name}`}
      onDismiss={() => send({ type: "booking.cancel" })}
      footer={
        <>
          {showProblems && Object.keys(problems).length > 0 ? (
            <p className={styles.infoBar} role="alert">
              <Trans>Please fill in all data</Trans>
            </p>
          ) : null}
          <div className={styles.totalRow}>
            <p className={styles.totalLabel}>
              <Trans>Total</Trans>
              <output className={styles.totalAmount} data-testid="booking-total" aria-live="polite">
                {formatMinor(locale, total)}
              </output>
            </p>
            <button type="submit" form="booking-form" className={widgets.button}>
              <Trans>Checkout</Trans>
            </button>
          </div>
        </>
      }
    >
      <form
        ref={formElement}
        id="booking-form"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "form.checkout" });
          focusFirstProblem(event.currentTarget);
        }}
      >
        <VisitFields
          subject={subject}
          snapshot={snapshot}
          send={send}
          locale={locale}
          errorOf={errorOf}
          update={update}
        />

        {signedInAs ? null : (
          <div className={styles.signInCard}>
            <span>
              <Trans>Have an account? Log in and we fill in your details.</Trans>
            </span>
            <button type="button" className={styles.linkButton} onClick={() => setSigningIn(true)}>
              <Trans>Log in or register</Trans>
            </button>
          </div>
        )}

        <TripFields {...part} needs={needs} />

        <ContactFields {...part} locale={locale} />

        <PickupAndPayment
          {...part}
          needs={needs}
          {...(pickup.areas.length > 0
            ? {
                area: {
                  field: <PickupAreaField {...part} pickup={pickup} locale={locale} />,
                  atMeetingPoint: form.pickupArea === MEETING_POINT,
                },
              }
            : {})}
        />

        <CommonQuestions />

        <p className={styles.note}>
          <ShieldIcon size={20} />
          <span>
            <Trans>
              Your data is safe with us: it is sent encrypted, used only to arrange this booking, and never sold or
              shared with anyone but your driver and guide.
            </Trans>
          </span>
        </p>
      </form>
      {signingIn ? (
        <SignInDialog
          onClose={() => setSigningIn(false)}
          onSignedIn={(account) => {
            setSigningIn(false);
            setSignedInAs(account);
            send({ type: "booking.userChanged", user: { name: account.name, email: account.email } });
            // The rest of the page (menu, reviews) learns of the session from the server.
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </Dialog>
  );
}

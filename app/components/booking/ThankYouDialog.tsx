import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "#app/components/Dialog.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import * as styles from "./booking.css.ts";
import type { BookingSnapshot, SendBooking } from "./subject.ts";

/** Stays until Ok: the reference is what the tourist needs if the e-mail goes astray. */
export function ThankYouDialog({
  open,
  snapshot,
  send,
}: {
  open: boolean;
  snapshot: BookingSnapshot;
  send: SendBooking;
}) {
  const { t } = useLingui();
  const receipt = snapshot.context.receipt;
  return (
    <Dialog
      open={open}
      testId="thank-you-dialog"
      title={t`Thank you, your request is sent`}
      dismissible={false}
      onDismiss={() => send({ type: "booking.ok" })}
      footer={
        <div className={styles.actions}>
          <button type="button" className={widgets.button} onClick={() => send({ type: "booking.ok" })}>
            <Trans>Ok</Trans>
          </button>
        </div>
      }
    >
      {receipt ? (
        <>
          <p>
            <Trans>Your booking reference:</Trans>
          </p>
          <strong className={styles.reference} data-testid="booking-reference">
            {receipt.reference}
          </strong>
          <p>
            <Trans>
              Please wait for our confirmation and check your inbox: we have sent a summary to{" "}
              <strong>{receipt.email}</strong>.
            </Trans>
          </p>
          <p>
            <Trans>
              We reconfirm availability and your payment method by e-mail, mostly within {CONFIRMATION_HOURS} hours, and
              then send your confirmation with a booking ID. Nothing is paid until then.
            </Trans>
          </p>
        </>
      ) : null}
    </Dialog>
  );
}

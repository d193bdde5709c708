import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "#app/components/Dialog.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import { formNeeds } from "#machines/booking.machine.ts";
import * as styles from "./booking.css.ts";
import { PickupTimeNote } from "./PickupAreaField.tsx";
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
  const confirmed = receipt?.confirmationId ? receipt : null;
  const { form, packages, pickup } = snapshot.context;
  const picksUp = formNeeds(packages, form, snapshot.context.tripForm ?? null).pickupAddress;
  return (
    <Dialog
      open={open}
      testId="thank-you-dialog"
      title={confirmed ? t`Thank you, your booking is confirmed` : t`Thank you, your request is sent`}
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
      {confirmed ? (
        <ConfirmedReceipt
          reference={confirmed.reference}
          email={confirmed.email}
          confirmationId={confirmed.confirmationId ?? ""}
        />
      ) : null}
      {receipt && !confirmed ? <RequestReceipt reference={receipt.reference} email={receipt.email} /> : null}
      {receipt && picksUp && pickup ? (
        <PickupTimeNote form={form} pickup={pickup} testId="thank-you-pickup-time" />
      ) : null}
    </Dialog>
  );
}

function RequestReceipt({ reference, email }: { reference: string; email: string }) {
  return (
    <>
      <p>
        <Trans>Your booking reference:</Trans>
      </p>
      <strong className={styles.reference} data-testid="booking-reference">
        {reference}
      </strong>
      <p>
        <Trans>
          Please wait for our confirmation and check your inbox: we have sent a summary to <strong>{email}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>
          We reconfirm availability and your payment method by e-mail, mostly within {CONFIRMATION_HOURS} hours, and
          then send your confirmation with a booking ID. Nothing is paid until then.
        </Trans>
      </p>
    </>
  );
}

/** Confirmed in the booking's own write (instant confirmation): the booking ID now, and the voucher. */
function ConfirmedReceipt({
  reference,
  email,
  confirmationId,
}: {
  reference: string;
  email: string;
  confirmationId: string;
}) {
  return (
    <>
      <p data-testid="booking-confirmed">
        <Trans>
          Confirmed: your booking ID is <strong className={styles.reference}>{confirmationId}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>
          Your booking reference is <strong data-testid="booking-reference">{reference}</strong>. We have sent the
          confirmation with your voucher to <strong>{email}</strong>.
        </Trans>
      </p>
      <p>
        <a className={widgets.seeAll} href={`/booking?reference=${encodeURIComponent(reference)}`}>
          <Trans>Open your booking and its voucher</Trans>
        </a>
      </p>
    </>
  );
}

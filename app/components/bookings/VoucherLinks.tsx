import { Trans } from "@lingui/react/macro";
import * as widgets from "#app/components/widgets.css.ts";
import { calendarPath, voucherPath } from "#domain/voucher.ts";
import * as styles from "./bookings.css.ts";

/**
 * A confirmed booking's voucher and calendar file. The signed-in owner follows plain links; anyone
 * else posts the e-mail the booking was found with, so the pair is looked up again (and counted)
 * and never travels in a URL.
 */
export function VoucherLinks({ reference, email }: { reference: string; email: string | null }) {
  return (
    <div className={styles.buttonRow} data-testid="voucher-links">
      {email === null ? (
        <a href={voucherPath(reference)} className={widgets.button}>
          <Trans>Show the voucher</Trans>
        </a>
      ) : (
        <form method="post" action={voucherPath(reference)}>
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={widgets.button}>
            <Trans>Show the voucher</Trans>
          </button>
        </form>
      )}
      <AddToCalendar reference={reference} email={email} />
    </div>
  );
}

export function AddToCalendar({ reference, email }: { reference: string; email: string | null }) {
  if (email === null) {
    return (
      <a href={calendarPath(reference)} className={widgets.secondaryButton} download>
        <Trans>Add to calendar</Trans>
      </a>
    );
  }
  return (
    <form method="post" action={calendarPath(reference)}>
      <input type="hidden" name="email" value={email} />
      <button type="submit" className={widgets.secondaryButton}>
        <Trans>Add to calendar</Trans>
      </button>
    </form>
  );
}

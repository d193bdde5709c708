import { Trans } from "@lingui/react/macro";
import { EMAIL_MAX_LENGTH } from "#domain/email.ts";
import * as styles from "./bookings.css.ts";

/** The e-mail a booking was made with, which finds it again with its reference (the lookup's and the voucher's forms). */
export function BookingEmailField({ id, missing }: { id: string; missing: boolean }) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <Trans>E-mail</Trans>
      </label>
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        className={styles.control}
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
      />
      {missing ? (
        <p id={errorId} className={styles.fieldError}>
          <Trans>Please enter your e-mail address.</Trans>
        </p>
      ) : null}
    </div>
  );
}

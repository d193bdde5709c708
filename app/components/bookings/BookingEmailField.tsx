import { Trans } from "@lingui/react/macro";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { EMAIL_MAX_LENGTH } from "#domain/email.ts";

/**
 * The e-mail a booking was made with, which finds it again with its reference (the lookup's, the
 * voucher's and the profile's claim forms). Under it the message of `error`, else "please enter"
 * when `missing`.
 */
export function BookingEmailField({
  id,
  missing,
  defaultValue,
  error,
}: {
  id: string;
  missing: boolean;
  defaultValue?: string;
  error?: string | null;
}) {
  const errorId = `${id}-error`;
  const invalid = missing || Boolean(error);
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
        defaultValue={defaultValue}
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid ? (
        <p id={errorId} className={styles.fieldError}>
          {error ?? <Trans>Please enter your e-mail address.</Trans>}
        </p>
      ) : null}
    </div>
  );
}

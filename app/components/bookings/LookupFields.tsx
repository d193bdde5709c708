import { Trans } from "@lingui/react/macro";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import { BookingEmailField } from "./BookingEmailField.tsx";

type LookupField = "reference" | "email";

/**
 * The reference and e-mail fields of a lookup (a booking, a trip, the profile's claim), with the
 * message under the one left empty, or the form's own message for a field in `errors`. `idPrefix`
 * keeps the ids of two lookups apart.
 */
export function LookupFields({
  idPrefix,
  reference,
  missing,
  email,
  errors = {},
}: {
  idPrefix: string;
  reference: string;
  missing: readonly LookupField[];
  /** The e-mail the field starts with. */
  email?: string;
  errors?: Partial<Record<LookupField, string | null>>;
}) {
  const referenceId = `${idPrefix}-reference`;
  const referenceInvalid = missing.includes("reference") || Boolean(errors.reference);
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={referenceId}>
          <Trans>Reference</Trans>
        </label>
        <input
          id={referenceId}
          name="reference"
          className={styles.control}
          defaultValue={reference}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={REFERENCE_MAX_LENGTH}
          aria-invalid={referenceInvalid || undefined}
          aria-describedby={referenceInvalid ? `${referenceId}-error` : undefined}
        />
        {referenceInvalid ? (
          <p id={`${referenceId}-error`} className={styles.fieldError}>
            {errors.reference ?? <Trans>Please enter the reference.</Trans>}
          </p>
        ) : null}
      </div>
      <BookingEmailField
        id={`${idPrefix}-email`}
        missing={missing.includes("email")}
        defaultValue={email}
        error={errors.email}
      />
    </>
  );
}

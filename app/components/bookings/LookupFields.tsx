import { Trans } from "@lingui/react/macro";
import { REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import { BookingEmailField } from "./BookingEmailField.tsx";
import * as styles from "./bookings.css.ts";

/**
 * The reference and e-mail fields of a lookup (a booking, a trip), with the message under the one
 * left empty. `idPrefix` keeps the ids of two lookups apart.
 */
export function LookupFields({
  idPrefix,
  reference,
  missing,
}: {
  idPrefix: string;
  reference: string;
  missing: readonly ("reference" | "email")[];
}) {
  const referenceId = `${idPrefix}-reference`;
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
          aria-invalid={missing.includes("reference") || undefined}
          aria-describedby={missing.includes("reference") ? `${referenceId}-error` : undefined}
        />
        {missing.includes("reference") ? (
          <p id={`${referenceId}-error`} className={styles.fieldError}>
            <Trans>Please enter the reference.</Trans>
          </p>
        ) : null}
      </div>
      <BookingEmailField id={`${idPrefix}-email`} missing={missing.includes("email")} />
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { usePaymentLabels } from "#app/components/payment-labels.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "#domain/booking-rules.ts";
import type { TripNeeds } from "#domain/inputs/trip-details.ts";
import * as styles from "./booking.css.ts";
import { type ContactPartProps, TextInput } from "./FormField.tsx";

/**
 * "Pickup" and "Payment method": where the driver fetches the tourist, and how they will pay. A
 * package without a pickup (`needs.pickupAddress` false) asks no address, and cash is paid on site.
 * An activity's form puts its pickup area first (`area`); at the meeting point no address is asked.
 */
export function PickupAndPayment({
  needs,
  area,
  ...part
}: ContactPartProps & {
  needs?: Pick<TripNeeds, "pickupAddress">;
  area?: { field: ReactNode; atMeetingPoint: boolean };
}) {
  const { t } = useLingui();
  const { form, update } = part;
  const withPickup = needs?.pickupAddress ?? true;
  return (
    <>
      {withPickup ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Pickup</Trans>
          </legend>
          {area?.field}
          {area?.atMeetingPoint ? null : (
            <TextInput
              {...part}
              field="pickupLocation"
              label={t`Pickup location (hotel name and address)`}
              autoComplete="street-address"
            />
          )}
        </fieldset>
      ) : (
        <p className={styles.prompt} data-testid="no-pickup-note">
          <Trans>This package includes no pickup: you meet us at the meeting point.</Trans>
        </p>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Payment method</Trans>
        </legend>
        <p className={styles.prompt}>
          <Trans>Nothing is paid now. You pay after the operator confirms your booking.</Trans>
        </p>
        <PaymentChoices
          value={form.paymentMethod}
          withDriver={withPickup}
          onChange={(paymentMethod) => update({ paymentMethod })}
        />
      </fieldset>
    </>
  );
}

function PaymentChoices({
  value,
  withDriver,
  onChange,
}: {
  value: PaymentMethod;
  withDriver: boolean;
  onChange: (method: PaymentMethod) => void;
}) {
  const labels = usePaymentLabels();
  const { t } = useLingui();
  return (
    <div className={styles.choices}>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={styles.choice}>
          <input
            type="radio"
            name="payment_method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>
            <strong>{labels[method]}</strong>
            <br />
            <span className={styles.hint}>
              {method !== "cash"
                ? t`Arranged with you by e-mail.`
                : withDriver
                  ? t`Pay in rupiah on the day, to your driver.`
                  : t`Pay in rupiah on the day, on site.`}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}

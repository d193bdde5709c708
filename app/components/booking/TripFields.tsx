import { Trans, useLingui } from "@lingui/react/macro";
import { FLIGHT_NUMBER_MAX_LENGTH, type TripDirection, type TripNeeds } from "#domain/inputs/trip-details.ts";
import * as styles from "./booking.css.ts";
import { Field, type FormPartProps } from "./FormField.tsx";

/**
 * What the driver needs (issue 35, item 6): an airport transfer's direction, flight number and
 * flight time; a driver's pickup time. Nothing for an item that needs neither.
 */
export function TripFields({ form, errorOf, update, needs }: FormPartProps & { needs: TripNeeds }) {
  const { t } = useLingui();
  if (!needs.flight && !needs.pickupTime) return null;
  return (
    <fieldset className={styles.group} data-testid="trip-fields">
      <legend className={styles.legend}>
        {needs.flight ? <Trans>Your flight</Trans> : <Trans>Pickup time</Trans>}
      </legend>
      {needs.flight ? (
        <>
          <DirectionChoice value={form.tripDirection} error={errorOf("tripDirection")} onChange={update} />
          <Field
            id="booking-flightNumber"
            label={t`Flight number`}
            error={errorOf("flightNumber")}
            field="flightNumber"
          >
            {(props) => (
              <input
                {...props}
                className={styles.control}
                autoCapitalize="characters"
                placeholder="GA 404"
                maxLength={FLIGHT_NUMBER_MAX_LENGTH}
                value={form.flightNumber}
                onChange={(event) => update({ flightNumber: event.target.value })}
              />
            )}
          </Field>
          <TimeInput
            field="flightTime"
            label={
              form.tripDirection === "departure" ? t`Departure time of your flight` : t`Landing time of your flight`
            }
            value={form.flightTime}
            error={errorOf("flightTime")}
            onChange={(flightTime) => update({ flightTime })}
          />
        </>
      ) : null}
      {needs.pickupTime ? (
        <TimeInput
          field="pickupTime"
          label={t`Pickup time`}
          value={form.pickupTime}
          error={errorOf("pickupTime")}
          onChange={(pickupTime) => update({ pickupTime })}
        />
      ) : null}
    </fieldset>
  );
}

function DirectionChoice({
  value,
  error,
  onChange,
}: {
  value: TripDirection | "";
  error: string | undefined;
  onChange: (patch: { tripDirection: TripDirection }) => void;
}) {
  const { t } = useLingui();
  const choices: [TripDirection, string][] = [
    ["arrival", t`Arrival: pickup at the airport`],
    ["departure", t`Departure: drop-off at the airport`],
  ];
  return (
    <div className={styles.field}>
      <span className={styles.label} id="booking-tripDirection-label">
        <Trans>Direction</Trans>
      </span>
      <div
        className={styles.choices}
        role="radiogroup"
        aria-labelledby="booking-tripDirection-label"
        {...(error ? { "aria-invalid": true, "aria-describedby": "booking-tripDirection-error" } : {})}
      >
        {choices.map(([direction, label]) => (
          <label key={direction} className={styles.choice}>
            <input
              type="radio"
              name="tripDirection"
              value={direction}
              checked={value === direction}
              onChange={() => onChange({ tripDirection: direction })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="booking-tripDirection-error" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TimeInput({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: "flightTime" | "pickupTime";
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={`booking-${field}`} label={label} error={error} field={field}>
      {(props) => (
        <input
          {...props}
          className={styles.control}
          type="time"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

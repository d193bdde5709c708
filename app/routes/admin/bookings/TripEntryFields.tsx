/**
 * What the driver needs, as the tourist's vehicle form asks it (TripFields): an airport transfer's
 * direction, flight number and flight time, or a driver's pickup time. The entry form shows them for
 * a vehicle whose trip form asks them; the server checks them with the tourist's rules.
 */
import { useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import { TRIP_DIRECTIONS, type TripForm, tripNeedsOf } from "#domain/inputs/trip-details.ts";
import { BookingInput, type FieldSource } from "./OrderFields.tsx";

export function TripEntryFields({ source, tripForm }: { source: FieldSource; tripForm: TripForm | null }) {
  const { t } = useLingui();
  const needs = tripNeedsOf(tripForm, true);
  const directions: Record<(typeof TRIP_DIRECTIONS)[number], string> = {
    arrival: t`Arrival: pickup at the airport`,
    departure: t`Departure: drop-off at the airport`,
  };
  const id = `${source.idPrefix}-trip_direction`;
  const problem = source.problem("trip_direction");
  return (
    <>
      {needs.flight ? (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {t`Transfer`}
            </label>
            <select
              id={id}
              name="trip_direction"
              className={styles.control}
              defaultValue={source.value("trip_direction") ?? ""}
              aria-invalid={problem ? true : undefined}
            >
              <option value="" />
              {TRIP_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {directions[direction]}
                </option>
              ))}
            </select>
            {problem ? <p className={styles.fieldError}>{problem}</p> : null}
          </div>
          <BookingInput source={source} name="flight_number" label={t`Flight number`} />
          <BookingInput source={source} name="flight_time" label={t`Flight time`} type="time" />
        </>
      ) : null}
      {needs.pickupTime ? <BookingInput source={source} name="pickup_time" label={t`Pickup time`} type="time" /> : null}
    </>
  );
}

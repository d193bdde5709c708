import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_QUANTITY } from "#domain/booking-rules.ts";
import { MAX_TRIP_DAYS, type TripPlan } from "#domain/trip.ts";
import type { TripEvent } from "#machines/trip.machine.ts";
import * as styles from "./TripBuilder.css.ts";

export function StayFields({ plan, send }: { plan: TripPlan; send: (event: TripEvent) => void }) {
  const { t } = useLingui();
  const number = (value: string) => (value === "" ? Number.NaN : Number(value));
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.panelTitle}>
        <Trans>Your stay</Trans>
      </legend>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>{t`Arrival`}</span>
          <input
            className={styles.control}
            type="date"
            value={plan.arrival}
            onChange={(event) => send({ type: "trip.setStay", arrival: event.target.value, departure: plan.departure })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Departure`}</span>
          <input
            className={styles.control}
            type="date"
            value={plan.departure}
            min={plan.arrival}
            onChange={(event) => send({ type: "trip.setStay", arrival: plan.arrival, departure: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Adults`}</span>
          <input
            className={styles.control}
            type="number"
            min={1}
            max={MAX_QUANTITY}
            value={plan.adults}
            onChange={(event) => send({ type: "trip.setParty", adults: number(event.target.value), kids: plan.kids })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Children`}</span>
          <input
            className={styles.control}
            type="number"
            min={0}
            max={MAX_QUANTITY}
            value={plan.kids}
            onChange={(event) => send({ type: "trip.setParty", adults: plan.adults, kids: number(event.target.value) })}
          />
        </label>
      </div>
      <p className={styles.hint}>
        <Trans>Up to {MAX_TRIP_DAYS} days; the departure is on or after the arrival.</Trans>
      </p>
    </fieldset>
  );
}

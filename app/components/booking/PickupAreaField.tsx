import { useLingui } from "@lingui/react/macro";
import { currencyOf } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { MEETING_POINT, type PickupAreaChoice } from "#domain/pickup.ts";
import { type BookingForm, chosenPickup, type PickupOffer } from "#machines/booking.machine.ts";
import * as styles from "./booking.css.ts";
import { Field, type FormPartProps } from "./FormField.tsx";
import { formatMinor } from "./subject.ts";

/**
 * The pickup area of an activity that picks up (issue 40): the operator's areas in the page's
 * language (those outside the service area listed, not choosable, with the reason), "I'll come to
 * the meeting point", or none when the tourist's area is not listed. The pickup time it gives shows
 * below, computed as the server computes it.
 */
export function PickupAreaField({
  pickup,
  locale,
  form,
  errorOf,
  update,
}: FormPartProps & { pickup: PickupOffer; locale: Locale }) {
  const { t } = useLingui();
  const currency = currencyOf(locale);
  const labelOf = (area: PickupAreaChoice) => {
    const { name } = area;
    if (area.outsideService) return t`${name}: outside our service area, no pickup`;
    const surcharge = currency === "IDR" ? area.surchargeIdr : area.surchargeUsdCents;
    if (surcharge <= 0) return name;
    const price = formatMinor(locale, surcharge);
    return t`${name} (pickup surcharge ${price})`;
  };
  return (
    <>
      <Field id="booking-pickupArea" label={t`Pickup area`} error={errorOf("pickupArea")} field="pickupArea">
        {(props) => (
          <select
            {...props}
            name="pickup_area"
            className={styles.control}
            value={form.pickupArea}
            onChange={(event) => update({ pickupArea: event.target.value })}
          >
            <option value="">{t`My area is not listed: we agree the pickup time with you`}</option>
            {pickup.areas.map((area) => (
              <option key={area.id} value={String(area.id)} disabled={area.outsideService}>
                {labelOf(area)}
              </option>
            ))}
            <option value={MEETING_POINT}>{t`I'll come to the meeting point`}</option>
          </select>
        )}
      </Field>
      <PickupTimeNote form={form} pickup={pickup} testId="pickup-time" />
    </>
  );
}

/** "Pickup around 06:30 from Seminyak", when the chosen area and the start give a time. */
export function PickupTimeNote({
  form,
  pickup,
  testId,
}: {
  form: Pick<BookingForm, "pickupArea" | "startTime">;
  pickup: PickupOffer;
  testId: string;
}) {
  const { t } = useLingui();
  const chosen = chosenPickup(form, pickup);
  if (!chosen || chosen === "tooEarly" || !chosen.time) return null;
  const { time, area } = chosen;
  return (
    <p className={styles.prompt} data-testid={testId}>
      {t`Pickup around ${time} from ${area}`}
    </p>
  );
}

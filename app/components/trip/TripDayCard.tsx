import { Trans, useLingui } from "@lingui/react/macro";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { TRIP_DAY_HOURS } from "#domain/business.ts";
import { longDate } from "#domain/calendar.ts";
import { formatNumber } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import type { TripDay, TripItem, TripPlan } from "#domain/trip.ts";
import type { TripWarning } from "#domain/trip-rules.ts";
import type { TripEvent } from "#machines/trip.machine.ts";
import * as styles from "./TripBuilder.css.ts";

function useWarningText(labelOf: (item: TripItem) => string, regencyName: (id: number) => string) {
  const { t } = useLingui();
  const locale = usePageLocale();
  return (warning: TripWarning, day: TripDay): string => {
    switch (warning.kind) {
      case "outsideStay":
        return t`This day is outside your stay: move its items or change your dates.`;
      case "overFull": {
        const hours = formatNumber(locale, Math.round(warning.minutes / 6) / 10);
        return t`This day is too full: about ${hours} hours with the drives between places, more than ${TRIP_DAY_HOURS}.`;
      }
      case "farApart": {
        const from = regencyName(warning.from);
        const to = regencyName(warning.to);
        const minutes = warning.minutes;
        return t`${from} and ${to} are about ${minutes} minutes apart by car.`;
      }
      case "nusaPenidaMixed":
        return t`Nusa Penida takes a day of its own: move the mainland items to another day.`;
      case "closed": {
        const name = labelOf(day.items[warning.index] as TripItem);
        return t`${name} does not run on this day.`;
      }
      case "full": {
        const name = labelOf(day.items[warning.index] as TripItem);
        return t`${name} is full on this day.`;
      }
    }
  };
}

export function TripDayCard({
  day,
  number,
  plan,
  locale,
  estimate,
  priceOf,
  warnings,
  labelOf,
  regencyName,
  send,
}: {
  day: TripDay;
  number: number;
  plan: TripPlan;
  locale: Locale;
  estimate: string;
  priceOf: (item: TripItem) => string | null;
  warnings: TripWarning[];
  labelOf: (item: TripItem) => string;
  regencyName: (id: number) => string;
  send: (event: TripEvent) => void;
}) {
  const { t } = useLingui();
  const warningText = useWarningText(labelOf, regencyName);
  const date = longDate(locale, day.date);
  const headingId = `trip-day-${day.date}`;
  return (
    <li className={styles.panel} data-testid={`trip-day-${day.date}`} aria-labelledby={headingId}>
      <div className={styles.dayHeader}>
        <h2 className={styles.dayTitle} id={headingId}>
          <Trans>
            Day {number}: {date}
          </Trans>
        </h2>
        <span className={styles.itemPrice}>
          <Trans>Estimate: {estimate}</Trans>
        </span>
      </div>
      {day.items.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nothing planned yet.</Trans>
        </p>
      ) : (
        <ol className={styles.items}>
          {day.items.map((item, index) => {
            const label = labelOf(item);
            const price = priceOf(item);
            return (
              // Items have no id of their own; their place in the day is what the controls act on.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity here
              <li key={index} className={styles.item} data-testid="trip-item">
                <p className={styles.itemName}>
                  {label}
                  {price ? <span className={styles.itemPrice}> · {price}</span> : null}
                </p>
                <div className={styles.itemControls}>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={t`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => send({ type: "trip.shift", date: day.date, index, offset: -1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={t`Move ${label} down`}
                    disabled={index === day.items.length - 1}
                    onClick={() => send({ type: "trip.shift", date: day.date, index, offset: 1 })}
                  >
                    ↓
                  </button>
                  <select
                    className={styles.control}
                    aria-label={t`Move ${label} to another day`}
                    value=""
                    onChange={(event) => send({ type: "trip.move", date: day.date, index, to: event.target.value })}
                  >
                    <option value="" disabled>
                      {t`Move to…`}
                    </option>
                    {plan.days
                      .filter((other) => other.date !== day.date)
                      .map((other) => (
                        <option key={other.date} value={other.date}>
                          {longDate(locale, other.date)}
                        </option>
                      ))}
                  </select>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={t`Remove ${label}`}
                    onClick={() => send({ type: "trip.remove", date: day.date, index })}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {warnings.length > 0 ? (
        <ul className={styles.warnings} aria-label={t`Warnings for ${date}`}>
          {warnings.map((warning) => (
            <li key={JSON.stringify(warning)} className={styles.warning} data-testid="trip-warning">
              {warningText(warning, day)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

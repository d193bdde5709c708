import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import type { Discovery, DurationBucket, Sort, TimeOfDay } from "#domain/discovery.ts";
import { currencyOf } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./DiscoveryFilters.css.ts";
import type { DiscoveryTarget, RegencyChoice } from "./discovery-view.ts";

/**
 * The sort and filter fields of a list, as named URL parameters: the same fields in the page's own
 * form and in the phone's sheet. Unchecked and empty fields mean no filter.
 */
export function FilterFields({
  discovery,
  locale,
  regencies,
  target,
}: {
  discovery: Discovery;
  locale: Locale;
  regencies: RegencyChoice[];
  target: DiscoveryTarget;
}) {
  const { t } = useLingui();
  const id = useId();
  const currency = currencyOf(locale) === "IDR" ? "Rp" : "US$";
  const sorts: [Sort, string][] = [
    ["recommended", t`Recommended`],
    ["price_asc", t`Price: low to high`],
    ["price_desc", t`Price: high to low`],
    ["rating", t`Best rated`],
    ["duration", t`Shortest first`],
    ["newest", t`Newest`],
  ];
  const durations: [DurationBucket | "", string][] = [
    ["", t`Any length`],
    ["up_to_3h", t`Up to 3 hours`],
    ["half_day", t`Half a day (3 to 6 hours)`],
    ["full_day", t`A full day`],
    ["multi_day", t`Several days`],
  ];
  const ratings: [string, string][] = [
    ["", t`Any rating`],
    ["4", t`4 stars and up`],
    ["4.5", t`4.5 stars and up`],
  ];
  const times: [TimeOfDay | "", string][] = [
    ["", t`Any time`],
    ["morning", t`Morning (before 12:00)`],
    ["afternoon", t`Afternoon (12:00 to 17:00)`],
    ["evening", t`Evening (from 17:00)`],
  ];
  const amount = (value: number | null) => (value === null ? "" : String(value));
  return (
    <div className={styles.fields}>
      {target.kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {discovery.durationMax === null ? null : (
        <input type="hidden" name="duration_max" value={discovery.durationMax} />
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`} className={styles.label}>
          <Trans>Sort by</Trans>
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={discovery.sort} className={styles.input}>
          {sorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.label}>
          <Trans>Price per person ({currency})</Trans>
        </legend>
        <div className={styles.pair}>
          <label className={styles.inline}>
            <Trans>From</Trans>
            <input
              type="number"
              name="min_price"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={amount(discovery.minPrice)}
              className={styles.input}
            />
          </label>
          <label className={styles.inline}>
            <Trans>To</Trans>
            <input
              type="number"
              name="max_price"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={amount(discovery.maxPrice)}
              className={styles.input}
            />
          </label>
        </div>
      </fieldset>
      <Choices legend={<Trans>Duration</Trans>} name="duration" options={durations} chosen={discovery.duration} />
      <Choices
        legend={<Trans>Rating</Trans>}
        name="min_rating"
        options={ratings}
        chosen={discovery.minRating === null ? null : String(discovery.minRating)}
      />
      <Choices legend={<Trans>Time of day</Trans>} name="time_of_day" options={times} chosen={discovery.timeOfDay} />
      <fieldset className={styles.group}>
        <legend className={styles.label}>
          <Trans>Booking</Trans>
        </legend>
        <label className={styles.choice}>
          <input type="checkbox" name="free_cancellation" value="1" defaultChecked={discovery.freeCancellation} />
          <Trans>Free cancellation</Trans>
        </label>
        <label className={styles.choice}>
          <input type="checkbox" name="instant" value="1" defaultChecked={discovery.instant} />
          <Trans>Instant confirmation</Trans>
        </label>
        <label className={styles.choice}>
          <input type="checkbox" name="pickup" value="1" defaultChecked={discovery.pickup} />
          <Trans>Hotel pickup</Trans>
        </label>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-regency`} className={styles.label}>
          <Trans>Regency</Trans>
        </label>
        <select id={`${id}-regency`} name="regency" defaultValue={discovery.regency ?? ""} className={styles.input}>
          <option value="">{t`Anywhere in Bali`}</option>
          {regencies.map((regency) => (
            <option key={regency.slug} value={regency.slug}>
              {regency.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.label}>
          <Trans>Open on a date</Trans>
        </legend>
        <div className={styles.pair}>
          <label className={styles.inline}>
            <Trans>Date</Trans>
            <input type="date" name="date" defaultValue={discovery.date ?? ""} className={styles.input} />
          </label>
          <label className={styles.inline}>
            <Trans>Until (optional)</Trans>
            <input type="date" name="date_to" defaultValue={discovery.dateTo ?? ""} className={styles.input} />
          </label>
        </div>
      </fieldset>
    </div>
  );
}

function Choices({
  legend,
  name,
  options,
  chosen,
}: {
  legend: ReactNode;
  name: string;
  options: [string, string][];
  chosen: string | null;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className={styles.choice}>
          <input type="radio" name={name} value={value} defaultChecked={(chosen ?? "") === value} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

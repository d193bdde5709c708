/**
 * The fields a booking's order and guest are entered and changed with: the entry form
 * (/admin/bookings/new) and the change form (/admin/bookings/:reference/change) share them.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { COUNTRIES } from "#domain/countries.ts";

/** What a form shows in its fields: the values to start from, each field's problem, the ids' prefix. */
export interface FieldSource {
  idPrefix: string;
  value: (name: string) => string | undefined;
  problem: (name: string) => string | undefined;
}

/** A form's source from what was sent (or stored) and the refusal's problems per field. */
export function fieldSource(
  idPrefix: string,
  values: Record<string, string>,
  problems: Record<string, string[]> | undefined,
): FieldSource {
  return { idPrefix, value: (name) => values[name], problem: (name) => problems?.[name]?.join(" ") };
}

interface BookingInputProps {
  source: FieldSource;
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  defaultValue?: string;
  list?: string;
}

/** A text field, with what was typed and its problem after a refusal. */
export function BookingInput({ source, name, label, type = "text", required, defaultValue, list }: BookingInputProps) {
  const id = `${source.idPrefix}-${name}`;
  const problem = source.problem(name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        list={list}
        className={styles.control}
        defaultValue={source.value(name) ?? defaultValue ?? ""}
        aria-invalid={problem ? true : undefined}
      />
      <Problem source={source} name={name} />
    </div>
  );
}

function Problem({ source, name }: { source: FieldSource; name: string }) {
  const problem = source.problem(name);
  return problem ? <p className={styles.fieldError}>{problem}</p> : null;
}

/** The item booked, as workers/booking/operator-entry.ts offers it: its start times and packages. */
interface ChosenItem {
  kind: "activity" | "transport";
  startTimes: string[];
  packages: { id: number | null; name: string; products: { id: number; name: string; minimal: number }[] }[];
}

interface OrderFieldsProps {
  source: FieldSource;
  chosen: ChosenItem;
  /** A new booking starts on the first package, with each product's minimum. */
  fresh?: boolean;
}

/** Start time, package and quantities, and the people riding in a vehicle. */
export function OrderFields({ source, chosen, fresh = false }: OrderFieldsProps) {
  const { t } = useLingui();
  const startTimeId = `${source.idPrefix}-start_time`;
  const packageId = source.value("package_id");
  return (
    <>
      {chosen.startTimes.length > 0 ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={startTimeId}>
            <Trans>Start time</Trans>
          </label>
          <select
            id={startTimeId}
            name="start_time"
            className={styles.control}
            defaultValue={source.value("start_time")}
          >
            {chosen.startTimes.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
          <Problem source={source} name="start_time" />
        </div>
      ) : null}
      {chosen.packages.map((option, index) => (
        <fieldset key={option.id ?? "vehicle"} className={admin.fieldset}>
          <legend className={admin.legend}>
            {option.id === null ? (
              option.name
            ) : (
              <label className={admin.check}>
                <input
                  type="radio"
                  name="package_id"
                  value={option.id}
                  defaultChecked={packageId ? packageId === String(option.id) : fresh && index === 0}
                />{" "}
                {option.name}
              </label>
            )}
          </legend>
          {option.products.map((product) => (
            <BookingInput
              key={product.id}
              source={source}
              name={`quantity_${product.id}`}
              label={product.name}
              type="number"
              defaultValue={fresh ? String(product.minimal) : undefined}
            />
          ))}
        </fieldset>
      ))}
      <Problem source={source} name="package_id" />
      <Problem source={source} name="order_data" />
      {chosen.kind === "transport" ? (
        <BookingInput source={source} name="people" label={t`People riding`} type="number" />
      ) : null}
    </>
  );
}

/** The guest: name, e-mail (optional for walk-ins), phone, country, pickup and notes. */
export function GuestFields({ source, required = false }: { source: FieldSource; required?: boolean }) {
  const { t } = useLingui();
  const countryId = `${source.idPrefix}-country`;
  return (
    <>
      <BookingInput source={source} name="first_name" label={t`First name`} required={required} />
      <BookingInput source={source} name="last_name" label={t`Last name`} required={required} />
      <BookingInput source={source} name="email" label={t`E-mail (optional for walk-ins)`} type="email" />
      <BookingInput source={source} name="phone_number" label={t`Phone or WhatsApp`} type="tel" required={required} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={countryId}>
          <Trans>Country</Trans>
        </label>
        <select
          id={countryId}
          name="country"
          className={styles.control}
          defaultValue={source.value("country") ?? "Indonesia"}
        >
          {COUNTRIES.map(([code, name]) => (
            <option key={code}>{name}</option>
          ))}
        </select>
        <Problem source={source} name="country" />
      </div>
      <BookingInput source={source} name="pickup_location" label={t`Pickup`} />
      <BookingInput source={source} name="special_request" label={t`Notes`} />
    </>
  );
}

/** An agreed price and an overbooking, each with the reason the audit keeps. */
export function PriceFields({ source }: { source: FieldSource }) {
  const { t } = useLingui();
  return (
    <>
      <BookingInput source={source} name="price_override" label={t`Agreed price (empty: the computed one)`} />
      <BookingInput source={source} name="override_reason" label={t`Why this price`} />
      <label className={admin.check}>
        <input type="checkbox" name="overbook" value="yes" defaultChecked={source.value("overbook") === "yes"} />{" "}
        <Trans>Overbook: take this booking past the capacity</Trans>
      </label>
      <Problem source={source} name="overbook" />
      <BookingInput source={source} name="overbook_reason" label={t`Why overbook`} />
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { latestVisitDate, MAX_QUANTITY, type PricedProduct, unitPriceMinor } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import { chosenParty, selectedPackage } from "#machines/booking.machine.ts";
import * as styles from "./booking.css.ts";
import { ChosenDateTerms, chosenStart } from "./ChosenDateTerms.tsx";
import { Field, type FormPartProps } from "./FormField.tsx";
import { type BookingSnapshot, type BookingSubject, formatMinor, type SendBooking } from "./subject.ts";
import { VisitCalendar } from "./VisitCalendar.tsx";

/** "Your visit": the date, the package when there are several, and the quantity of each product. */
export function VisitFields({
  subject,
  snapshot,
  send,
  locale,
  errorOf,
  update,
}: Omit<FormPartProps, "form"> & {
  subject: BookingSubject;
  snapshot: BookingSnapshot;
  send: SendBooking;
  locale: Locale;
}) {
  const { t } = useLingui();
  const { form, packages, today, firstDate, currency } = snapshot.context;
  const selected = selectedPackage(snapshot.context);
  const party = chosenParty(snapshot.context);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {subject.kind === "transport" ? <Trans>Your trip</Trans> : <Trans>Your visit</Trans>}
      </legend>
      <VisitCalendar
        subject={subject}
        locale={locale}
        firstDate={firstDate}
        lastDate={latestVisitDate(today)}
        form={form}
        errorOf={errorOf}
        update={update}
      />
      <ChosenDayTerms subject={subject} form={form} locale={locale} />
      {packages.length > 1 ? (
        <Field id="booking-package" label={t`Package`} error={errorOf("packageId")} field="packageId">
          {(props) => (
            <select
              {...props}
              className={styles.control}
              value={form.packageId ?? ""}
              onChange={(event) => send({ type: "form.selectPackage", packageId: Number(event.target.value) })}
            >
              {packages.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <div className={styles.field}>
        <span className={styles.label} id="booking-quantities-label">
          <Trans>Participants</Trans>
        </span>
        <p className={styles.prompt}>
          <Trans>Fill in the participant quantity.</Trans>
        </p>
        <ul className={styles.stepperList} aria-labelledby="booking-quantities-label">
          {selected?.products.map((product) => (
            <QuantityStepper
              key={product.id}
              product={product}
              quantity={form.quantities[product.id] ?? 0}
              price={formatMinor(locale, unitPriceMinor(product, currency))}
              onChange={(quantity) => send({ type: "form.setQuantity", productId: product.id, quantity })}
            />
          ))}
        </ul>
        {errorOf("quantities") ? (
          <p className={styles.fieldError} role="alert">
            {errorOf("quantities")}
          </p>
        ) : null}
      </div>
      {party && party.vehicles > 0 ? (
        <PeopleStepper
          people={form.people}
          seats={party.passengerSeats}
          error={errorOf("people")}
          onChange={(people) => update({ people })}
        />
      ) : null}
    </fieldset>
  );
}

/** Once the day (and its start time, when it has several) is chosen: until when cancelling is free. */
function ChosenDayTerms({
  subject,
  form,
  locale,
}: {
  subject: BookingSubject;
  form: BookingSnapshot["context"]["form"];
  locale: Locale;
}) {
  if (!form.date || (form.startTimes.length > 1 && !form.startTime)) return null;
  // The dialog renders in the browser only: the terms are those of this moment, as the server's will be.
  return (
    <p className={styles.hint} data-testid="chosen-day-terms">
      <ChosenDateTerms chosen={chosenStart(form, subject)} locale={locale} now={new Date()} />
    </p>
  );
}

function QuantityStepper({
  product,
  quantity,
  price,
  onChange,
}: {
  product: PricedProduct;
  quantity: number;
  price: string;
  onChange: (quantity: number) => void;
}) {
  const { t } = useLingui();
  const name = product.name;
  return (
    <li className={styles.stepperRow} data-testid="quantity-stepper">
      <span className={styles.productName}>
        <span>{name}</span>
        <span className={styles.productPrice}>
          {price}
          {product.minimal > 0 ? ` · ${t`minimum ${product.minimal}`}` : ""}
        </span>
      </span>
      <span className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t`Fewer: ${name}`}
          disabled={quantity <= product.minimal}
          onClick={() => onChange(quantity - 1)}
        >
          −
        </button>
        <output className={styles.quantity} aria-live="polite" aria-label={t`${name}: ${quantity}`}>
          {quantity}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t`More: ${name}`}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </span>
    </li>
  );
}

/** How many people ride in the chosen vehicles: from one to the seats they carry (decision 0049). */
function PeopleStepper({
  people,
  seats,
  error,
  onChange,
}: {
  people: number;
  seats: number;
  error: string | undefined;
  onChange: (people: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.field}>
      <span className={styles.label} id="booking-people-label">
        <Trans>People in the vehicle</Trans>
      </span>
      <p className={styles.prompt}>
        <Trans>How many people ride with us? At most {seats}.</Trans>
      </p>
      <div className={styles.stepperRow} data-testid="people-stepper">
        <span className={styles.productName}>
          <Trans>People</Trans>
        </span>
        <span className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={t`Fewer people`}
            disabled={people <= 1}
            onClick={() => onChange(people - 1)}
          >
            −
          </button>
          <output className={styles.quantity} aria-live="polite" aria-label={t`People: ${people}`}>
            {people}
          </output>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={t`More people`}
            disabled={people >= seats}
            onClick={() => onChange(people + 1)}
          >
            +
          </button>
        </span>
      </div>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

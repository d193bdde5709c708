import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { SignInDialog } from "#app/components/auth/SignInDialog.tsx";
import { Dialog } from "#app/components/Dialog.tsx";
import { focusFirstProblem } from "#app/components/focus-first-problem.ts";
import { ShieldIcon } from "#app/components/icons.tsx";
import { usePaymentLabels } from "#app/components/payment-labels.ts";
import * as widgets from "#app/components/widgets.css.ts";
import {
  latestVisitDate,
  MAX_QUANTITY,
  NAME_MAX_LENGTH,
  PAYMENT_METHODS,
  type PaymentMethod,
  PHONE_MAX_LENGTH,
  PICKUP_MAX_LENGTH,
  type PricedProduct,
  SPECIAL_REQUEST_MAX_LENGTH,
  TITLES,
  type Title,
  totalMinor,
  unitPriceMinor,
} from "#domain/booking-rules.ts";
import { COUNTRIES, countryNamer } from "#domain/countries.ts";
import { EMAIL_MAX_LENGTH } from "#domain/email.ts";
import type { Locale } from "#domain/locale.ts";
import {
  type BookingField,
  type BookingForm,
  formProblems,
  orderLines,
  type ProblemCode,
  type ProblemField,
  selectedPackage,
} from "#machines/booking.machine.ts";
import * as styles from "./booking.css.ts";
import { CommonQuestions } from "./CommonQuestions.tsx";
import { type BookingSnapshot, type BookingSubject, formatMinor, type SendBooking } from "./subject.ts";

type TextField = "firstName" | "lastName" | "email" | "phoneNumber" | "specialRequest" | "pickupLocation";

/** What each text field takes, the same limits the server checks. */
const MAX_LENGTHS: Record<TextField, number> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phoneNumber: PHONE_MAX_LENGTH,
  specialRequest: SPECIAL_REQUEST_MAX_LENGTH,
  pickupLocation: PICKUP_MAX_LENGTH,
};

/** Step 1: date, package, quantities, the tourist's details, pickup and payment, and the total. */
export function BookingFormDialog({
  open,
  snapshot,
  send,
  subject,
  locale,
  user,
}: {
  open: boolean;
  snapshot: BookingSnapshot;
  send: SendBooking;
  subject: BookingSubject;
  locale: Locale;
  user: { name: string; email: string } | null;
}) {
  const { t } = useLingui();
  const { form, showProblems, serverProblems, packages, today, firstDate } = snapshot.context;
  const revalidator = useRevalidator();
  const [signingIn, setSigningIn] = useState(false);
  const [signedInAs, setSignedInAs] = useState(user);
  const problems = showProblems ? formProblems(form, packages, today, firstDate) : {};
  const selected = selectedPackage(snapshot.context);
  const { currency } = snapshot.context;
  const total = totalMinor(orderLines(snapshot.context, currency));
  const update = (patch: Partial<Omit<BookingForm, "quantities" | "packageId">>) =>
    send({ type: "form.update", patch });
  const message = useProblemMessage();
  /** The form's own message for a field first; else what the server said when it refused the request. */
  const errorOf = (field: BookingField): string | undefined => {
    const problem = problems[field as ProblemField];
    return problem ? message(field, problem) : serverProblems[field];
  };

  // Sent back from step 2 because the server refused fields: land on the first one to fix.
  const formElement = useRef<HTMLFormElement>(null);
  const refused = open && Object.keys(serverProblems).length > 0;
  useEffect(() => {
    if (refused && formElement.current) focusFirstProblem(formElement.current);
  }, [refused]);

  const textInput = (field: TextField, label: string, options: { type?: string; autoComplete?: string } = {}) => (
    <Field id={`booking-${field}`} label={label} error={errorOf(field)} field={field}>
      {(props) => (
        <input
          {...props}
          className={styles.control}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          maxLength={MAX_LENGTHS[field]}
          value={form[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open={open}
      fullScreen
      testId="booking-dialog"
      title={t`Book ${subject.name}`}
      onDismiss={() => send({ type: "booking.cancel" })}
      footer={
        <>
          {showProblems && Object.keys(problems).length > 0 ? (
            <p className={styles.infoBar} role="alert">
              <Trans>Please fill in all data</Trans>
            </p>
          ) : null}
          <div className={styles.totalRow}>
            <p className={styles.totalLabel}>
              <Trans>Total</Trans>
              <output className={styles.totalAmount} data-testid="booking-total" aria-live="polite">
                {formatMinor(locale, total)}
              </output>
            </p>
            <button type="submit" form="booking-form" className={widgets.button}>
              <Trans>Checkout</Trans>
            </button>
          </div>
        </>
      }
    >
      <form
        ref={formElement}
        id="booking-form"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "form.checkout" });
          focusFirstProblem(event.currentTarget);
        }}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Your visit</Trans>
          </legend>
          <Field id="booking-date" label={t`Visit date`} error={errorOf("date")} field="date">
            {(props) => (
              <input
                {...props}
                className={styles.control}
                type="date"
                min={firstDate}
                max={latestVisitDate(today)}
                value={form.date}
                onChange={(event) => update({ date: event.target.value })}
              />
            )}
          </Field>
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
        </fieldset>

        {signedInAs ? null : (
          <div className={styles.signInCard}>
            <span>
              <Trans>Have an account? Log in and we fill in your details.</Trans>
            </span>
            <button type="button" className={styles.linkButton} onClick={() => setSigningIn(true)}>
              <Trans>Log in or register</Trans>
            </button>
          </div>
        )}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Personal information</Trans>
          </legend>
          <p className={styles.prompt}>
            <Trans>Enter your first and last name and your e-mail, and select your country.</Trans>
          </p>
          <div className={styles.titleRow}>
            <Field id="booking-title" label={t`Title`} field="title">
              {(props) => (
                <select
                  {...props}
                  className={styles.control}
                  value={form.title}
                  onChange={(event) => update({ title: event.target.value as Title })}
                >
                  {TITLES.map((title) => (
                    <option key={title} value={title}>
                      {title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {textInput("firstName", t`First name`, { autoComplete: "given-name" })}
          </div>
          {textInput("lastName", t`Last name`, { autoComplete: "family-name" })}
          {textInput("email", t`E-mail`, { type: "email", autoComplete: "email" })}
          <Field id="booking-country" label={t`Country`} error={errorOf("country")} field="country">
            {(props) => (
              <CountrySelect
                {...props}
                locale={locale}
                value={form.country}
                onChange={(country) => update({ country })}
              />
            )}
          </Field>
          {textInput("phoneNumber", t`Phone or WhatsApp number`, { type: "tel", autoComplete: "tel" })}
          <Field
            id="booking-specialRequest"
            label={t`Special request (optional)`}
            error={errorOf("specialRequest")}
            field="specialRequest"
          >
            {(props) => (
              <textarea
                {...props}
                className={styles.textarea}
                maxLength={MAX_LENGTHS.specialRequest}
                value={form.specialRequest}
                onChange={(event) => update({ specialRequest: event.target.value })}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Pickup</Trans>
          </legend>
          {textInput("pickupLocation", t`Pickup location (hotel name and address)`, { autoComplete: "street-address" })}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Payment method</Trans>
          </legend>
          <p className={styles.prompt}>
            <Trans>Nothing is paid now. You pay after the operator confirms your booking.</Trans>
          </p>
          <PaymentChoices value={form.paymentMethod} onChange={(paymentMethod) => update({ paymentMethod })} />
        </fieldset>

        <CommonQuestions />

        <p className={styles.note}>
          <ShieldIcon size={20} />
          <span>
            <Trans>
              Your data is safe with us: it is sent encrypted, used only to arrange this booking, and never sold or
              shared with anyone but your driver and guide.
            </Trans>
          </span>
        </p>
      </form>
      {signingIn ? (
        <SignInDialog
          onClose={() => setSigningIn(false)}
          onSignedIn={(account) => {
            setSigningIn(false);
            setSignedInAs(account);
            send({ type: "booking.userChanged", user: { name: account.name, email: account.email } });
            // The rest of the page (menu, reviews) learns of the session from the server.
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </Dialog>
  );
}

type FieldName = BookingField | "title";

function Field({
  id,
  label,
  error,
  field,
  children,
}: {
  id: string;
  label: string;
  /** The message under the field, which also marks it invalid. */
  error?: string | undefined;
  field: FieldName;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    name: string;
  }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, name: field, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The spec's dictionary of booking messages. */
function useProblemMessage() {
  const { t } = useLingui();
  return (field: BookingField, problem: ProblemCode): string => {
    switch (problem) {
      case "required":
        return field === "email" ? t`E-mail is required` : t`Field is required`;
      case "notOneLine":
        return t`Please write this on one line, without invisible or control characters`;
      case "emailInvalid":
        return t`E-mail must be valid`;
      case "selectCountry":
        return t`Please select your country`;
      case "selectPackage":
        return t`Please select a package`;
      case "fillQuantity":
        return t`Please fill in the participant quantity`;
      case "dateOutOfRange":
        return t`Please choose a date from today up to 18 months ahead`;
      case "startedToday":
        return t`Today's start time has passed. Please choose another date`;
      case "phoneInvalid":
        return t`Please enter a phone number with at least 6 digits`;
    }
  };
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

/** Every country, named in the page's language and sorted in it; the booking stores the English name. */
function CountrySelect({
  locale,
  value,
  onChange,
  ...props
}: {
  id: string;
  name: string;
  locale: Locale;
  value: string;
  onChange: (englishName: string) => void;
}) {
  const options = useMemo(() => {
    const shown = countryNamer(locale);
    const collator = new Intl.Collator(locale);
    return COUNTRIES.map(([, english]) => ({ english, shown: shown(english) })).sort((a, b) =>
      collator.compare(a.shown, b.shown),
    );
  }, [locale]);
  return (
    <select
      {...props}
      className={styles.control}
      value={value}
      autoComplete="country-name"
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.english} value={option.english}>
          {option.shown}
        </option>
      ))}
    </select>
  );
}

function PaymentChoices({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
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
              {method === "cash" ? t`Pay in rupiah on the day, to your driver.` : t`Arranged with you by e-mail.`}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { useSourceLabels } from "#app/components/bookings/source-labels.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { PAYMENT_METHODS } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { COUNTRIES } from "#domain/countries.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { ENTERED_SOURCES, MARKETPLACES } from "#domain/inputs/operator-booking.ts";
import { OPERATOR_BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/operator-booking-messages.ts";
import type { Route } from "./+types/booking-new";
import type { EntryAnswer } from "./booking-new.server.ts";

export { action, loader } from "./booking-new.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: OPERATOR_BOOKING_PROBLEM_MESSAGES };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

interface InputProps {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  defaultValue?: string;
  answer: EntryAnswer | undefined;
}

/** A text field of the entry, with what was typed and its problem after a refusal. */
function Input({ name, label, type = "text", required, defaultValue, answer }: InputProps) {
  const problem = answer?.fieldErrors[name]?.join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`entry-${name}`}>
        {label}
      </label>
      <input
        id={`entry-${name}`}
        name={name}
        type={type}
        required={required}
        list={name === "source_name" ? "entry-marketplaces" : undefined}
        className={styles.control}
        defaultValue={answer?.sent[name] ?? defaultValue ?? ""}
        aria-invalid={problem ? true : undefined}
      />
      {problem ? <p className={styles.fieldError}>{problem}</p> : null}
    </div>
  );
}

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { choices, csrfToken } = loaderData;
  const answer = actionData as EntryAnswer | undefined;
  const sent = answer?.sent ?? {};
  const sourceLabels = useSourceLabels();
  const problem = (name: string) => answer?.fieldErrors[name]?.join(" ");
  const chosen = choices.chosen;
  const paymentLabels = { cash: t`Cash`, paypal: t`PayPal`, credit_card: t`Card`, bank_transfer: t`Bank transfer` };
  return (
    <>
      <title>{`${t`New booking`} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/bookings" className={styles.link}>
          <Trans>← All booking requests</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>
        <Trans>New booking</Trans>
      </h1>
      <Form method="get" className={`${styles.card} ${styles.form}`} aria-label={t`Choose the activity or vehicle`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="entry-item-choice">
            <Trans>Activity or vehicle</Trans>
          </label>
          <select id="entry-item-choice" name="item" className={styles.control} defaultValue={chosen?.value ?? ""}>
            <option value="">{t`Choose…`}</option>
            {choices.items.map((item) => (
              <option key={item.value} value={item.value}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            <Trans>Choose</Trans>
          </button>
        </div>
      </Form>
      {chosen ? (
        <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`New booking`} noValidate>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="item" value={chosen.value} />
          {answer ? (
            <p role="alert" className={styles.fieldError}>
              {answer.message}
            </p>
          ) : null}
          <Input answer={answer} name="date" label={t`Date`} type="date" required />
          {chosen.startTimes.length > 0 ? (
            <div className={styles.field}>
              <label className={styles.label} htmlFor="entry-start_time">
                <Trans>Start time</Trans>
              </label>
              <select id="entry-start_time" name="start_time" className={styles.control} defaultValue={sent.start_time}>
                {chosen.startTimes.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
              {problem("start_time") ? <p className={styles.fieldError}>{problem("start_time")}</p> : null}
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
                      defaultChecked={sent.package_id ? sent.package_id === String(option.id) : index === 0}
                    />{" "}
                    {option.name}
                  </label>
                )}
              </legend>
              {option.products.map((product) => (
                <Input
                  answer={answer}
                  key={product.id}
                  name={`quantity_${product.id}`}
                  label={product.name}
                  type="number"
                  defaultValue={String(product.minimal)}
                />
              ))}
            </fieldset>
          ))}
          {problem("package_id") ? <p className={styles.fieldError}>{problem("package_id")}</p> : null}
          {problem("order_data") ? <p className={styles.fieldError}>{problem("order_data")}</p> : null}
          {chosen.kind === "transport" ? (
            <Input answer={answer} name="people" label={t`People riding`} type="number" />
          ) : null}
          <Input answer={answer} name="first_name" label={t`First name`} required />
          <Input answer={answer} name="last_name" label={t`Last name`} required />
          <Input answer={answer} name="email" label={t`E-mail (optional for walk-ins)`} type="email" />
          <Input answer={answer} name="phone_number" label={t`Phone or WhatsApp`} type="tel" required />
          <div className={styles.field}>
            <label className={styles.label} htmlFor="entry-country">
              <Trans>Country</Trans>
            </label>
            <select
              id="entry-country"
              name="country"
              className={styles.control}
              defaultValue={sent.country ?? "Indonesia"}
            >
              {COUNTRIES.map(([code, name]) => (
                <option key={code}>{name}</option>
              ))}
            </select>
            {problem("country") ? <p className={styles.fieldError}>{problem("country")}</p> : null}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="entry-locale">
              <Trans>Guest's language</Trans>
            </label>
            <select id="entry-locale" name="locale" className={styles.control} defaultValue={sent.locale ?? "en"}>
              <option value="en">English (US$)</option>
              <option value="id">Indonesia (Rp)</option>
            </select>
          </div>
          <Input answer={answer} name="pickup_location" label={t`Pickup`} />
          <Input answer={answer} name="special_request" label={t`Notes`} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor="entry-payment_method">
              <Trans>Payment</Trans>
            </label>
            <select
              id="entry-payment_method"
              name="payment_method"
              className={styles.control}
              defaultValue={sent.payment_method ?? "cash"}
            >
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentLabels[method]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="entry-source">
              <Trans>Source</Trans>
            </label>
            <select id="entry-source" name="source" className={styles.control} defaultValue={sent.source ?? "phone"}>
              {ENTERED_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {sourceLabels[source]}
                </option>
              ))}
            </select>
            {problem("source") ? <p className={styles.fieldError}>{problem("source")}</p> : null}
          </div>
          <Input answer={answer} name="source_name" label={t`Agent, hotel desk or marketplace`} />
          <datalist id="entry-marketplaces">
            {MARKETPLACES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <Input answer={answer} name="source_reference" label={t`Marketplace reference`} />
          <Input answer={answer} name="price_override" label={t`Agreed price (empty: the computed one)`} />
          <Input answer={answer} name="override_reason" label={t`Why this price`} />
          <label className={admin.check}>
            <input type="checkbox" name="overbook" value="yes" defaultChecked={sent.overbook === "yes"} />{" "}
            <Trans>Overbook: take this booking past the capacity</Trans>
          </label>
          {problem("overbook") ? <p className={styles.fieldError}>{problem("overbook")}</p> : null}
          <Input answer={answer} name="overbook_reason" label={t`Why overbook`} />
          <label className={admin.check}>
            <input type="checkbox" name="confirm" value="yes" defaultChecked={sent.confirm === "yes"} />{" "}
            <Trans>Confirmed at once (gives a booking ID)</Trans>
          </label>
          <label className={admin.check}>
            <input type="checkbox" name="send_mail" value="yes" defaultChecked={sent.send_mail === "yes"} />{" "}
            <Trans>Send the guest the mail in their language</Trans>
          </label>
          <div className={styles.buttonRow}>
            <button type="submit" className={widgets.button}>
              <Trans>Save booking</Trans>
            </button>
          </div>
        </Form>
      ) : null}
    </>
  );
}

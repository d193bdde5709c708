import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { CHANGED_FIELD_LABELS, type ChangePreview } from "#domain/booking-change.ts";
import { SITE_NAME } from "#domain/business.ts";
import { COUNTRIES } from "#domain/countries.ts";
import { money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { Route } from "./+types/booking-change";
import type { ChangeAnswer } from "./booking-change.server.ts";

export { action, loader } from "./booking-change.server.ts";

/** Refusals carry their messages already in the operator's language (workers/booking/booking-change.ts). */
export const handle: OperatorJsonHandle = { problemMessages: {} };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

interface InputProps {
  name: string;
  label: string;
  type?: string;
  values: Record<string, string>;
  problems: Record<string, string[]>;
}

function Input({ name, label, type = "text", values, problems }: InputProps) {
  const problem = problems[name]?.join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`change-${name}`}>
        {label}
      </label>
      <input
        id={`change-${name}`}
        name={name}
        type={type}
        className={styles.control}
        defaultValue={values[name] ?? ""}
        aria-invalid={problem ? true : undefined}
      />
      {problem ? <p className={styles.fieldError}>{problem}</p> : null}
    </div>
  );
}

/** Old total, new total, the difference and each change: the second submit saves exactly this. */
function PreviewCard({
  preview,
  sent,
  csrfToken,
}: {
  preview: ChangePreview;
  sent: Record<string, string>;
  csrfToken: string;
}) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const amount = (minor: number) => money(locale, preview.currency, minor);
  const sign = preview.differenceMinor > 0 ? "+" : preview.differenceMinor < 0 ? "−" : "";
  return (
    <section className={styles.card} aria-labelledby="change-preview" data-testid="change-preview">
      <h2 id="change-preview" className={styles.cardTitle}>
        <Trans>Check the change</Trans>
      </h2>
      {preview.changes.length === 0 ? (
        <p>
          <Trans>Nothing would change.</Trans>
        </p>
      ) : (
        <dl className={styles.facts}>
          {preview.changes.map((change) => (
            <div key={change.field}>
              <dt>{i18n._(CHANGED_FIELD_LABELS[change.field])}</dt>
              <dd>
                {change.before || "—"} → <strong>{change.after || "—"}</strong>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <dl className={styles.facts}>
        <dt>
          <Trans>Old total</Trans>
        </dt>
        <dd data-testid="change-old-total">{amount(preview.oldTotalMinor)}</dd>
        <dt>
          <Trans>New total (what the guest owes)</Trans>
        </dt>
        <dd data-testid="change-new-total">{amount(preview.newTotalMinor)}</dd>
        <dt>
          <Trans>Difference</Trans>
        </dt>
        <dd data-testid="change-difference">{`${sign}${amount(Math.abs(preview.differenceMinor))}`}</dd>
      </dl>
      {preview.changes.length > 0 ? (
        <Form method="post" aria-label={t`Save the change`}>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          {Object.entries(sent)
            .filter(([name]) => name !== "version" && name !== "total")
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <input type="hidden" name="version" value={preview.version} />
          <input type="hidden" name="total" value={preview.newTotalMinor} />
          <input type="hidden" name="confirm" value="yes" />
          <div className={styles.buttonRow}>
            <button type="submit" className={widgets.button}>
              <Trans>Save the change</Trans>
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

export default function ChangeBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { reference, chosen, csrfToken, stored, version } = loaderData;
  const answer = actionData as ChangeAnswer | undefined;
  const values = answer?.sent ?? stored;
  const problems = answer && "fieldErrors" in answer ? answer.fieldErrors : {};
  const problem = (name: string) => problems[name]?.join(" ");
  return (
    <>
      <title>{`${t`Change booking ${reference}`} | ${SITE_NAME}`}</title>
      <p>
        <Link to={`/admin/bookings/${reference}`} className={styles.link}>
          <Trans>← Booking {reference}</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>
        <Trans>Change booking {reference}</Trans>
      </h1>
      {answer && "message" in answer ? (
        <p role="alert" className={styles.alert} data-testid="change-problem">
          {answer.message}
        </p>
      ) : null}
      {answer && "preview" in answer ? (
        <PreviewCard preview={answer.preview} sent={answer.sent} csrfToken={csrfToken} />
      ) : null}
      {!loaderData.standing ? (
        <p className={styles.alert}>
          <Trans>This booking was declined or cancelled, so it can no longer be changed.</Trans>
        </p>
      ) : (
        <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`Change booking`} noValidate>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="version" value={version} />
          <Input name="date" label={t`Date`} type="date" values={values} problems={problems} />
          {chosen && chosen.startTimes.length > 0 ? (
            <div className={styles.field}>
              <label className={styles.label} htmlFor="change-start_time">
                <Trans>Start time</Trans>
              </label>
              <select
                id="change-start_time"
                name="start_time"
                className={styles.control}
                defaultValue={values.start_time}
              >
                {chosen.startTimes.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
              {problem("start_time") ? <p className={styles.fieldError}>{problem("start_time")}</p> : null}
            </div>
          ) : null}
          {chosen?.packages.map((option) => (
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
                      defaultChecked={values.package_id === String(option.id)}
                    />{" "}
                    {option.name}
                  </label>
                )}
              </legend>
              {option.products.map((product) => (
                <Input
                  key={product.id}
                  name={`quantity_${product.id}`}
                  label={product.name}
                  type="number"
                  values={values}
                  problems={problems}
                />
              ))}
            </fieldset>
          ))}
          {problem("package_id") ? <p className={styles.fieldError}>{problem("package_id")}</p> : null}
          {problem("order_data") ? <p className={styles.fieldError}>{problem("order_data")}</p> : null}
          {chosen?.kind === "transport" ? (
            <Input name="people" label={t`People riding`} type="number" values={values} problems={problems} />
          ) : null}
          <Input name="first_name" label={t`First name`} values={values} problems={problems} />
          <Input name="last_name" label={t`Last name`} values={values} problems={problems} />
          <Input
            name="email"
            label={t`E-mail (optional for walk-ins)`}
            type="email"
            values={values}
            problems={problems}
          />
          <Input name="phone_number" label={t`Phone or WhatsApp`} type="tel" values={values} problems={problems} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor="change-country">
              <Trans>Country</Trans>
            </label>
            <select id="change-country" name="country" className={styles.control} defaultValue={values.country}>
              {COUNTRIES.map(([code, name]) => (
                <option key={code}>{name}</option>
              ))}
            </select>
            {problem("country") ? <p className={styles.fieldError}>{problem("country")}</p> : null}
          </div>
          <Input name="pickup_location" label={t`Pickup`} values={values} problems={problems} />
          <Input name="special_request" label={t`Notes`} values={values} problems={problems} />
          <Input
            name="price_override"
            label={t`Agreed price (empty: the computed one)`}
            values={values}
            problems={problems}
          />
          <Input name="override_reason" label={t`Why this price`} values={values} problems={problems} />
          <label className={admin.check}>
            <input type="checkbox" name="overbook" value="yes" defaultChecked={values.overbook === "yes"} />{" "}
            <Trans>Overbook: take this booking past the capacity</Trans>
          </label>
          {problem("overbook") ? <p className={styles.fieldError}>{problem("overbook")}</p> : null}
          <Input name="overbook_reason" label={t`Why overbook`} values={values} problems={problems} />
          <div className={styles.buttonRow}>
            <button type="submit" className={widgets.button}>
              <Trans>Show the price difference</Trans>
            </button>
          </div>
        </Form>
      )}
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ConfirmChangeFields } from "#app/components/bookings/ConfirmChangeFields.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { CHANGED_FIELD_LABELS, type ChangePreview } from "#domain/booking-change.ts";
import { SITE_NAME } from "#domain/business.ts";
import { money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { Route } from "./+types/booking-change";
import type { ChangeAnswer } from "./booking-change.server.ts";
import { BookingInput, fieldSource, GuestFields, OrderFields, PriceFields } from "./OrderFields.tsx";

export { action, loader } from "./booking-change.server.ts";

/** Refusals carry their messages already in the operator's language (workers/booking/booking-change.ts). */
export const handle: OperatorJsonHandle = { problemMessages: {} };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

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
          <ConfirmChangeFields sent={sent} preview={preview} />
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
  const source = fieldSource("change", values, answer && "fieldErrors" in answer ? answer.fieldErrors : undefined);
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
          <BookingInput source={source} name="date" label={t`Date`} type="date" />
          {chosen ? <OrderFields source={source} chosen={chosen} /> : null}
          <GuestFields source={source} />
          <PriceFields source={source} />
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

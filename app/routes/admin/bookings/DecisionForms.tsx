/** The operator's Confirm and Decline forms on a booking, and the notice of what the last post did. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { useStatusLabels } from "#app/components/bookings/BookingSummary.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { DecisionAnswer } from "#domain/booking.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { CANCELLATION_PROBLEM_MESSAGES, FEE_CHANGE_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import { CONFIRMATION_ID_MAX_LENGTH, MAX_NOTE } from "#domain/inputs/decision.ts";
import { DECISION_PROBLEM_MESSAGES } from "#domain/inputs/decision-messages.ts";

export function Outcome({ done, answer }: { done: string | null; answer: DecisionAnswer | undefined }) {
  const { t, i18n } = useLingui();
  const statusLabels = useStatusLabels();
  if (answer && "problem" in answer) {
    const current = answer.current ? statusLabels[answer.current] : "";
    const problem = {
      ...DECISION_PROBLEM_MESSAGES,
      ...CANCELLATION_PROBLEM_MESSAGES,
      ...FEE_CHANGE_PROBLEM_MESSAGES,
    }[answer.problem];
    const policyPercent = answer.policyPercent;
    return (
      <p className={styles.alert} role="alert" data-testid="decision-problem">
        {i18n._({ ...problem, values: { ...problem.values, current, policyPercent } })}
      </p>
    );
  }
  const notices: Record<string, string> = {
    confirmed: t`Confirmed. The confirmation e-mail is on its way to the tourist.`,
    declined: t`Declined. The tourist is told by e-mail.`,
    unchanged: t`Nothing changed: this booking had already been answered, and no e-mail was sent again.`,
    cancelled: t`Cancelled. The tourist is told by e-mail, and the places are free again.`,
    no_show: t`Recorded as a no-show. The tourist is told by e-mail.`,
    payment: t`Payment recorded.`,
    refund: t`Refund recorded.`,
    changed: t`Booking changed. The guest is told by e-mail when they gave an address.`,
    same: t`Nothing to change: the booking already reads so.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status" data-testid="decision-notice">
      {notice}
    </p>
  ) : null;
}

export function DecisionForms({ csrfToken, answer }: { csrfToken: string; answer: DecisionAnswer | undefined }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const field = answer && "field" in answer ? answer.field : undefined;
  return (
    <>
      <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="confirm-title">
        <h2 id="confirm-title" className={styles.cardTitle}>
          <Trans>Confirm</Trans>
        </h2>
        <p className={styles.hint}>
          <Trans>
            Confirm once availability and payment are settled with the tourist. They receive the booking ID, the date,
            the pickup and how to pay, in their language.
          </Trans>
        </p>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="confirm" />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="confirmation-id">
            <Trans>Booking ID</Trans>
          </label>
          <input
            id="confirmation-id"
            name="confirmation_id"
            className={styles.control}
            maxLength={CONFIRMATION_ID_MAX_LENGTH}
            autoComplete="off"
            aria-describedby="confirmation-id-hint"
            aria-invalid={field === "confirmation_id" || undefined}
          />
          <p id="confirmation-id-hint" className={styles.hint}>
            <Trans>Leave empty to have one generated, e.g. BK-261205-7KX4.</Trans>
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="confirmation-note">
            <Trans>Note for the tourist (optional, in the e-mail)</Trans>
          </label>
          <textarea
            id="confirmation-note"
            name="note"
            className={styles.textarea}
            maxLength={MAX_NOTE}
            aria-invalid={field === "note" || undefined}
          />
        </div>
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button} disabled={intent !== null} aria-busy={intent === "confirm"}>
            {intent === "confirm" ? t`Confirming…` : t`Confirm booking`}
          </button>
        </div>
      </Form>
      <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="decline-title">
        <h2 id="decline-title" className={styles.cardTitle}>
          <Trans>Decline</Trans>
        </h2>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="decline" />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="decline-reason">
            <Trans>Reason (the tourist reads it in a polite e-mail)</Trans>
          </label>
          <textarea
            id="decline-reason"
            name="reason"
            className={styles.textarea}
            maxLength={MAX_NOTE}
            required
            aria-invalid={field === "reason" || undefined}
          />
        </div>
        <div className={styles.buttonRow}>
          <button
            type="submit"
            className={widgets.secondaryButton}
            disabled={intent !== null}
            aria-busy={intent === "decline"}
          >
            {intent === "decline" ? t`Declining…` : t`Decline booking`}
          </button>
        </div>
      </Form>
    </>
  );
}

/**
 * The operator's second step before a decline, a cancel or a no-show (decision 0051): the server
 * answered the first tap by asking again, and this repeats the consequence (the e-mail the tourist
 * gets, in their language, and the fee the policy charges) before the Yes that carries
 * `confirm=yes`. A cancel or no-show with a fee may lower or waive it here, with the reason.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { BookingView, DecisionAnswer, SecondStep } from "#domain/booking.ts";
import type { CancellationTerms } from "#domain/cancellation.ts";
import { money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { FEE_CHANGE_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import { type FeeChangeProblem, MAX_FEE_REASON } from "#domain/inputs/fee-change.ts";

interface Props {
  booking: BookingView;
  step: SecondStep;
  /** The policy's terms now, of the cancel or the no-show; none for a decline. */
  terms: CancellationTerms | null;
  csrfToken: string;
  answer: DecisionAnswer | undefined;
}

function useWording(step: SecondStep["intent"], language: string) {
  const { t } = useLingui();
  const wording = {
    decline: {
      title: t`Decline this request for sure?`,
      mail: t`The guest gets the decline e-mail in ${language}, with your reason.`,
      yes: t`Yes, decline`,
    },
    cancel: {
      title: t`Cancel this booking for sure?`,
      mail: t`The guest gets the cancellation e-mail in ${language}, and the places are released.`,
      yes: t`Yes, cancel`,
    },
    noShow: {
      title: t`Record a no-show for sure?`,
      mail: t`The guest gets the no-show e-mail in ${language}.`,
      yes: t`Yes, record the no-show`,
    },
  };
  return wording[step];
}

function FieldError({ id, problem }: { id: string; problem: FeeChangeProblem | undefined }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {i18n._(FEE_CHANGE_PROBLEM_MESSAGES[problem])}
    </p>
  );
}

/** The fee the policy sets now, and the fields that lower or waive it. */
function FeeFields({
  booking,
  terms,
  step,
  answer,
}: {
  booking: BookingView;
  terms: Extract<CancellationTerms, { kind: "open" }>;
  step: SecondStep;
  answer: DecisionAnswer | undefined;
}) {
  const locale = usePageLocale();
  const fee = money(locale, booking.currency, terms.feeMinor);
  const percent = terms.percent;
  const problems = Object.fromEntries(answer?.problems ?? []) as Partial<Record<string, FeeChangeProblem>>;
  if (percent === 0) {
    return (
      <p data-testid="second-step-fee">
        <Trans>There is no fee: the policy charges nothing now.</Trans>
      </p>
    );
  }
  return (
    <>
      <p data-testid="second-step-fee">
        <Trans>
          Under the policy, the fee is {fee} ({percent} % of the total).
        </Trans>
      </p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="fee-percent">
          <Trans>Fee to charge, in % of the total (0 waives it, at most {percent})</Trans>
        </label>
        <input
          id="fee-percent"
          name="fee_percent"
          type="number"
          inputMode="numeric"
          min={0}
          max={percent}
          step={1}
          className={styles.control}
          defaultValue={step.feePercent || String(percent)}
          aria-invalid={problems.fee_percent ? true : undefined}
          aria-describedby={problems.fee_percent ? "fee-percent-error" : undefined}
        />
        <FieldError id="fee-percent-error" problem={problems.fee_percent} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="fee-reason">
          <Trans>Why you lower or waive the fee (needed then; kept in the booking's history)</Trans>
        </label>
        <textarea
          id="fee-reason"
          name="fee_reason"
          className={styles.textarea}
          maxLength={MAX_FEE_REASON}
          defaultValue={step.feeReason}
          aria-invalid={problems.fee_reason ? true : undefined}
          aria-describedby={problems.fee_reason ? "fee-reason-error" : undefined}
        />
        <FieldError id="fee-reason-error" problem={problems.fee_reason} />
      </div>
    </>
  );
}

export function EndingSecondStep({ booking, step, terms, csrfToken, answer }: Props) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("confirm") === "yes";
  const language = booking.locale === "en" ? t`English` : t`Indonesian`;
  const wording = useWording(step.intent, language);
  if (terms?.kind === "notOpen") return null;
  return (
    <Form
      method="post"
      className={`${styles.card} ${styles.form}`}
      aria-label={wording.title}
      data-testid="second-step"
    >
      <h2 className={styles.cardTitle}>{wording.title}</h2>
      <p role="alert" data-testid="second-step-mail">
        {wording.mail}
      </p>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value={step.intent} />
      <input type="hidden" name="note" value={step.note} />
      <input type="hidden" name="reason" value={step.reason} />
      <input type="hidden" name="confirm" value="yes" />
      {/* The fee shown: the server refuses the Yes if the policy's changed in between (free time ended). */}
      {terms ? <input type="hidden" name="policy_percent" value={terms.percent} /> : null}
      {step.reason ? <p className={styles.meta}>“{step.reason}”</p> : null}
      {step.note ? <p className={styles.meta}>“{step.note}”</p> : null}
      {terms ? <FeeFields booking={booking} terms={terms} step={step} answer={answer} /> : null}
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
          {wording.yes}
        </button>
        <Link to={`/admin/bookings/${booking.reference}`} className={styles.link}>
          <Trans>No, keep the booking as it is</Trans>
        </Link>
      </div>
    </Form>
  );
}

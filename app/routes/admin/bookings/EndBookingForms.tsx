/**
 * The operator's ways to end a booking that stands: cancel it for the tourist (at the policy's fee
 * now) with a note for their e-mail, or, once the trip has started, record a no-show.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { BookingView, DecisionAnswer } from "#domain/booking.ts";
import type { CancellationTerms } from "#domain/cancellation.ts";
import { money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { MAX_NOTE } from "#domain/inputs/decision.ts";

interface Props {
  booking: BookingView;
  cancellation: CancellationTerms;
  noShow: CancellationTerms;
  csrfToken: string;
  answer: DecisionAnswer | undefined;
}

function EndForm({
  intent,
  title,
  explanation,
  button,
  csrfToken,
  noteError,
}: {
  intent: "cancel" | "noShow";
  title: string;
  explanation: string;
  button: string;
  csrfToken: string;
  noteError: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const id = `end-${intent}`;
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.hint}>{explanation}</p>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-note`}>
          <Trans>Note to the tourist (optional)</Trans>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          className={styles.textarea}
          maxLength={MAX_NOTE}
          aria-invalid={noteError || undefined}
        />
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.secondaryButton} disabled={busy} aria-busy={busy}>
          {button}
        </button>
      </div>
    </Form>
  );
}

export function EndBookingForms({ booking, cancellation, noShow, csrfToken, answer }: Props) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const noteError = answer?.field === "note";
  const cancellationFee = cancellation.kind === "open" ? money(locale, booking.currency, cancellation.feeMinor) : "";
  const cancellationPercent = cancellation.kind === "open" ? cancellation.percent : 0;
  const noShowFee = noShow.kind === "open" ? money(locale, booking.currency, noShow.feeMinor) : "";
  const noShowPercent = noShow.kind === "open" ? noShow.percent : 0;
  return (
    <>
      {cancellation.kind === "open" ? (
        <EndForm
          intent="cancel"
          title={t`Cancel for the tourist`}
          explanation={
            cancellation.percent === 0
              ? t`Cancelling now is free of charge under the policy. The tourist receives an e-mail, and the places are released.`
              : t`Under the policy, cancelling now costs the tourist ${cancellationFee} (${cancellationPercent} %). The tourist receives an e-mail, and the places are released.`
          }
          button={t`Cancel booking`}
          csrfToken={csrfToken}
          noteError={noteError}
        />
      ) : null}
      {noShow.kind === "open" ? (
        <EndForm
          intent="noShow"
          title={t`Record a no-show`}
          explanation={t`The tourist did not come. Under the policy they owe ${noShowFee} (${noShowPercent} %), and receive an e-mail saying so.`}
          button={t`Record no-show`}
          csrfToken={csrfToken}
          noteError={noteError}
        />
      ) : null}
    </>
  );
}

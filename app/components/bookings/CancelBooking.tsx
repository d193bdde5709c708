/**
 * The tourist's Cancel on the lookup page: what cancelling now costs under the policy, shown
 * before the button, and the form that cancels at exactly that fee (the server refuses it if the
 * fee changed meanwhile, and shows the new one).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import { money } from "#app/components/bookings/BookingSummary.tsx";
import * as styles from "#app/components/bookings/bookings.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { CancellationOutcomeView, LookedUpBooking } from "#domain/booking.ts";
import type { CancellationTerms } from "#domain/cancellation.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { CANCELLATION_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";

interface Props {
  booking: LookedUpBooking;
  email: string;
  terms: CancellationTerms;
  csrfToken: string;
}

function Cost({ booking, terms }: { booking: LookedUpBooking; terms: Extract<CancellationTerms, { kind: "open" }> }) {
  const locale = usePageLocale();
  const freeUntil = terms.freeUntil ? formatBaliMoment(locale, new Date(terms.freeUntil).toISOString()) : "";
  if (booking.status === "requested") {
    return (
      <p>
        <Trans>Your request is not confirmed yet, so you can withdraw it free of charge.</Trans>
      </p>
    );
  }
  if (terms.percent === 0) {
    return (
      <p>
        <Trans>Cancelling now is free of charge (until {freeUntil}).</Trans>
      </p>
    );
  }
  const fee = money(locale, booking.currency, terms.feeMinor);
  const percent = terms.percent;
  return (
    <p data-testid="cancellation-fee">
      {terms.freeUntil ? (
        <Trans>
          Free cancellation ended {freeUntil}. Cancelling now costs {fee}: {percent} % of the total, under our
          cancellation policy.
        </Trans>
      ) : (
        <Trans>
          This trip has no free cancellation. Cancelling now costs {fee}: {percent} % of the total.
        </Trans>
      )}
    </p>
  );
}

export function CancelBooking({ booking, email, terms, csrfToken }: Props) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  if (terms.kind === "notOpen") {
    return terms.reason === "started" ? (
      <p className={styles.hint}>
        <Trans>This trip has started, so it can no longer be cancelled online.</Trans>
      </p>
    ) : null;
  }
  return (
    <section className={styles.card} aria-labelledby="cancel-booking-title" data-testid="cancel-booking">
      <h2 id="cancel-booking-title" className={styles.cardTitle}>
        <Trans>Cancel this booking</Trans>
      </h2>
      <Cost booking={booking} terms={terms} />
      <p className={styles.hint}>
        <Link to="/cancelation" className={styles.link}>
          <Trans>Our cancellation policy</Trans>
        </Link>
      </p>
      <Form method="post" className={styles.buttonRow} aria-label={t`Cancel this booking`}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="reference" value={booking.reference} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="fee_percent" value={terms.percent} />
        <button type="submit" className={widgets.secondaryButton} disabled={busy} aria-busy={busy}>
          {busy ? t`Cancelling…` : terms.percent === 0 ? t`Cancel my booking` : t`Cancel my booking and owe the fee`}
        </button>
      </Form>
    </section>
  );
}

/** What came of the tourist's Cancel, above the booking as it is now. */
export function CancellationNotice({
  outcome,
}: {
  outcome: CancellationOutcomeView | { ok: false; problem: "csrf" } | undefined;
}) {
  const { i18n } = useLingui();
  if (!outcome) return null;
  return outcome.ok ? (
    <p className={styles.notice} role="status" data-testid="cancellation-notice">
      <Trans>Your booking is cancelled. We have sent you an e-mail about it.</Trans>
    </p>
  ) : (
    <p className={styles.alert} role="alert" data-testid="cancellation-problem">
      {i18n._(CANCELLATION_PROBLEM_MESSAGES[outcome.problem])}
    </p>
  );
}

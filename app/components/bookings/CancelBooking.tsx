/**
 * The tourist's Cancel on the lookup page and the profile: what cancelling now costs under the
 * policy, shown before the button, and a second step that repeats it before the form that cancels
 * at exactly that fee (the server refuses it if the fee changed meanwhile, and shows the new one).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { CancellationOutcomeView, LookedUpBooking } from "#domain/booking.ts";
import { type CancellationTerms, termsWhenBooked } from "#domain/cancellation.ts";
import { termsWhenBookedMessage } from "#domain/cancellation-terms-messages.ts";
import { money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { CANCELLATION_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";

interface Props {
  booking: LookedUpBooking;
  email: string;
  terms: CancellationTerms;
  csrfToken: string;
  /** The server asked for the second step: the fee is repeated and Yes cancels. */
  confirming?: boolean;
  /** Where "keep my booking" leads; without it, the booking is looked up again. */
  keepHref?: string;
}

function Cost({ booking, terms }: { booking: LookedUpBooking; terms: Extract<CancellationTerms, { kind: "open" }> }) {
  const locale = usePageLocale();
  const { i18n } = useLingui();
  const freeUntil = terms.freeUntil ? formatBaliMoment(locale, new Date(terms.freeUntil).toISOString()) : "";
  if (booking.status === "requested") {
    // What the booking page, the form and the mails said it would be once confirmed (domain/cancellation.ts).
    const once = termsWhenBooked(booking, new Date());
    return (
      <>
        <p>
          <Trans>Your request is not confirmed yet, so you can withdraw it free of charge.</Trans>
        </p>
        <p data-testid="terms-once-confirmed">{i18n._(termsWhenBookedMessage(locale, once))}</p>
      </>
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

export function CancelBooking({ booking, email, terms, csrfToken, confirming = false, keepHref }: Props) {
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
        {confirming ? <Trans>Cancel this booking for sure?</Trans> : <Trans>Cancel this booking</Trans>}
      </h2>
      <Cost booking={booking} terms={terms} />
      <p className={styles.hint}>
        <Link to="/cancelation" className={styles.link}>
          <Trans>Our cancellation policy</Trans>
        </Link>
      </p>
      {confirming ? (
        <SecondStep booking={booking} email={email} terms={terms} csrfToken={csrfToken} keepHref={keepHref} />
      ) : (
        <CancelForm booking={booking} email={email} terms={terms} csrfToken={csrfToken} confirm={false} />
      )}
    </section>
  );
}

type OpenProps = Omit<Props, "terms" | "confirming"> & { terms: Extract<CancellationTerms, { kind: "open" }> };

/**
 * The Cancel form. Its first tap only asks the server for the second step (which repeats the fee);
 * only the second step's form carries `confirm=yes`, so one tap never cancels, with or without JavaScript.
 */
function CancelForm({ booking, email, terms, csrfToken, confirm }: Omit<OpenProps, "keepHref"> & { confirm: boolean }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  const label = confirm
    ? terms.percent === 0
      ? t`Yes, cancel my booking`
      : t`Yes, cancel and owe the fee`
    : terms.percent === 0
      ? t`Cancel my booking`
      : t`Cancel my booking and owe the fee`;
  return (
    <Form method="post" className={styles.buttonRow} aria-label={t`Cancel this booking`}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="reference" value={booking.reference} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="fee_percent" value={terms.percent} />
      {confirm ? <input type="hidden" name="confirm" value="yes" /> : null}
      <button
        type="submit"
        className={confirm ? widgets.button : widgets.secondaryButton}
        disabled={busy}
        aria-busy={busy}
        data-testid={confirm ? "confirm-cancel" : undefined}
      >
        {busy ? t`Cancelling…` : label}
      </button>
    </Form>
  );
}

/** The second step: the fee said again (above), Yes to cancel at it, or keep the booking. */
function SecondStep({ booking, email, terms, csrfToken, keepHref }: OpenProps) {
  const { t } = useLingui();
  return (
    <>
      <p role="alert" data-testid="cancel-second-step">
        {terms.percent === 0 ? (
          <Trans>Cancelling is free of charge. Do you want to cancel?</Trans>
        ) : (
          <Trans>Cancelling costs the fee above. Do you want to cancel and owe it?</Trans>
        )}
      </p>
      <CancelForm booking={booking} email={email} terms={terms} csrfToken={csrfToken} confirm />
      {keepHref ? (
        <Link to={keepHref} className={styles.link}>
          <Trans>No, keep my booking</Trans>
        </Link>
      ) : (
        // The lookup page has no address of its own for a booking: keeping it looks it up again.
        <Form method="post" className={styles.buttonRow} aria-label={t`Keep this booking`}>
          <input type="hidden" name="reference" value={booking.reference} />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={widgets.secondaryButton}>
            <Trans>No, keep my booking</Trans>
          </button>
        </Form>
      )}
    </>
  );
}

/** What came of the tourist's Cancel, above the booking as it is now. */
export function CancellationNotice({
  outcome,
}: {
  outcome: CancellationOutcomeView | { ok: false; problem: "csrf" } | undefined;
}) {
  const { i18n } = useLingui();
  if (!outcome || "confirmStep" in outcome) return null;
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

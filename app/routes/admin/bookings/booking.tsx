import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { BookingFacts, PriceLines, StatusBadge } from "#app/components/bookings/BookingSummary.tsx";
import { ChannelNetPrice } from "#app/components/bookings/ChannelNetPrice.tsx";
import { useSourceLine } from "#app/components/bookings/source-labels.ts";
import { TouristContact } from "#app/components/bookings/TouristContact.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import type { BookingPageAnswer, DecisionAnswer } from "#domain/booking.ts";
import { SITE_NAME } from "#domain/business.ts";
import { isShortNoticeRequest } from "#domain/confirmation-promise.ts";
import { CANCELLATION_PROBLEM_MESSAGES, FEE_CHANGE_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import { DECISION_PROBLEM_MESSAGES } from "#domain/inputs/decision-messages.ts";
import { PAYMENT_PROBLEM_MESSAGES } from "#domain/inputs/payment-messages.ts";
import type { Route } from "./+types/booking";
import { Decision, History, Mails } from "./BookingRecord.tsx";
import { DecisionForms, Outcome } from "./DecisionForms.tsx";
import { EndBookingForms } from "./EndBookingForms.tsx";
import { EndingSecondStep } from "./EndingSecondStep.tsx";
import { PaymentsPanel } from "./PaymentsPanel.tsx";
import { ShortNoticeAlert } from "./ShortNoticeFlag.tsx";

export { action, loader } from "./booking.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = {
  problemMessages: {
    ...DECISION_PROBLEM_MESSAGES,
    ...CANCELLATION_PROBLEM_MESSAGES,
    ...FEE_CHANGE_PROBLEM_MESSAGES,
    ...PAYMENT_PROBLEM_MESSAGES,
  },
};
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** A booking made by accepting a trip's quote: the trip, whose other bookings the operator confirms too. */
function TripOfBooking({ tripReference }: { tripReference: string }) {
  return (
    <p data-testid="booking-trip">
      <Trans>
        Part of trip{" "}
        <Link to={`/admin/trips/${tripReference}`} className={styles.link}>
          {tripReference}
        </Link>
      </Trans>
    </p>
  );
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const sourceOf = useSourceLine();
  const { detail, done, csrfToken } = loaderData;
  const { booking } = detail;
  const { reference } = booking;
  const pageAnswer = actionData as BookingPageAnswer | undefined;
  const ledgerAnswer = pageAnswer && "ledgerKind" in pageAnswer ? pageAnswer : undefined;
  const answer = pageAnswer && "problem" in pageAnswer && !ledgerAnswer ? (pageAnswer as DecisionAnswer) : undefined;
  const secondStep = pageAnswer && "secondStep" in pageAnswer ? pageAnswer.secondStep : undefined;
  const secondStepTerms =
    secondStep?.intent === "cancel"
      ? loaderData.cancellation
      : secondStep?.intent === "noShow"
        ? loaderData.noShow
        : null;
  return (
    <>
      <title>{`${booking.reference} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/bookings" className={styles.link}>
          <Trans>← All booking requests</Trans>
        </Link>
      </p>
      <div className={styles.listTop}>
        <h1 className={styles.title}>
          <Trans>Booking {reference}</Trans>
        </h1>
        <StatusBadge status={booking.status} />
      </div>
      {isShortNoticeRequest(booking) ? <ShortNoticeAlert /> : null}
      {booking.tripReference ? <TripOfBooking tripReference={booking.tripReference} /> : null}
      <Outcome done={done} answer={answer} />
      <section className={styles.card} aria-labelledby="booking-request">
        <h2 id="booking-request" className={styles.cardTitle}>
          <Trans>What the tourist asked for</Trans>
        </h2>
        <BookingFacts booking={booking} locale={locale} />
        <p data-testid="booking-source">
          <Trans>Source: {sourceOf(booking)}</Trans>
        </p>
        {detail.channelNetIdr === null ? null : (
          <p>
            <ChannelNetPrice netIdr={detail.channelNetIdr} testId="booking-net" />
          </p>
        )}
        <PriceLines booking={booking} />
        {booking.status === "requested" || booking.status === "confirmed" ? (
          <p>
            <Link to={`/admin/bookings/${reference}/change`} className={styles.link} data-testid="change-booking">
              <Trans>Change booking</Trans>
            </Link>
          </p>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="booking-tourist">
        <h2 id="booking-tourist" className={styles.cardTitle}>
          <Trans>Tourist</Trans>
        </h2>
        <dl className={styles.facts}>
          <TouristContact tourist={booking} />
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>
            {booking.account ? `${booking.account.name} (${booking.account.email})` : t`Booked without signing in`}
          </dd>
        </dl>
      </section>
      {/* The details first, then what to do with them: on a phone the buttons come after reading. */}
      {booking.status !== "requested" ? (
        <Decision detail={detail} locale={locale} />
      ) : secondStep ? null : (
        <DecisionForms csrfToken={csrfToken} answer={answer} />
      )}
      {/* Decline, Cancel and No-show ask again, naming the e-mail and the fee, before they act. */}
      {secondStep ? (
        <EndingSecondStep
          booking={booking}
          step={secondStep}
          terms={secondStepTerms}
          csrfToken={csrfToken}
          answer={answer}
        />
      ) : (
        <EndBookingForms
          booking={booking}
          cancellation={loaderData.cancellation}
          noShow={loaderData.noShow}
          csrfToken={csrfToken}
          answer={answer}
        />
      )}
      <PaymentsPanel
        ledger={loaderData.ledger}
        cancelled={booking.status === "cancelled"}
        today={loaderData.today}
        csrfToken={csrfToken}
        answer={ledgerAnswer}
      />
      <History detail={detail} locale={locale} />
      <Mails detail={detail} locale={locale} />
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import { BookingFacts, DecisionFacts, PriceLines, StatusBadge } from "#app/components/bookings/BookingSummary.tsx";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { CancelBooking, CancellationNotice } from "#app/components/bookings/CancelBooking.tsx";
import { ChangeOwnBooking } from "#app/components/bookings/ChangeOwnBooking.tsx";
import { LookupFields } from "#app/components/bookings/LookupFields.tsx";
import { LookupRefusalAlert } from "#app/components/bookings/LookupRefusalAlert.tsx";
import { VoucherLinks } from "#app/components/bookings/VoucherLinks.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { LookedUpBooking, LookupAnswer } from "#domain/booking.ts";
import { money } from "#domain/format.ts";
import { CANCELLATION_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import type { Locale } from "#domain/locale.ts";
import { hasVoucher } from "#domain/voucher.ts";
import type { Route } from "./+types/booking-lookup";

export { action, headers, loader } from "./booking-lookup.server.ts";
// A page with a reference in its link is someone's: kept out of search engines (a lookup's answer
// is a POST's, which engines do not make, and says noindex in its headers too).
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  ...(loaderData?.reference ? [{ name: "robots", content: "noindex" }] : []),
];

export default function BookingLookup({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const outcome = actionData as LookupAnswer | undefined;
  const missing = outcome?.kind === "missing" ? outcome.fields : [];
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>
        <Trans>Check your booking</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Enter the reference from our e-mail (it looks like BT-7KX4-M9PQ) and the e-mail address you booked with.
        </Trans>
      </p>
      <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`Look up a booking`}>
        <LookupFields idPrefix="lookup" reference={loaderData.reference} missing={missing} />
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
            {busy ? t`Looking up…` : t`Show my booking`}
          </button>
        </div>
      </Form>
      <div data-testid="lookup-result" aria-live="polite">
        <LookupRefusalAlert kind={outcome?.kind} />
        {outcome?.kind === "csrf" ? (
          <p className={styles.alert} role="alert">
            {i18n._(CANCELLATION_PROBLEM_MESSAGES.csrf)}
          </p>
        ) : null}
        {outcome?.kind === "found" ? (
          <>
            <CancellationNotice outcome={outcome.cancelled} />
            <LookedUp booking={outcome.booking} operatorEmail={loaderData.operatorEmail} />
            {hasVoucher(outcome.booking.status) ? (
              <VoucherLinks
                reference={outcome.booking.reference}
                post={{ email: outcome.email, csrfToken: outcome.csrfToken }}
              />
            ) : null}
            <CancelBooking
              booking={outcome.booking}
              email={outcome.email}
              terms={outcome.cancellation}
              csrfToken={outcome.csrfToken}
              confirming={outcome.cancelled !== undefined && "confirmStep" in outcome.cancelled}
            />
            {outcome.change ? (
              <ChangeOwnBooking
                booking={outcome.booking}
                email={outcome.email}
                csrfToken={outcome.csrfToken}
                change={outcome.change}
                operatorEmail={loaderData.operatorEmail}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function StatusExplanation({ booking, locale }: { booking: LookedUpBooking; locale: Locale }) {
  const decidedAt = booking.decidedAt ? formatBaliMoment(locale, booking.decidedAt) : "";
  switch (booking.status) {
    case "requested":
      return (
        <p>
          <Trans>
            We have received your request and are checking availability. You will receive a confirmation with your
            booking ID by e-mail, mostly within 48 hours.
          </Trans>
        </p>
      );
    case "confirmed":
      return (
        <p>
          <Trans>Your booking is confirmed ({decidedAt}). Please have your booking ID at hand on the day.</Trans>
        </p>
      );
    case "declined":
      return (
        <p>
          <Trans>
            We are sorry: we could not confirm this request ({decidedAt}). Nothing has been charged. Reply to our e-mail
            and we will gladly help you find another date or activity.
          </Trans>
        </p>
      );
    case "cancelled":
      return <CancelledExplanation booking={booking} locale={locale} />;
  }
}

function CancelledExplanation({ booking, locale }: { booking: LookedUpBooking; locale: Locale }) {
  const ending = booking.cancellation;
  if (!ending) {
    return (
      <p>
        <Trans>This booking was cancelled. Nothing more is due.</Trans>
      </p>
    );
  }
  const at = formatBaliMoment(locale, ending.at);
  const fee = money(locale, booking.currency, ending.feeMinor);
  const percent = ending.percent;
  if (ending.kind === "no_show") {
    return (
      <p>
        <Trans>
          Recorded as a no-show ({at}). Under our cancellation policy, {fee} ({percent} % of the total) is due.
        </Trans>
      </p>
    );
  }
  return ending.feeMinor === 0 ? (
    <p>
      <Trans>This booking was cancelled ({at}). Nothing is due.</Trans>
    </p>
  ) : (
    <p>
      <Trans>
        This booking was cancelled ({at}). Under our cancellation policy, {fee} ({percent} % of the total) is due.
      </Trans>
    </p>
  );
}

/** A booking made by accepting a trip's quote names the trip, whose page holds the itinerary. */
function TripOfBooking({ tripReference }: { tripReference: string }) {
  return (
    <p data-testid="booking-trip">
      <Trans>
        Part of your trip{" "}
        <Link to={`/trip/quote?reference=${tripReference}`} className={styles.link}>
          {tripReference}
        </Link>
        : its page shows every day of it and the printable itinerary.
      </Trans>
    </p>
  );
}

function LookedUp({ booking, operatorEmail }: { booking: LookedUpBooking; operatorEmail: string }) {
  const locale = usePageLocale();
  const requestedAt = formatBaliMoment(locale, booking.createdAt);
  const { reference } = booking;
  return (
    <section className={styles.card} aria-labelledby="lookup-booking-title" data-testid="looked-up-booking">
      <div className={styles.listTop}>
        <h2 id="lookup-booking-title" className={styles.cardTitle}>
          <Trans>Booking {reference}</Trans>
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <StatusExplanation booking={booking} locale={locale} />
      {booking.confirmationId || booking.decisionNote ? (
        <dl className={styles.facts}>
          <DecisionFacts booking={booking} reader="tourist" />
        </dl>
      ) : null}
      <BookingFacts booking={booking} locale={locale} />
      <PriceLines booking={booking} />
      {booking.tripReference ? <TripOfBooking tripReference={booking.tripReference} /> : null}
      <p className={styles.hint}>
        <Trans>
          Requested on {requestedAt}. Questions? Write to{" "}
          <a href={`mailto:${operatorEmail}`} className={styles.link}>
            {operatorEmail}
          </a>{" "}
          and mention your reference.
        </Trans>
      </p>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountForms } from "#app/components/auth/AccountForms.tsx";
import * as styles from "#app/components/auth/auth.css.ts";
import { EmailVerificationNotice } from "#app/components/auth/EmailVerificationNotice.tsx";
import { useSignOut } from "#app/components/auth/useSignOut.ts";
import { StatusBadge } from "#app/components/bookings/BookingSummary.tsx";
import * as bookingStyles from "#app/components/bookings/booking-pages.css.ts";
import { CancelBooking, CancellationNotice } from "#app/components/bookings/CancelBooking.tsx";
import { ChangeClosed } from "#app/components/bookings/ChangeClosed.tsx";
import { ChatLink, ClaimForm } from "#app/components/bookings/MyEntries.tsx";
import { VoucherLinks } from "#app/components/bookings/VoucherLinks.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { TripStatusBadge } from "#app/components/trip-quote/TripStatusBadge.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { TouristChangeWindow } from "#domain/booking-change.ts";
import { formatDate } from "#domain/format.ts";
import type { MyEntry, MyTrip } from "#domain/my-bookings.ts";
import { hasVoucher } from "#domain/voucher.ts";
import type { Route } from "./+types/profile";
import type { ProfileAccountAnswer, ProfileCancellation, ProfileClaim } from "./profile.server.ts";

export { action, headers, loader } from "./profile.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { user, emailVerified } = loaderData;
  const { signOut, busy, failure } = useSignOut(user);
  const posted = actionData as ProfileCancellation | ProfileClaim | ProfileAccountAnswer | undefined;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="profile-title">
        {user.image ? (
          <img className={styles.avatar} src={user.image} width={96} height={96} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {user.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h1 id="profile-title" className={styles.title} style={{ textAlign: "center" }}>
          {user.name}
        </h1>
        <p style={{ textAlign: "center", margin: 0 }}>{user.email}</p>
        {emailVerified ? null : <EmailVerificationNotice email={user.email} />}
        {failure ? (
          <p className={styles.fieldError} role="alert">
            {failure.message}
          </p>
        ) : null}
        <button
          type="button"
          className={widgets.secondaryButton}
          disabled={busy}
          aria-busy={busy}
          onClick={() => signOut(true)}
        >
          {busy ? t`Logging out…` : <Trans>Log out</Trans>}
        </button>
      </section>
      <AccountForms
        name={user.name}
        email={user.email}
        hasPassword={loaderData.hasPassword}
        csrfToken={loaderData.csrfToken}
        answer={posted && "account" in posted ? posted.account : undefined}
      />
      <MyBookings
        entries={loaderData.entries}
        whatsappNumber={loaderData.whatsappNumber}
        operatorEmail={loaderData.operatorEmail}
        csrfToken={loaderData.csrfToken}
        posted={posted && "outcome" in posted ? posted : undefined}
      >
        <ClaimForm
          accountEmail={user.email}
          csrfToken={loaderData.csrfToken}
          answer={posted && "claim" in posted ? posted.claim : undefined}
        />
      </MyBookings>
    </div>
  );
}

/** The account's bookings and trips, what is ahead first; the claim form below them. */
function MyBookings({
  entries,
  whatsappNumber,
  operatorEmail,
  csrfToken,
  posted,
  children,
}: {
  entries: MyEntry[];
  whatsappNumber: string;
  operatorEmail: string;
  csrfToken: string;
  posted: ProfileCancellation | undefined;
  children: ReactNode;
}) {
  const locale = usePageLocale();
  return (
    <section className={bookingStyles.card} aria-labelledby="my-bookings-title" data-testid="my-bookings">
      <h2 id="my-bookings-title" className={bookingStyles.cardTitle}>
        <Trans>My bookings</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className={bookingStyles.hint}>
          <Trans>No bookings or trip plans in your list yet.</Trans>
        </p>
      ) : null}
      <ul className={bookingStyles.list}>
        {entries.map((entry) => {
          if (entry.kind === "trip") {
            return <TripEntry key={entry.trip.reference} trip={entry.trip} whatsappNumber={whatsappNumber} />;
          }
          const { booking, cancellation, change } = entry;
          return (
            <li key={booking.reference} className={bookingStyles.form} data-testid="my-booking">
              <div className={bookingStyles.listTop}>
                <Link
                  to={`/booking?reference=${booking.reference}`}
                  className={bookingStyles.reference}
                  data-testid="my-booking-reference"
                >
                  {booking.reference}
                </Link>
                <StatusBadge status={booking.status} />
              </div>
              <ChatLink whatsappNumber={whatsappNumber} subject={{ kind: "booking", reference: booking.reference }} />
              <span>
                <Link to={booking.item.path} className={bookingStyles.link}>
                  {booking.item.name}
                </Link>{" "}
                · {formatDate(locale, booking.visitDate)}
                {booking.startTime ? ` · ${booking.startTime}` : ""}
              </span>
              {hasVoucher(booking.status) ? <VoucherLinks reference={booking.reference} post={null} /> : null}
              <ChangeOfEntry
                reference={booking.reference}
                change={change}
                started={cancellation.kind === "notOpen" && cancellation.reason === "started"}
                operatorEmail={operatorEmail}
              />
              {posted?.reference === booking.reference ? <CancellationNotice outcome={posted.outcome} /> : null}
              <CancelBooking
                booking={booking}
                email={booking.email}
                terms={cancellation}
                csrfToken={csrfToken}
                confirming={posted?.reference === booking.reference && "confirmStep" in posted.outcome}
                keepHref="/profile"
              />
            </li>
          );
        })}
      </ul>
      {children}
    </section>
  );
}

/**
 * A booking's way to the change page while it may be changed online; once its window is over (and
 * before it starts), why not and how to reach the operator, as the lookup page says it.
 */
function ChangeOfEntry({
  reference,
  change,
  started,
  operatorEmail,
}: {
  reference: string;
  change: TouristChangeWindow;
  started: boolean;
  operatorEmail: string;
}) {
  if (change.kind === "open") {
    return (
      <div className={bookingStyles.buttonRow}>
        <Link
          to={`/profile/bookings/${reference}/change`}
          className={widgets.secondaryButton}
          data-testid="my-booking-change"
        >
          <Trans>Change date or people</Trans>
        </Link>
      </div>
    );
  }
  return started ? null : <ChangeClosed terms={change} operatorEmail={operatorEmail} />;
}

function TripEntry({ trip, whatsappNumber }: { trip: MyTrip; whatsappNumber: string }) {
  const locale = usePageLocale();
  const arrival = formatDate(locale, trip.arrival);
  const departure = formatDate(locale, trip.departure);
  return (
    <li className={bookingStyles.form} data-testid="my-booking">
      <div className={bookingStyles.listTop}>
        <Link
          to={`/trip/quote?reference=${trip.reference}`}
          className={bookingStyles.reference}
          data-testid="my-booking-reference"
        >
          {trip.reference}
        </Link>
        <TripStatusBadge status={trip.status} />
      </div>
      <ChatLink whatsappNumber={whatsappNumber} subject={{ kind: "trip", reference: trip.reference }} />
      <span>
        {arrival === departure ? (
          <Trans>Trip plan · {arrival}</Trans>
        ) : (
          <Trans>
            Trip plan · {arrival} to {departure}
          </Trans>
        )}
      </span>
    </li>
  );
}

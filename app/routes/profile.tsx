import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { EmailVerificationNotice } from "#app/components/auth/EmailVerificationNotice.tsx";
import { useAuth } from "#app/components/auth/useAuth.ts";
import { StatusBadge } from "#app/components/bookings/BookingSummary.tsx";
import * as bookingStyles from "#app/components/bookings/bookings.css.ts";
import { CancelBooking, CancellationNotice } from "#app/components/bookings/CancelBooking.tsx";
import { VoucherLinks } from "#app/components/bookings/VoucherLinks.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { LookedUpBooking } from "#domain/booking.ts";
import type { CancellationTerms } from "#domain/cancellation.ts";
import { formatDate } from "#domain/format.ts";
import { hasVoucher } from "#domain/voucher.ts";
import type { Route } from "./+types/profile";
import type { ProfileCancellation } from "./profile.server.ts";

export { action, headers, loader } from "./profile.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { user, emailVerified } = loaderData;
  const { send, busy, failure } = useAuth(user);
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
          onClick={() => send({ type: "auth.signOut", fromProfile: true })}
        >
          {busy ? t`Logging out…` : <Trans>Log out</Trans>}
        </button>
      </section>
      <MyBookings
        bookings={loaderData.bookings}
        csrfToken={loaderData.csrfToken}
        posted={actionData as ProfileCancellation | undefined}
      />
    </div>
  );
}

function MyBookings({
  bookings,
  csrfToken,
  posted,
}: {
  bookings: { booking: LookedUpBooking; cancellation: CancellationTerms }[];
  csrfToken: string;
  posted: ProfileCancellation | undefined;
}) {
  const locale = usePageLocale();
  if (bookings.length === 0) return null;
  return (
    <section className={bookingStyles.card} aria-labelledby="my-bookings-title" data-testid="my-bookings">
      <h2 id="my-bookings-title" className={bookingStyles.cardTitle}>
        <Trans>My bookings</Trans>
      </h2>
      <ul className={bookingStyles.list}>
        {bookings.map(({ booking, cancellation }) => (
          <li key={booking.reference} className={bookingStyles.form} data-testid="my-booking">
            <div className={bookingStyles.listTop}>
              <span className={bookingStyles.reference}>{booking.reference}</span>
              <StatusBadge status={booking.status} />
            </div>
            <span>
              <Link to={booking.item.path} className={bookingStyles.link}>
                {booking.item.name}
              </Link>{" "}
              · {formatDate(locale, booking.visitDate)}
              {booking.startTime ? ` · ${booking.startTime}` : ""}
            </span>
            {hasVoucher(booking.status) ? <VoucherLinks reference={booking.reference} email={null} /> : null}
            {posted?.reference === booking.reference ? <CancellationNotice outcome={posted.outcome} /> : null}
            <CancelBooking booking={booking} email={booking.email} terms={cancellation} csrfToken={csrfToken} />
          </li>
        ))}
      </ul>
    </section>
  );
}

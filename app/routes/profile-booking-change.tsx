import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { BookingFacts, PriceLines, StatusBadge } from "#app/components/bookings/BookingSummary.tsx";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { ChangeOwnBooking } from "#app/components/bookings/ChangeOwnBooking.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/profile-booking-change";
import type { OwnChangePage } from "./profile-booking-change.server.ts";

export { action, headers, loader } from "./profile-booking-change.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

/** A booking of the signed-in tourist, and the lookup page's change form for it. */
export default function ProfileBookingChange({ loaderData, actionData }: Route.ComponentProps) {
  const locale = usePageLocale();
  const shown: OwnChangePage = (actionData as OwnChangePage | undefined) ?? loaderData;
  const { booking } = shown;
  const { reference } = booking;
  return (
    <div className={styles.narrowPage}>
      <p>
        <Link to="/profile" className={styles.link}>
          <Trans>Back to my bookings</Trans>
        </Link>
      </p>
      <section className={styles.card} aria-labelledby="own-booking-title" data-testid="own-booking">
        <div className={styles.listTop}>
          <h1 id="own-booking-title" className={styles.cardTitle}>
            <Trans>Booking {reference}</Trans>
          </h1>
          <StatusBadge status={booking.status} />
        </div>
        <BookingFacts booking={booking} locale={locale} />
        <PriceLines booking={booking} />
      </section>
      <ChangeOwnBooking
        booking={booking}
        csrfToken={shown.csrfToken}
        change={shown.change}
        operatorEmail={shown.operatorEmail}
      />
    </div>
  );
}

/**
 * A trip's status in words, as a badge: on its own module so that the profile's list does not load
 * the whole quote (TripQuote.tsx).
 */
import { useLingui } from "@lingui/react/macro";
import * as bookingStyles from "#app/components/bookings/booking-pages.css.ts";
import type { TripStatus } from "#domain/trip-quote.ts";

export function useTripStatusLabels(): Record<TripStatus, string> {
  const { t } = useLingui();
  return {
    requested: t`Quote being prepared`,
    quoted: t`Quote sent`,
    changes_requested: t`Changes requested`,
    accepted: t`Accepted`,
    expired: t`Expired`,
    cancelled: t`Cancelled`,
  };
}

const BADGE: Record<TripStatus, keyof typeof bookingStyles.badge> = {
  requested: "requested",
  quoted: "requested",
  changes_requested: "requested",
  accepted: "confirmed",
  expired: "cancelled",
  cancelled: "cancelled",
};

export function TripStatusBadge({ status }: { status: TripStatus }) {
  const labels = useTripStatusLabels();
  return (
    <span className={bookingStyles.badge[BADGE[status]]} data-testid="trip-status">
      {labels[status]}
    </span>
  );
}

import type { EventFromLogic, SnapshotFrom } from "xstate";
import { currencyOf, formatPrice } from "#domain/format.ts";
import type { TripForm } from "#domain/inputs/trip-details.ts";
import type { Locale } from "#domain/locale.ts";
import type { PickupAreaChoice } from "#domain/pickup.ts";
import type { BookingPackage, bookingMachine } from "#machines/booking.machine.ts";

/** What a booking is for: an activity with its packages, or a vehicle priced as one product. */
export interface BookingSubject {
  kind: "activity" | "transport";
  id: number;
  /** Where the request is posted, e.g. /api/activity/day-tours/ubud-tour/booking. */
  endpoint: string;
  /** Where its availability is read, e.g. /api/activity/day-tours/ubud-tour/availability. */
  availability: string;
  name: string;
  /** The product code ("Product ID"); vehicles have none. */
  code: string | null;
  location: string;
  durationHours: number;
  /** Free cancellation up to this many hours before the start; null when not stated. */
  freeCancellationHours: number | null;
  startTime: string | null;
  /** The first day the page's "Next available" names, where the form starts; null when none is open. */
  firstOpenDate: string | null;
  packages: BookingPackage[];
  /** A vehicle's trip form: what its form asks the driver needs; null for an activity. */
  tripForm: TripForm | null;
  /** The pickup areas an activity's form offers, in the page's language (issue 40); none for a vehicle. */
  pickupAreas?: PickupAreaChoice[];
}

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;
export type SendBooking = (event: EventFromLogic<typeof bookingMachine>) => void;

/** An amount in minor units (rupiah, US cents) with the site's one price formatter. */
export function formatMinor(locale: Locale, minor: number): string {
  return currencyOf(locale) === "IDR"
    ? formatPrice(locale, { price_idr: minor, price_usd: 0 })
    : formatPrice(locale, { price_idr: 0, price_usd: minor / 100 });
}

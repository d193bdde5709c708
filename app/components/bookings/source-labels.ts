import { useLingui } from "@lingui/react/macro";
import type { BookingSource } from "#domain/inputs/operator-booking.ts";
import { BOOKING_SOURCE_LABELS, sourceLine } from "#domain/inputs/operator-booking-messages.ts";

/** Each booking source as the operator reads it, in the page's language. */
export function useSourceLabels(): Record<BookingSource, string> {
  const { i18n } = useLingui();
  return Object.fromEntries(
    Object.entries(BOOKING_SOURCE_LABELS).map(([source, label]) => [source, i18n._(label)]),
  ) as Record<BookingSource, string>;
}

/** A booking's source in one line, in the page's language. */
export function useSourceLine(): (booking: {
  source: BookingSource;
  sourceName: string;
  sourceReference?: string;
  utmSource?: string;
  referrerHost?: string;
}) => string {
  const labels = useSourceLabels();
  return (booking) => sourceLine(labels[booking.source], booking);
}

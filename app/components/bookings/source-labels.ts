import { useLingui } from "@lingui/react/macro";
import type { BookingSource } from "#domain/inputs/operator-booking.ts";

/** Each booking source as the operator reads it, in the page's language. */
export function useSourceLabels(): Record<BookingSource, string> {
  const { t } = useLingui();
  return {
    website: t`Website`,
    phone: t`Phone`,
    whatsapp: t`WhatsApp`,
    walk_in: t`Walk-in`,
    email: t`E-mail`,
    agent: t`Agent or hotel desk`,
    marketplace: t`Marketplace`,
  };
}

/** Where one booking came from, in one line: "Agent or hotel desk: Hotel Tugu", "Marketplace: Klook (GYG-1234)". */
export function sourceLine(
  labels: Record<BookingSource, string>,
  booking: { source: BookingSource; sourceName: string; sourceReference: string; utmSource?: string; referrerHost?: string },
): string {
  const details = [booking.sourceName, booking.sourceReference ? `(${booking.sourceReference})` : ""]
    .concat(booking.utmSource ? [`utm_source=${booking.utmSource}`] : [])
    .concat(booking.referrerHost ? [booking.referrerHost] : [])
    .filter(Boolean)
    .join(" ");
  return details ? `${labels[booking.source]}: ${details}` : labels[booking.source];
}

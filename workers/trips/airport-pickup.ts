/**
 * An arrival transfer collects the tourist at the airport, not at the hotel the trip names as its
 * pickup place: the driver must read that on the manifest, the tourist in the itinerary.
 */
import { msg } from "@lingui/core/macro";
import type { Locale } from "#domain/locale.ts";
import { translate } from "#workers/i18n.ts";

/** Where the driver meets the tourist who lands, in the trip's language. */
export function airportMeetingPoint(locale: Locale): string {
  return translate(locale, msg`Arrivals hall of Ngurah Rai airport (DPS), with a sign bearing your name`);
}

/** An arrival transfer's pickup place as its booking stores it: the airport, then the hotel. */
export function arrivalTransferPickup(locale: Locale, hotel: string): string {
  const airport = airportMeetingPoint(locale);
  return translate(locale, msg`${airport}; drop-off at ${hotel}`);
}

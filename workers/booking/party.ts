/**
 * How a booking's vehicles and the people riding in them are written (decision 0049): one
 * sentence for the mails, the back office's pages and the manifest, so each says the same.
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/** "1 vehicle, 4 people"; null for a booking without a vehicle. */
export function vehiclePartyText(i18n: I18n, booking: { vehicles: number; people: number }): string | null {
  const { vehicles, people } = booking;
  if (vehicles === 0) return null;
  return i18n._(
    msg`${plural(vehicles, { one: "# vehicle", other: "# vehicles" })}, ${plural(people, { one: "# person", other: "# people" })}`,
  );
}

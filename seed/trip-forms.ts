/**
 * Which trip form a seeded vehicle books with, and whether a seeded package includes a pickup
 * (migration 0033): read from the vehicle's category and the package's English name, with the
 * words migration 0033 reads a stored catalogue by (a worker test holds the two together).
 */
import type { TripForm } from "#domain/inputs/trip-details.ts";

/** Each vehicle category's form, by the category's slug; any other category is a rental. */
export const TRIP_FORM_OF_CATEGORY: Readonly<Record<string, TripForm>> = {
  "airport-transfer": "airport_transfer",
  "car-with-driver": "with_driver",
  "bus-charter": "with_driver",
};

export function seededTripForm(categorySlug: string): TripForm {
  return TRIP_FORM_OF_CATEGORY[categorySlug] ?? "rental";
}

/** Words of a package that says it has no transfer. */
export const NO_PICKUP_WORDS = ["no transfer", "without transfer", "ticket only", "tickets only", "ride only"];
const TRANSFER_WORDS = ["transfer", "pickup", "car"];

/** A package includes a pickup unless its name says it has none, or it is a ticket beside a package with a transfer. */
export function seededIncludesPickup(englishName: string, siblingEnglishNames: readonly string[]): boolean {
  const name = englishName.toLowerCase();
  if (NO_PICKUP_WORDS.some((word) => name.includes(word))) return false;
  const namesTransfer = TRANSFER_WORDS.some((word) => name.includes(word));
  const siblingHasTransfer = siblingEnglishNames.some((sibling) => sibling.toLowerCase().includes("transfer"));
  return !(name.includes("ticket") && !namesTransfer && siblingHasTransfer);
}

/**
 * How the server prices a trip plan's activity (issue 19): as a booking of the chosen package for
 * the plan's party. The booking form lets the tourist set each product's quantity; a plan only
 * knows the party, so its quantities follow the form's own reading of a package (the first
 * product is the main guest, the others extras): a package of several products counts adults on
 * the first and children on the second; a package of one product counts the whole party when the
 * activity is priced per person, and one (a car, a group, a package) otherwise.
 */
import type { PricedProduct, PriceType, Quantities } from "./booking-rules.ts";

export function partyQuantities(
  products: readonly Pick<PricedProduct, "id" | "minimal">[],
  priceType: PriceType,
  party: { adults: number; kids: number },
): Quantities {
  const [first, second] = products;
  const quantities: Record<number, number> = Object.fromEntries(products.map((product) => [product.id, 0]));
  if (!first) return quantities;
  if (second) {
    quantities[first.id] = party.adults;
    quantities[second.id] = party.kids;
  } else if (priceType === "per_person") {
    quantities[first.id] = party.adults + party.kids;
  } else {
    quantities[first.id] = Math.max(first.minimal, 1);
  }
  return quantities;
}

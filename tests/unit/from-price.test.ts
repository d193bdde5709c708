import { describe, expect, it } from "vitest";
import { type Currency, formatPrice } from "#domain/format.ts";
import { activityFromPrices } from "#seed/build-sql.ts";
import { catalogue } from "#seed/catalogue.ts";
import { seededUnitOf } from "#seed/product-units.ts";
import type { ActivitySeed } from "#seed/types.ts";
import { type CatalogueProduct, priceOrder } from "#workers/booking/order.ts";

/** The activity's products as D1 holds them: numbered, one package id per package. */
function catalogueProducts(activity: ActivitySeed): CatalogueProduct[][] {
  let id = 0;
  return activity.packages.map((pack, packageId) =>
    pack.products.map((product, position) => {
      id += 1;
      return {
        ...product,
        ...seededUnitOf(product.name.en, position, product.minimal),
        id,
        packageId,
        name: product.name.en,
      };
    }),
  );
}

/** Every order with quantities from each product's minimal to three more: the cheap end of what a tourist may send. */
function smallOrders(products: CatalogueProduct[]): number[][] {
  return products.reduce<number[][]>(
    (orders, product) => orders.flatMap((order) => [0, 1, 2, 3].map((extra) => [...order, product.minimal + extra])),
    [[]],
  );
}

/**
 * What an order the server accepts costs per unit of the price type, in minor units (null when the
 * server refuses it): per person and per day, per one of what the first ordered product counts;
 * per vehicle, group or package, the whole order.
 */
function perUnit(
  activity: ActivitySeed,
  products: CatalogueProduct[],
  quantities: number[],
  currency: Currency,
): number | null {
  const order = products
    .map((product, index) => ({ id: product.id, ordered: quantities[index] ?? 0 }))
    .filter((line) => line.ordered > 0);
  if (order.length === 0) return null;
  try {
    const priced = priceOrder(order, products, "en");
    const total = currency === "IDR" ? priced.totalIdr : priced.totalUsdCents;
    const counted = ["per_person", "per_day"].includes(activity.price_type) ? (order[0]?.ordered ?? 1) : 1;
    return total / counted;
  } catch {
    return null;
  }
}

describe('"from" prices over the whole catalogue', () => {
  for (const currency of ["IDR", "USD"] as const) {
    it(`promise in ${currency} the least a tourist can book per unit of the price type, and the server takes that order`, () => {
      const wrong: string[] = [];
      for (const activity of catalogue.activities) {
        const stored = activityFromPrices(activity);
        const promised = currency === "IDR" ? stored.price_idr : stored.price_usd_cents;
        const bookable = catalogueProducts(activity).flatMap((products) =>
          smallOrders(products)
            .map((quantities) => perUnit(activity, products, quantities, currency))
            .filter((price): price is number => price !== null),
        );
        const least = Math.ceil(Math.min(...bookable));
        if (promised !== least) wrong.push(`${activity.slug}: from ${promised}, least bookable ${least}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("quotes a vehicle's day, not its extra hour, and a rental's day, not its two-day minimum", () => {
    const bySlug = (slug: string) => {
      const activity = catalogue.activities.find((candidate) => candidate.slug === slug);
      if (!activity) throw new Error(slug);
      const prices = activityFromPrices(activity);
      return formatPrice("en", { price_idr: prices.price_idr, price_usd: prices.price_usd_cents / 100 });
    };
    expect(bySlug("private-car-with-driver-day-hire")).toBe("US$ 40.50");
    expect(bySlug("self-drive-car-rental")).toBe("US$ 22");
    expect(bySlug("payangan-atv-quad-bike-jungle-ride")).toBe("US$ 53");
    // A tour priced per vehicle: its car, not one of the two adults its shared package needs.
    expect(bySlug("ubud-rice-terrace-and-monkey-forest-tour")).toBe("US$ 47");
    // Per person: one of the two adults the package needs.
    expect(bySlug("nusa-penida-east-diamond-beach-day-trip")).toBe("US$ 72");
  });
});

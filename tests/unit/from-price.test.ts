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

/** An order the server accepts: what it costs per unit of the price type, and how many units it books. */
interface Bookable {
  perUnit: number;
  units: number;
}

/**
 * What an order the server accepts costs per unit of the price type, in minor units, and how many
 * units it books (null when the server refuses it): per person and per day, per one of what the
 * first ordered product counts; per vehicle, group or package, the whole order, one unit.
 */
function bookable(
  activity: ActivitySeed,
  products: CatalogueProduct[],
  quantities: number[],
  currency: Currency,
): Bookable | null {
  const order = products
    .map((product, index) => ({ id: product.id, ordered: quantities[index] ?? 0 }))
    .filter((line) => line.ordered > 0);
  if (order.length === 0) return null;
  try {
    const priced = priceOrder(order, products, "en");
    const total = currency === "IDR" ? priced.totalIdr : priced.totalUsdCents;
    const units = ["per_person", "per_day"].includes(activity.price_type) ? (order[0]?.ordered ?? 1) : 1;
    return { perUnit: total / units, units };
  } catch {
    return null;
  }
}

describe('"from" prices over the whole catalogue', () => {
  for (const currency of ["IDR", "USD"] as const) {
    it(`promise in ${currency} the least a tourist can book per unit of the price type, with the fewest units the server takes at that price`, () => {
      const wrong: string[] = [];
      for (const activity of catalogue.activities) {
        const stored = activityFromPrices(activity);
        const promised = currency === "IDR" ? stored.price_idr : stored.price_usd_cents;
        const orders = catalogueProducts(activity).flatMap((products) =>
          smallOrders(products)
            .map((quantities) => bookable(activity, products, quantities, currency))
            .filter((order): order is Bookable => order !== null),
        );
        const least = Math.ceil(Math.min(...orders.map((order) => order.perUnit)));
        // "from US$ 47 per person, min. 2": one adult alone cannot book at US$ 47.
        const fewest = Math.min(
          ...orders.filter((order) => Math.ceil(order.perUnit) === least).map((order) => order.units),
        );
        if (promised !== least) wrong.push(`${activity.slug}: from ${promised}, least bookable ${least}`);
        if (stored.from_minimum !== fewest) {
          wrong.push(`${activity.slug}: min. ${stored.from_minimum}, fewest bookable at ${least}: ${fewest}`);
        }
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

  it("names the minimum of the nine activities whose cheapest unit cannot be booked alone", () => {
    const minimumOf = (slug: string) => {
      const activity = catalogue.activities.find((candidate) => candidate.slug === slug);
      if (!activity) throw new Error(slug);
      return activityFromPrices(activity).from_minimum;
    };
    expect(minimumOf("south-bali-beaches-and-jimbaran-seafood-dinner-tour")).toBe(2);
    expect(minimumOf("4g-pocket-wifi-modem-rental")).toBe(3);
    expect(minimumOf("keramas-surf-coaching-video-analysis")).toBe(2);
    expect(minimumOf("scooter-rental-kuta-seminyak-canggu")).toBe(2);
    expect(minimumOf("self-drive-car-rental")).toBe(2);
    expect(minimumOf("multi-day-bali-road-trip-car-with-driver")).toBe(2);
    expect(minimumOf("nusa-penida-east-diamond-beach-day-trip")).toBe(2);
    expect(minimumOf("nusa-penida-two-day-island-escape")).toBe(2);
    expect(minimumOf("nusa-penida-temple-pilgrimage-day-trip")).toBe(2);
    // One diver, one vehicle: nothing to add.
    expect(minimumOf("nusa-penida-mola-mola-fun-dive")).toBe(1);
    expect(minimumOf("nusa-penida-private-car-with-driver")).toBe(1);
    const named = catalogue.activities.filter((activity) => activityFromPrices(activity).from_minimum > 1);
    expect(named).toHaveLength(9);
  });
});

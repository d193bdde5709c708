/** An activity's "from" price, the lowest its packages' products make, as its cards and page show it. */
import { fromPrice, type PriceType } from "#domain/booking-rules.ts";
import type { PackageEdit, ProductEdit } from "#domain/inputs/activity.ts";
import { activityForEditing } from "./activity-form.ts";

/** The "from" price of these packages' products, in both currencies, and the party size it is for. */
export function fromPricesOf(
  packages: readonly PackageEdit[],
  products: readonly (ProductEdit & { packageId: number })[],
  priceType: PriceType,
): { price_idr: number; price_usd_cents: number; from_minimum: number } {
  const priced = packages
    .map((pack) =>
      products
        .filter((product) => product.packageId === pack.id)
        .map((product) => ({
          price_idr: product.price_idr,
          price_usd: product.price_usd_cents / 100,
          minimal: product.minimal,
        })),
    )
    .filter((list) => list.length > 0);
  if (priced.length === 0) return { price_idr: 0, price_usd_cents: 0, from_minimum: 1 };
  const rupiah = fromPrice(priced, priceType, "IDR");
  return {
    price_idr: rupiah.minor,
    price_usd_cents: fromPrice(priced, priceType, "USD").minor,
    from_minimum: rupiah.minimum,
  };
}

/** The "from" price after packages or products came or went. */
export async function refreshFromPrices(db: D1Database, id: number): Promise<void> {
  const after = await activityForEditing(db, id);
  const prices = fromPricesOf(after.packages, after.products, after.facts.price_type);
  await db
    .prepare("UPDATE activities SET price_idr = ?2, price_usd_cents = ?3, from_minimum = ?4 WHERE id = ?1")
    .bind(id, prices.price_idr, prices.price_usd_cents, prices.from_minimum)
    .run();
}

import { describe, expect, it } from "vitest";
import { type CatalogueProduct, checkTotal, linesIn, priceOrder } from "#workers/booking/order.ts";
import { HttpError } from "#workers/http.ts";

// Two packages of one activity, as D1 gives them: a car (at least one) and a per-person package.
const CAR: CatalogueProduct = {
  id: 1,
  packageId: 10,
  name: "Per car",
  price_idr: 750000,
  price_usd: 47,
  minimal: 1,
  unit: "adult",
  seats: 1,
};
const ADULT: CatalogueProduct = {
  id: 2,
  packageId: 11,
  name: "Adult",
  price_idr: 450000,
  price_usd: 28.5,
  minimal: 2,
  unit: "adult",
  seats: 1,
};
const CHILD: CatalogueProduct = {
  id: 3,
  packageId: 11,
  name: "Child",
  price_idr: 300000,
  price_usd: 19,
  minimal: 0,
  unit: "child",
  seats: 1,
};
const PRODUCTS = [CAR, ADULT, CHILD];
// A package of optional products only: a couple (two seats) and lunch (an extra, no seat).
const COUPLE: CatalogueProduct = {
  id: 4,
  packageId: 12,
  name: "Per couple",
  price_idr: 900000,
  price_usd: 56,
  minimal: 0,
  unit: "adult",
  seats: 2,
};
const LUNCH: CatalogueProduct = {
  id: 5,
  packageId: 12,
  name: "Lunch",
  price_idr: 100000,
  price_usd: 6,
  minimal: 0,
  unit: "extra",
  seats: 0,
};

function refusalOf(run: () => unknown): { status: number; errors: Record<string, string[]> | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, errors: error.errors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("pricing an order from the catalogue", () => {
  it("prices the chosen package's lines in both currencies from the catalogue", () => {
    const order = priceOrder(
      [
        { id: 2, ordered: 3 },
        { id: 3, ordered: 1 },
      ],
      PRODUCTS,
      "en",
    );
    expect(order).toEqual({
      packageId: 11,
      party: { adults: 3, kids: 1, seats: 4, vehicles: 0, passengerSeats: 0 },
      lines: [
        { product_id: 2, name: "Adult", quantity: 3, price_idr: 450000, price_usd_cents: 2850 },
        { product_id: 3, name: "Child", quantity: 1, price_idr: 300000, price_usd_cents: 1900 },
      ],
      totalIdr: 1650000,
      totalUsdCents: 10450,
    });
    expect(linesIn(order.lines, "USD").map((line) => line.amountMinor)).toEqual([8550, 1900]);
  });

  it("leaves products ordered 0 out of the lines, and counts a product left out as 0", () => {
    const order = priceOrder([{ id: 2, ordered: 2 }], PRODUCTS, "en");
    expect(order.lines.map((line) => line.product_id)).toEqual([2]);
    expect(order.totalIdr).toBe(900000);
  });

  it("refuses products of two packages, unknown products and the same product twice", () => {
    const mixed = [
      { id: 1, ordered: 1 },
      { id: 2, ordered: 2 },
    ];
    expect(refusalOf(() => priceOrder(mixed, PRODUCTS, "en")).errors).toEqual({
      order_data: ["Please choose the products of one package."],
    });
    expect(refusalOf(() => priceOrder([{ id: 99, ordered: 1 }], PRODUCTS, "id")).errors?.order_data).toEqual([
      "Pesanan berisi produk yang tidak tersedia di sini. Silakan muat ulang halaman.",
    ]);
    const twice = [
      { id: 2, ordered: 2 },
      { id: 2, ordered: 2 },
    ];
    expect(refusalOf(() => priceOrder(twice, PRODUCTS, "en")).status).toBe(422);
  });

  it("refuses a quantity below the catalogue's minimal, above 100 or not whole, naming the product", () => {
    for (const ordered of [1, 101, 2.5, -2]) {
      const refused = refusalOf(() => priceOrder([{ id: 2, ordered }], PRODUCTS, "en"));
      expect(refused.errors?.order_data, String(ordered)).toEqual([
        "The quantity of Adult must be a whole number from 2 to 100.",
      ]);
    }
    // Leaving out a product that has a minimal is ordering 0 of it.
    expect(refusalOf(() => priceOrder([{ id: 3, ordered: 1 }], PRODUCTS, "id")).errors?.order_data).toEqual([
      "Jumlah Adult harus bilangan bulat dari 2 sampai 100.",
    ]);
  });

  it("refuses an order with nothing in it", () => {
    const free = { ...CHILD, id: 4, packageId: 12, minimal: 0 };
    const refused = refusalOf(() => priceOrder([{ id: 4, ordered: 0 }], [free], "en"));
    expect(refused.errors).toEqual({ order_data: ["Please fill in the participant quantity."] });
    expect(refusalOf(() => priceOrder([], PRODUCTS, "en")).errors?.order_data).toEqual([
      "Please fill in the participant quantity.",
    ]);
  });
});

describe("checking the tourist's total", () => {
  const order = priceOrder([{ id: 2, ordered: 3 }], PRODUCTS, "en");

  it("accepts the total in rupiah or in dollars with cents, compared in minor units", () => {
    expect(() => checkTotal(1350000, order, "IDR", "id")).not.toThrow();
    expect(() => checkTotal(85.5, order, "USD", "en")).not.toThrow();
    expect(() => checkTotal(85.500000001, order, "USD", "en")).not.toThrow();
  });

  it("refuses a total that differs by a cent or a rupiah, telling the tourist to reload", () => {
    expect(refusalOf(() => checkTotal(85.49, order, "USD", "en")).errors).toEqual({
      total: ["The prices have changed. Please reload the page to see the current prices."],
    });
    expect(refusalOf(() => checkTotal(1349999, order, "IDR", "id")).errors).toEqual({
      total: ["Harga telah berubah. Silakan muat ulang halaman untuk melihat harga terbaru."],
    });
    // The dollar total on the rupiah site is a different number, not the same price.
    expect(refusalOf(() => checkTotal(85.5, order, "IDR", "id")).status).toBe(422);
  });
});

describe("the party an order books", () => {
  it("counts a couple as two adults, and lunch as no one", () => {
    const order = priceOrder(
      [
        { id: 4, ordered: 2 },
        { id: 5, ordered: 3 },
      ],
      [...PRODUCTS, COUPLE, LUNCH],
      "en",
    );
    expect(order.party).toEqual({ adults: 4, kids: 0, seats: 4, vehicles: 0, passengerSeats: 0 });
  });

  it("refuses an order of extras alone: it books no one and would hold no seat", () => {
    const refused = refusalOf(() => priceOrder([{ id: 5, ordered: 3 }], [...PRODUCTS, COUPLE, LUNCH], "en"));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.errors ?? {})).toEqual(["order_data"]);
  });
});

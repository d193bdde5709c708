import {
  isAllowedQuantity,
  type Party,
  type PricedProduct,
  type PriceLine,
  partyOf,
  type Quantities,
  type SeatedProduct,
  storedOrder,
} from "#domain/booking-rules.ts";
import { amountToMinor, type Currency } from "#domain/format.ts";
import type { OrderedProduct } from "#domain/inputs/booking.ts";
import type { Locale } from "#domain/locale.ts";
import type { ProductRow } from "#workers/catalogue/activities.ts";
import { HttpError } from "#workers/http.ts";
import { dollars, translationJoin } from "#workers/sql.ts";
import { refusal } from "./input.ts";
import { bookingMessage, quantityMessage } from "./messages.ts";

/** A product as D1 has it: one of an activity's packages, or a vehicle (no package). */
export interface CatalogueProduct extends PricedProduct, SeatedProduct {
  packageId: number | null;
}

/**
 * The read of packages' products as the booking prices them, in the language `?1`, in the
 * packages' order; the caller adds the WHERE (over `p`, the package) and the ORDER BY.
 */
export const PRODUCTS_SELECT = `SELECT pr.id, pr.package_id, prt.name, pr.price_idr, pr.price_usd_cents, pr.minimal, pr.unit, pr.seats, pr.passengers
  FROM products pr JOIN packages p ON p.id = pr.package_id
  ${translationJoin("product_translations", "product_id", "pr.id", "prt")}`;

export const PRODUCTS_ORDER = "ORDER BY p.position, p.id, pr.position, pr.id";

export function catalogueProductOf(row: ProductRow): CatalogueProduct {
  return {
    id: row.id,
    packageId: row.package_id,
    name: row.name,
    price_idr: row.price_idr,
    price_usd: dollars(row.price_usd_cents),
    minimal: row.minimal,
    unit: row.unit,
    seats: row.seats,
    passengers: row.passengers,
  };
}

/** A vehicle is booked as a package of one product, itself, at least one of it; each holds one of its capacity. */
export function vehicleProductOf(vehicle: {
  id: number;
  name: string;
  price_idr: number | null;
  price_usd_cents: number | null;
}): CatalogueProduct {
  const price = { price_idr: vehicle.price_idr ?? 0, price_usd: dollars(vehicle.price_usd_cents ?? 0) };
  return { id: vehicle.id, packageId: null, name: vehicle.name, ...price, minimal: 1, unit: "adult", seats: 1 };
}

/** A line of an order as the booking stores it: priced by the server, in both currencies. */
export interface StoredLine {
  product_id: number;
  name: string;
  quantity: number;
  price_idr: number;
  price_usd_cents: number;
}

export interface PricedOrder {
  packageId: number | null;
  /** Whom the order books and the seats it holds, counted from the catalogue's products. */
  party: Party;
  lines: StoredLine[];
  totalIdr: number;
  totalUsdCents: number;
}

function chosenPackage(order: OrderedProduct[], products: CatalogueProduct[], locale: Locale) {
  const ids = new Set(order.map((line) => line.id));
  if (ids.size !== order.length) throw refusal("order_data", bookingMessage("orderUnreadable", locale));
  const ordered = order.map((line) => products.find((product) => product.id === line.id));
  if (ordered.some((product) => product === undefined)) {
    throw refusal("order_data", bookingMessage("orderNotOffered", locale));
  }
  const packages = new Set(ordered.map((product) => product?.packageId));
  if (packages.size > 1) throw refusal("order_data", bookingMessage("orderMixesPackages", locale));
  const [packageId] = packages;
  if (packageId === undefined) throw refusal("order_data", bookingMessage("orderEmpty", locale));
  return packageId;
}

/** Every product of the package with its quantity: the ordered one, 0 for a product left out. */
function checkQuantities(packageProducts: CatalogueProduct[], quantities: Quantities, locale: Locale): void {
  const problems = packageProducts
    .filter((product) => !isAllowedQuantity(product, quantities[product.id] ?? 0))
    .map((product) => quantityMessage(locale, product.name, product.minimal));
  if (problems.length > 0) throw new HttpError(422, problems[0] as string, { order_data: problems });
  // An order of extras alone books no one: it would hold no seat of the day.
  if (partyOf(packageProducts, quantities).seats === 0) {
    throw refusal("order_data", bookingMessage("orderEmpty", locale));
  }
}

/**
 * Prices an order from the catalogue's products, never from what the client says they cost:
 * the ordered products must be of one package (a vehicle is a package of one), every product of
 * that package needs a quantity the stepper allows, and the order must book at least one person
 * (or vehicle). 422 otherwise.
 */
export function priceOrder(order: OrderedProduct[], products: CatalogueProduct[], locale: Locale): PricedOrder {
  const packageId = chosenPackage(order, products, locale);
  const packageProducts = products.filter((product) => product.packageId === packageId);
  const quantities: Quantities = Object.fromEntries(order.map((line) => [line.id, line.ordered]));
  checkQuantities(packageProducts, quantities, locale);
  return {
    packageId,
    party: partyOf(packageProducts, quantities),
    ...storedOrder(packageProducts, quantities),
  };
}

/** The stored lines in one currency, as the shared rules and the e-mails count them. */
export function linesIn(lines: readonly StoredLine[], currency: Currency): PriceLine[] {
  return lines.map((line) => {
    const unitMinor = currency === "IDR" ? line.price_idr : line.price_usd_cents;
    return {
      productId: line.product_id,
      name: line.name,
      quantity: line.quantity,
      unitMinor,
      amountMinor: unitMinor * line.quantity,
    };
  });
}

/** 422 unless the total the tourist saw is the one the server computed, compared in minor units. */
export function checkTotal(
  clientTotal: number,
  order: Pick<PricedOrder, "totalIdr" | "totalUsdCents">,
  currency: Currency,
  locale: Locale,
): void {
  const serverTotal = currency === "IDR" ? order.totalIdr : order.totalUsdCents;
  if (amountToMinor(clientTotal, currency) !== serverTotal) {
    throw refusal("total", bookingMessage("pricesChanged", locale));
  }
}

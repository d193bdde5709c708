/**
 * The rules of a booking request that the form and the server share: limits, payment methods,
 * titles, and the one way to price an order. Money is counted in minor units (whole rupiah,
 * US cents) so that no sum ever rounds; the server recomputes every total with these functions
 * from its own product prices and refuses a request whose total differs.
 */
import type { Currency } from "./format.ts";
import type { Locale } from "./locale.ts";
import { RECEIVED_MAILS_PER_DAY } from "./mail-budget.ts";

export const MAX_QUANTITY = 100;
/** The most people a booking's vehicles can carry: a hundred vehicles of a hundred seats. */
export const MAX_PEOPLE = MAX_QUANTITY * 100;
/** The longest first name (without its title) and last name. */
export const NAME_MAX_LENGTH = 100;
export const PICKUP_MAX_LENGTH = 300;
export const SPECIAL_REQUEST_MAX_LENGTH = 1000;
export const PHONE_MAX_LENGTH = 30;
/**
 * "Request received" mails one address gets per day in Bali: more would make the form a way to
 * flood someone else's inbox, as the address is whatever the sender types. One budget with the
 * trips' and the verification links' mails (domain/mail-budget.ts).
 */
export const BOOKING_MAILS_PER_DAY = RECEIVED_MAILS_PER_DAY;
/** How far ahead a visit may be booked. */
export const MONTHS_AHEAD = 18;

export const PAYMENT_METHODS = ["cash", "paypal", "credit_card", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The titles a tourist may put before their name; none at all is as good (decision 0044). */
export const TITLES = ["Mr.", "Mrs.", "Ms."] as const;
export type Title = (typeof TITLES)[number];

/**
 * How each site writes a title. The booking stores the English one ("Mr. Made", the /api's
 * contract); every page and mail shows it in its own language.
 */
export const TITLE_WORDS: Record<Locale, Record<Title, string>> = {
  en: { "Mr.": "Mr.", "Mrs.": "Mrs.", "Ms.": "Ms." },
  id: { "Mr.": "Bapak", "Mrs.": "Ibu", "Ms.": "Nona" },
};

/** What an activity's price buys; the "from" price is counted per it (fromPriceMinor). */
export const PRICE_TYPES = ["per_person", "per_group", "per_vehicle", "per_day", "per_package"] as const;

export type PriceType = (typeof PRICE_TYPES)[number];

/** Whom one of a product books: an adult, a child, or no one (an extra such as lunch). */
export const PRODUCT_UNITS = ["adult", "child", "extra"] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export interface PricedProduct {
  id: number;
  name: string;
  price_idr: number;
  price_usd: number;
  minimal: number;
}

/** What one of a product counts for: whom it books, and the places of the item's capacity it takes. */
export interface SeatedProduct {
  id: number;
  unit: ProductUnit;
  /** 1 a person, 2 a couple, 0 an extra; for a vehicle, 1 (the vehicle). */
  seats: number;
  /**
   * Set for a vehicle (a private car, jeep, van or boat): the people one of it carries. A vehicle
   * books no adult or child; the tourist says how many people ride in it (decision 0049).
   */
  passengers?: number | null;
}

/** The party an order books and the seats it holds, counted from its products, never taken from the client. */
export interface Party {
  adults: number;
  kids: number;
  seats: number;
  /** The vehicles ordered: counted as vehicles, never as persons. */
  vehicles: number;
  /** The most people the ordered vehicles carry together. */
  passengerSeats: number;
}

/** Whether one of a product is a vehicle that carries people: an extra (a transfer added per car) is not. */
export function isVehicle(product: SeatedProduct): boolean {
  return product.unit !== "extra" && (product.passengers ?? 0) > 0;
}

/** The party of an order: adults and kids from the persons its products are, vehicles apart, seats from what each takes. */
export function partyOf(products: readonly SeatedProduct[], quantities: Quantities): Party {
  const party: Party = { adults: 0, kids: 0, seats: 0, vehicles: 0, passengerSeats: 0 };
  for (const product of products) {
    const quantity = quantities[product.id] ?? 0;
    party.seats += quantity * product.seats;
    if (isVehicle(product)) {
      party.vehicles += quantity;
      party.passengerSeats += quantity * (product.passengers ?? 0);
    } else if (product.unit === "adult") party.adults += quantity * product.seats;
    else if (product.unit === "child") party.kids += quantity * product.seats;
  }
  return party;
}

export type PeopleProblem = "peopleRequired" | "peopleTooMany";

/** Why the people a tourist names do not fit the order's vehicles: none at all, or more than their seats. */
export function peopleProblem(party: Pick<Party, "vehicles" | "passengerSeats">, people: number): PeopleProblem | null {
  if (party.vehicles === 0) return null;
  if (people < 1) return "peopleRequired";
  return people > party.passengerSeats ? "peopleTooMany" : null;
}

/** The persons a booking brings: its adults and children, and the people riding in its vehicles. */
export function personsOf(booking: { adults: number; kids: number; people: number }): number {
  return booking.adults + booking.kids + booking.people;
}

export interface PriceLine {
  productId: number;
  name: string;
  quantity: number;
  /** Price of one, in minor units of the currency. */
  unitMinor: number;
  /** unitMinor × quantity. */
  amountMinor: number;
}

/** Quantities chosen per product id. */
export type Quantities = Readonly<Record<number, number>>;

export function unitPriceMinor(product: Pick<PricedProduct, "price_idr" | "price_usd">, currency: Currency): number {
  return currency === "IDR" ? Math.round(product.price_idr) : Math.round(product.price_usd * 100);
}

/** The lines of an order: one per product with a quantity above 0, in the products' order. */
export function priceLines(
  products: readonly PricedProduct[],
  quantities: Quantities,
  currency: Currency,
): PriceLine[] {
  return products
    .map((product) => {
      const quantity = quantities[product.id] ?? 0;
      const unitMinor = unitPriceMinor(product, currency);
      return { productId: product.id, name: product.name, quantity, unitMinor, amountMinor: unitMinor * quantity };
    })
    .filter((line) => line.quantity > 0);
}

export function totalMinor(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0);
}

/** An order's lines as a booking stores them, in both currencies, with its totals. */
export function storedOrder(products: readonly PricedProduct[], quantities: Quantities) {
  const rupiah = priceLines(products, quantities, "IDR");
  const cents = priceLines(products, quantities, "USD");
  return {
    lines: rupiah.map((line, index) => ({
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      price_idr: line.unitMinor,
      price_usd_cents: cents[index]?.unitMinor ?? 0,
    })),
    totalIdr: totalMinor(rupiah),
    totalUsdCents: totalMinor(cents),
  };
}

/** A quantity the stepper allows for a product: whole, from the product's minimal to 100. */
export function isAllowedQuantity(product: Pick<PricedProduct, "minimal">, quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= product.minimal && quantity <= MAX_QUANTITY;
}

/** The quantities a package starts with: each product's minimal, or one of the first if all are 0. */
export function startingQuantities(products: readonly PricedProduct[]): Record<number, number> {
  const quantities: Record<number, number> = {};
  for (const product of products) quantities[product.id] = product.minimal;
  const [first] = products;
  if (first && products.every((product) => product.minimal === 0)) quantities[first.id] = 1;
  return quantities;
}

type ProductPrice = Pick<PricedProduct, "price_idr" | "price_usd" | "minimal">;

/** Price types that price one of what a package's first product counts (a person, a day); the others price a whole booking. */
const PRICED_PER_COUNT: ReadonlySet<PriceType> = new Set(["per_person", "per_day"]);

/** A "from" price: the least per unit of the price type, and the fewest units booked at it ("min. 2"). */
export interface FromPrice {
  minor: number;
  /** 1 unless the cheapest unit is sold only by several (two adults, three days). */
  minimum: number;
}

/**
 * The least a tourist can book in a package, in minor units: every product at its minimal (or
 * the cheapest alone when all are optional, as the server requires one above 0). Extras and
 * children are optional (minimal 0), so they never lower it. Per person and per day, it is the
 * price of one person or day, the total divided by the quantity of the first product, which is
 * then the minimum; per vehicle, group or package the whole booking is one.
 */
function packageFrom(products: readonly ProductPrice[], priceType: PriceType, currency: Currency): FromPrice {
  const required = products.filter((product) => product.minimal > 0);
  if (required.length === 0) {
    return { minor: Math.min(...products.map((product) => unitPriceMinor(product, currency))), minimum: 1 };
  }
  const total = required.reduce((sum, product) => sum + unitPriceMinor(product, currency) * product.minimal, 0);
  const counted = PRICED_PER_COUNT.has(priceType) ? (required[0]?.minimal ?? 1) : 1;
  return { minor: Math.ceil(total / counted), minimum: counted };
}

/** The "from" price of an activity: the least of its packages by packageFrom, the fewest units on a tie. */
export function fromPrice(
  packages: readonly (readonly ProductPrice[])[],
  priceType: PriceType,
  currency: Currency,
): FromPrice {
  return packages
    .map((products) => packageFrom(products, priceType, currency))
    .reduce((least, next) =>
      next.minor < least.minor || (next.minor === least.minor && next.minimum < least.minimum) ? next : least,
    );
}

/** The "from" price of an activity in minor units (fromPrice without its minimum). */
export function fromPriceMinor(
  packages: readonly (readonly ProductPrice[])[],
  priceType: PriceType,
  currency: Currency,
): number {
  return fromPrice(packages, priceType, currency).minor;
}

/** The last visit date that can be booked, MONTHS_AHEAD after `today` (both "YYYY-MM-DD"). */
export function latestVisitDate(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + MONTHS_AHEAD, 1));
  const lastDayOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDayOfMonth));
  return target.toISOString().slice(0, 10);
}

/** One word of a person's name: letters, joined by an apostrophe or a hyphen, perhaps an initial's dot. */
const NAME_WORD = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*\.?$/u;

/**
 * Whether an account name reads as a person's name ("Made Ayu", "Zoë O'Brien-Smith"), not a
 * handle ("surfer_dave99", "bali.lover") or an address: only a name may fill the booking's
 * "First name", where the operator reads it as one.
 */
export function isPersonName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 2 && words.every((word) => NAME_WORD.test(word));
}

/**
 * Splits a profile name on its last space: "Made Ayu Wirawan" → ["Made Ayu", "Wirawan"]; a name
 * that is not a person's (isPersonName) fills nothing.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  if (!isPersonName(trimmed)) return { firstName: "", lastName: "" };
  const space = trimmed.lastIndexOf(" ");
  if (space < 0) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space).trim(), lastName: trimmed.slice(space + 1) };
}

/**
 * "Mr. Made Ayu" → { title: "Mr.", name: "Made Ayu" }: the form sends the title, when the tourist
 * chose one, in front of the first name; "Made Ayu" → { title: null, name: "Made Ayu" }.
 */
export function splitTitle(firstName: string): { title: Title | null; name: string } {
  const trimmed = firstName.trim();
  const title = TITLES.find((candidate) => trimmed === candidate || trimmed.startsWith(`${candidate} `));
  return title ? { title, name: trimmed.slice(title.length).trim() } : { title: null, name: trimmed };
}

/** A stored name ("Mr. Made Wirawan") as the `locale` site shows it ("Bapak Made Wirawan"); no title stays none. */
export function localTitle(locale: Locale, name: string): string {
  const { title, name: rest } = splitTitle(name);
  return title ? `${TITLE_WORDS[locale][title]} ${rest}`.trim() : name.trim();
}

/** Digits, spaces, +, - and brackets, 6 to 30 characters, at least 6 of them digits. */
export function isPhoneNumber(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && /^[0-9+\-() ]{6,}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/**
 * The first date the calendar offers: today in Bali. Whether a day can still be booked is the
 * availability's answer (domain/availability.ts dayAvailability), which weighs each start time of
 * the day by its own notice (isDepartureBookable, decision 0047); judging by the activity's first start time alone hid today while a later
 * session was open, and "Next available" named it.
 */
export function firstVisitDate(baliNow: string): string {
  return baliNow.slice(0, 10);
}

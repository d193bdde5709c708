import { env } from "cloudflare:workers";
import { baliToday } from "#domain/bali-time.ts";
import { type ProductUnit, partyOf } from "#domain/booking-rules.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";

/** An activity with two packages: a car (at least one), and adults (at least two) with children. */
export const UBUD = "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour";
/** Its second package has a van at 87.50 dollars: a price with cents. */
export const KINTAMANI = "/activity/day-tours/kintamani-volcano-view-and-tirta-empul-tour";

export interface PageProduct {
  id: number;
  name: string;
  price_idr: number;
  price_usd: number;
  minimal: number;
  unit: ProductUnit;
  seats: number;
  passengers: number | null;
  ordered: number;
}

export interface PageActivity {
  id: number;
  code: string;
  name: string;
  packages: { id: number; name: string; products: PageProduct[] }[];
}

/** The activity as its page gets it from the /api, in the site's language. */
export async function activityPage(site: Site, path = UBUD): Promise<PageActivity> {
  const reply = await new Browser(site).get(`/api${path}`);
  if (reply.status !== 200) throw new Error(`GET /api${path}: ${reply.status}`);
  return reply.body.items;
}

/** A date in Bali's calendar, `days` after today there. */
export function baliDate(days: number): string {
  const date = new Date(`${baliToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What the booking form sends: the package's products with quantities, as a JSON string. */
export function orderData(products: PageProduct[], quantities: number[]): string {
  return JSON.stringify(products.map((product, index) => ({ ...product, ordered: quantities[index] ?? 0 })));
}

/** The total the form shows, added up as a tourist would: rupiah, or dollars with cents. */
export function pageTotal(site: Site, products: PageProduct[], quantities: number[]): number {
  if (site === "id")
    return products.reduce((sum, product, index) => sum + product.price_idr * (quantities[index] ?? 0), 0);
  const cents = products.reduce(
    (sum, product, index) => sum + Math.round(product.price_usd * 100) * (quantities[index] ?? 0),
    0,
  );
  return cents / 100;
}

let tourists = 0;

/**
 * The visit date of the n-th payload: a month of dates from 10 days ahead, so a file's many bookings
 * spread over days instead of filling one day's capacity (seed/availability.ts), and stay clear of
 * the dates tests choose themselves (baliDate(8), baliDate(9)). The seed's closures (Nyepi) lie
 * further ahead in the tests' database (tests/worker/setup.ts).
 */
function spreadDate(n: number): string {
  return baliDate(10 + (n % 30));
}

/** A complete, valid booking of the package with these quantities, for the site's currency. */
export function bookingPayload(
  site: Site,
  activity: PageActivity,
  packageIndex: number,
  quantities: number[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const products = activity.packages[packageIndex]?.products ?? [];
  const { adults, kids, vehicles } =
    products.length > 0
      ? partyOf(products, Object.fromEntries(products.map((product, i) => [product.id, quantities[i] ?? 0])))
      : vehicleParty(overrides.order_data);
  tourists += 1;
  return {
    activity_id: activity.id,
    date: spreadDate(tourists),
    adults,
    kids,
    // The people riding in a vehicle of the package, as the form asks them (decision 0049).
    ...(vehicles > 0 ? { people: 2 } : {}),
    first_name: "Mr. Made",
    last_name: "Wirawan",
    email: `made${tourists}@example.com`,
    phone_number: "+62 812-3456-7890",
    country: "Australia",
    special_request: "One vegetarian lunch, please.",
    pickup_location: "Alaya Resort, Jalan Hanoman, Ubud",
    // What a car with driver asks; an activity's form does not, and the server drops it.
    pickup_time: "08:00",
    payment_method: "cash",
    order_data: orderData(products, quantities),
    total: pageTotal(site, products, quantities),
    ...overrides,
  };
}

/** A vehicle's order books one adult's place per vehicle, as the server counts it. */
function vehicleParty(order: unknown): { adults: number; kids: number; vehicles: number } {
  const lines = typeof order === "string" ? (JSON.parse(order) as { ordered?: unknown }[]) : [];
  const adults = lines.reduce((sum, line) => sum + (typeof line.ordered === "number" ? line.ordered : 0), 0);
  return { adults, kids: 0, vehicles: 0 };
}

export function bookingPath(activityPath: string): string {
  return `/api${activityPath}/booking`;
}

export interface StoredBooking {
  id: number;
  reference: string;
  status: string;
  activity_id: number | null;
  transport_id: number | null;
  package_id: number | null;
  user_id: number | null;
  locale: string;
  currency: string;
  visit_date: string;
  start_time: string | null;
  adults: number;
  kids: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  special_request: string;
  pickup_location: string;
  payment_method: string;
  order_data: string;
  total_idr: number;
  total_usd_cents: number;
  idempotency_key: string | null;
}

export async function storedBooking(reference: string): Promise<StoredBooking | null> {
  return env.DB.prepare("SELECT * FROM bookings WHERE reference = ?").bind(reference).first<StoredBooking>();
}

/** A booking's status and how it ended, with the fee stored then. */
export interface StoredEnding {
  status: string;
  cancellation_kind: string | null;
  cancellation_fee_percent: number | null;
  cancellation_fee_idr: number | null;
  total_idr: number;
}

export async function storedEnding(reference: string): Promise<StoredEnding> {
  const row = await env.DB.prepare(
    `SELECT status, cancellation_kind, cancellation_fee_percent, cancellation_fee_idr, total_idr
     FROM bookings WHERE reference = ?`,
  )
    .bind(reference)
    .first<StoredEnding>();
  if (!row) throw new Error(`no booking ${reference}`);
  return row;
}

export async function countBookings(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM bookings").first<{ n: number }>())?.n ?? 0;
}

export async function countOutbox(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>())?.n ?? 0;
}

/** The booking's mails in the outbox, in the order they were written, with the language each speaks. */
export async function mailsOf(reference: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.kind, m.to_address, m.locale, m.subject FROM mail_outbox m JOIN bookings b ON b.id = m.booking_id
     WHERE b.reference = ? ORDER BY m.id`,
  )
    .bind(reference)
    .all<OutboxMail>();
  return results;
}

export interface OutboxMail {
  kind: string;
  to_address: string;
  locale: string;
  subject: string;
}

export function roundTripsOf(headers: Headers): number {
  return Number(headers.get("server-timing")?.match(/(\d+) round trips/)?.[1] ?? Number.NaN);
}

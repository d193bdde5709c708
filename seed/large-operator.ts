/**
 * The rows of a large operator (issue 37, docs/decisions/0059-large-seed.md): accounts, newsletter
 * subscribers, bookings over two years in every status with their history, trips and reviews,
 * made from the seeded catalogue's own items. Pure and deterministic: the same source, counts,
 * day and seed give the same rows. scripts/seed-large.ts reads the source from the local D1 and
 * writes these rows into it; tests/unit/large-operator.test.ts holds them to the schema's rules.
 */
import { type AvailabilityRule, runsOn } from "#domain/availability.ts";
import {
  type PricedProduct,
  partyOf,
  type SeatedProduct,
  startingQuantities,
  storedOrder,
} from "#domain/booking-rules.ts";
import { COUNTRIES } from "#domain/countries.ts";
import { mailboxOf } from "#domain/email.ts";
import type { Locale } from "#domain/locale.ts";
import type { TripPlan } from "#domain/trip.ts";
import { REFERENCE_ALPHABET } from "#workers/booking/reference.ts";

/** Where `npm run seed:large` puts the large database unless D1_STATE_DIR says otherwise. */
export const LARGE_STATE_DIR = ".wrangler/large-state";

export type Random = () => number;

/** mulberry32: a small, fast PRNG whose sequence depends only on its seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

export type SourceProduct = PricedProduct & SeatedProduct & { names: Record<Locale, string> };

export interface SourcePackage {
  id: number;
  names: Record<Locale, string>;
  products: SourceProduct[];
}

export interface SourceActivity {
  id: number;
  names: Record<Locale, string>;
  cancelationHours: number;
  rule: AvailabilityRule;
  packages: SourcePackage[];
}

export interface SourceTransport {
  id: number;
  name: string;
  priceIdr: number;
  priceUsdCents: number;
  tripForm: "airport_transfer" | "with_driver" | "rental";
  rule: AvailabilityRule;
}

/** What the bookings and reviews are of: the published catalogue, as the local D1 holds it. */
export interface LargeSource {
  activities: SourceActivity[];
  transports: SourceTransport[];
  destinations: number[];
  /** Dates the whole catalogue is closed (Nyepi): nothing is booked on them. */
  closedDates: ReadonlySet<string>;
}

export interface LargeCounts {
  bookings: number;
  trips: number;
  reviews: number;
  accounts: number;
  subscribers: number;
}

export const LARGE_COUNTS: LargeCounts = {
  bookings: 500_000,
  trips: 4_000,
  reviews: 150_000,
  accounts: 50_000,
  subscribers: 20_000,
};

const FIRST_NAMES = [
  "Made",
  "Wayan",
  "Ketut",
  "Nyoman",
  "Putu",
  "Komang",
  "Ayu",
  "Dewi",
  "Sari",
  "Agung",
  "Olivia",
  "Jack",
  "Charlotte",
  "Noah",
  "Amelia",
  "William",
  "Mia",
  "Lucas",
  "Hannah",
  "Liam",
  "Emma",
  "Sophie",
  "Ben",
  "Yuki",
  "Haruto",
  "Mei",
  "Wei",
  "Ji-woo",
  "Minh",
  "Aarav",
  "Priya",
  "Lena",
  "Jonas",
  "Camille",
  "Hugo",
];
const LAST_NAMES = [
  "Wijaya",
  "Santoso",
  "Pratama",
  "Suryani",
  "Putra",
  "Smith",
  "Jones",
  "Brown",
  "Taylor",
  "Wilson",
  "Nguyen",
  "Tanaka",
  "Kim",
  "Chen",
  "Müller",
  "Schmidt",
  "Martin",
  "Bernard",
  "Rossi",
  "García",
  "van Dijk",
  "O'Brien",
  "Kowalski",
  "Johansson",
  "Patel",
  "Singh",
  "Lee",
  "Walker",
  "Hall",
  "Young",
];
const HOTELS = [
  "Alaya Resort, Ubud",
  "Komaneka at Bisma, Ubud",
  "The Legian, Seminyak",
  "W Bali, Seminyak",
  "Hard Rock Hotel, Kuta",
  "Padma Resort, Legian",
  "Ayana Resort, Jimbaran",
  "Mulia, Nusa Dua",
  "Villa Kubu, Seminyak",
  "Tandjung Sari, Sanur",
  "Como Uma, Canggu",
  "Amed Beach Villa, Karangasem",
];
const REQUESTS = ["", "", "", "", "Vegetarian lunch, please.", "We travel with a baby.", "Pickup before 7, please."];
const PAYMENT_METHODS = ["cash", "paypal", "credit_card", "bank_transfer"] as const;
const TITLES = ["Mr.", "Mrs.", "Ms.", ""] as const;

export const DAY_MS = 86_400_000;
/** "YYYY-MM-DD" `days` after `date`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** An instant as the app writes it, from a Bali date and minutes after its midnight (UTC+8). */
const instantOf = (date: string, minutes: number) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + minutes * 60_000).toISOString();

export interface PersonRow {
  id: number;
  name: string;
  email: string;
}

export interface UserRow extends PersonRow {
  locale: Locale;
  googleId: string | null;
  hasPassword: boolean;
  createdAt: string;
  emailVerifiedAt: string | null;
}

export function largeUsers(count: number, firstId: number, today: string, random: Random): UserRow[] {
  const users: UserRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const id = firstId + index;
    const social = random() < 0.2;
    const createdAt = instantOf(addDays(today, -between(random, 1, 730)), between(random, 0, 1439));
    users.push({
      id,
      name: `${first} ${last}`,
      email: `${first}.${last}.${id}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
      locale: random() < 0.4 ? "id" : "en",
      googleId: social ? `google-${id}` : null,
      hasPassword: !social,
      createdAt,
      emailVerifiedAt: social || random() < 0.8 ? createdAt : null,
    });
  }
  return users;
}

export interface SubscriberRow {
  email: string;
  locale: Locale;
  createdAt: string;
  confirmedAt: string | null;
}

export function largeSubscribers(count: number, today: string, random: Random): SubscriberRow[] {
  return Array.from({ length: count }, (_, index) => {
    const createdAt = instantOf(addDays(today, -between(random, 1, 730)), between(random, 0, 1439));
    return {
      email: `reader${index + 1}@example.org`,
      locale: random() < 0.4 ? "id" : "en",
      createdAt,
      confirmedAt: random() < 0.85 ? createdAt : null,
    };
  });
}

export type BookingStatus = "requested" | "confirmed" | "declined" | "cancelled";
export type CancellationKind = "tourist" | "operator" | "no_show";

export interface StoredLine {
  product_id: number;
  name: string;
  quantity: number;
  price_idr: number;
  price_usd_cents: number;
}

export interface BookingEventRow {
  action: "confirmed" | "declined" | "cancelled" | "no_show";
  fromStatus: "requested" | "confirmed";
  actorRole: "operator" | "tourist";
  userId: number | null;
  actorName: string;
  actorEmail: string;
  confirmationId: string | null;
  createdAt: string;
  feePercent: number | null;
}

export interface BookingRow {
  id: number;
  reference: string;
  status: BookingStatus;
  activityId: number | null;
  transportId: number | null;
  packageId: number | null;
  userId: number | null;
  tripId: number | null;
  locale: Locale;
  currency: "IDR" | "USD";
  visitDate: string;
  startTime: string | null;
  adults: number;
  kids: number;
  seats: number;
  vehicles: number;
  people: number;
  firstName: string;
  lastName: string;
  email: string;
  mailbox: string;
  phoneNumber: string;
  country: string;
  specialRequest: string;
  pickupLocation: string;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  orderData: string;
  totalIdr: number;
  totalUsdCents: number;
  confirmationId: string | null;
  decidedAt: string | null;
  cancelledAt: string | null;
  cancellationKind: CancellationKind | null;
  cancellationFeePercent: number | null;
  cancellationFeeIdr: number | null;
  cancellationFeeUsdCents: number | null;
  tripDirection: "arrival" | "departure" | null;
  flightNumber: string | null;
  flightTime: string | null;
  pickupTime: string | null;
  createdAt: string;
  events: BookingEventRow[];
}

/** Unique booking references without a lookup: the index times a number prime to 30, modulo 30^8, is a bijection. */
function referenceOf(prefix: string, index: number): string {
  const base = REFERENCE_ALPHABET.length;
  let value = (index * 1_000_000_007 + 123_456_789) % base ** 8;
  const symbols: string[] = [];
  for (let place = 0; place < 8; place += 1) {
    symbols.push(REFERENCE_ALPHABET[value % base] as string);
    value = Math.floor(value / base);
  }
  return `${prefix}-${symbols.slice(0, 4).join("")}-${symbols.slice(4).join("")}`;
}

/** Seats held per item, date and departure: a booking that holds seats is made only where they fit. */
export class SeatLedger {
  private readonly held = new Map<string, number>();

  private keyOf(item: string, rule: AvailabilityRule, date: string, startTime: string | null) {
    const perTime = rule.capacityPer === "start_time" && rule.startTimes.length > 0;
    return `${item}|${date}|${perTime ? (startTime ?? "") : ""}`;
  }

  tryHold(item: string, rule: AvailabilityRule, date: string, startTime: string | null, seats: number): boolean {
    const key = this.keyOf(item, rule, date, startTime);
    const after = (this.held.get(key) ?? 0) + seats;
    if (after > rule.capacity) return false;
    this.held.set(key, after);
    return true;
  }

  heldOn(item: string, rule: AvailabilityRule, date: string, startTime: string | null): number {
    return this.held.get(this.keyOf(item, rule, date, startTime)) ?? 0;
  }
}

/** Picks indexes with a long tail: a few items are booked and reviewed far more than the rest. */
export function popularityPicker(count: number, random: Random): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 0; rank < count; rank += 1) {
    sum += 1 / (rank + 8) ** 0.9;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

interface Order {
  packageId: number | null;
  lines: StoredLine[];
  totalIdr: number;
  totalUsdCents: number;
  adults: number;
  kids: number;
  seats: number;
  vehicles: number;
  people: number;
}

/** An order of one package priced as the server prices it: each product at its minimal, the first sometimes more. */
export function orderOf(pack: SourcePackage, locale: Locale, random: Random): Order | null {
  const products = pack.products.map((product) => ({ ...product, name: product.names[locale] }));
  const quantities = startingQuantities(products);
  const first = products[0];
  if (first && first.unit !== "extra")
    quantities[first.id] = Math.min(100, (quantities[first.id] ?? 0) + between(random, 0, 3));
  const party = partyOf(products, quantities);
  if (party.seats === 0) return null;
  return {
    packageId: pack.id,
    ...storedOrder(products, quantities),
    adults: party.adults,
    kids: party.kids,
    seats: party.seats,
    vehicles: party.vehicles,
    people: party.vehicles > 0 ? Math.max(1, Math.min(party.passengerSeats, between(random, 1, 4))) : 0,
  };
}

function vehicleOrder(transport: SourceTransport): Order {
  return {
    packageId: null,
    lines: [
      {
        product_id: transport.id,
        name: transport.name,
        quantity: 1,
        price_idr: transport.priceIdr,
        price_usd_cents: transport.priceUsdCents,
      },
    ],
    totalIdr: transport.priceIdr,
    totalUsdCents: transport.priceUsdCents,
    adults: 1,
    kids: 0,
    seats: 1,
    vehicles: 0,
    people: 0,
  };
}

/** How a booking ends up, by whether its visit is past: every status, cancellations and no-shows. */
type Outcome = { status: BookingStatus; kind: CancellationKind | null; wasConfirmed: boolean };
function outcomeOf(past: boolean, random: Random): Outcome {
  const roll = random();
  if (past) {
    if (roll < 0.7) return { status: "confirmed", kind: null, wasConfirmed: true };
    if (roll < 0.8) return { status: "cancelled", kind: "tourist", wasConfirmed: random() < 0.6 };
    if (roll < 0.83) return { status: "cancelled", kind: "operator", wasConfirmed: true };
    if (roll < 0.87) return { status: "cancelled", kind: "no_show", wasConfirmed: true };
    if (roll < 0.97) return { status: "declined", kind: null, wasConfirmed: false };
    return { status: "requested", kind: null, wasConfirmed: false };
  }
  if (roll < 0.25) return { status: "requested", kind: null, wasConfirmed: false };
  if (roll < 0.8) return { status: "confirmed", kind: null, wasConfirmed: true };
  if (roll < 0.9) return { status: "cancelled", kind: "tourist", wasConfirmed: random() < 0.5 };
  if (roll < 0.92) return { status: "cancelled", kind: "operator", wasConfirmed: true };
  return { status: "declined", kind: null, wasConfirmed: false };
}

const holdsSeats = (status: BookingStatus) => status === "requested" || status === "confirmed";
const earlier = (a: string, b: string) => (a < b ? a : b);

export interface BookingContext {
  source: LargeSource;
  users: readonly UserRow[];
  staff: readonly PersonRow[];
  today: string;
  /** The moment the rows are written: nothing is created, decided or cancelled after it. */
  now: string;
  random: Random;
  ledger: SeatLedger;
  confirmationCounts: Map<string, number>;
}

export function bookingContext(
  source: LargeSource,
  users: readonly UserRow[],
  staff: readonly PersonRow[],
  now: Date,
  random: Random,
): BookingContext {
  const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return {
    source,
    users,
    staff,
    today,
    now: now.toISOString(),
    random,
    ledger: new SeatLedger(),
    confirmationCounts: new Map(),
  };
}

/** A booking ID as the operator's confirmation writes it, unique per visit day by a counter. */
function confirmationIdOf(context: BookingContext, visitDate: string): string {
  const count = context.confirmationCounts.get(visitDate) ?? 0;
  context.confirmationCounts.set(visitDate, count + 1);
  const base = REFERENCE_ALPHABET.length;
  const symbols = [0, 1, 2, 3].map((place) => REFERENCE_ALPHABET[Math.floor(count / base ** place) % base]);
  return `BK-${visitDate.slice(2, 10).replaceAll("-", "")}-${symbols.join("")}`;
}

interface Guest {
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  locale: Locale;
}

function guestOf(context: BookingContext, index: number): Guest {
  const { random, users } = context;
  const title = pick(random, TITLES);
  const user = users.length > 0 && random() < 0.4 ? pick(random, users) : null;
  const [first, ...rest] = user ? user.name.split(" ") : [pick(random, FIRST_NAMES), pick(random, LAST_NAMES)];
  const firstName = `${title ? `${title} ` : ""}${first}`;
  const lastName = rest.join(" ");
  const email = user?.email ?? `${first}.${lastName}.b${index}@example.net`.toLowerCase().replace(/[^a-z0-9.@-]/g, "");
  return {
    userId: user?.id ?? null,
    firstName,
    lastName,
    email,
    locale: user?.locale ?? (random() < 0.4 ? "id" : "en"),
  };
}

interface Placement {
  activityId: number | null;
  transportId: number | null;
  rule: AvailabilityRule;
  order: Order;
  startTime: string | null;
  cancelationHours: number;
  transport: SourceTransport | null;
}

/** An item, package and departure that runs on `date`. */
function placementOn(
  context: BookingContext,
  date: string,
  locale: Locale,
  activityIndex: () => number,
  forceActivity: SourceActivity | null,
): Placement | null {
  const { source, random } = context;
  if (source.closedDates.has(date)) return null;
  if (!forceActivity && source.transports.length > 0 && random() < 0.04) {
    const transport = pick(random, source.transports);
    if (!runsOn(transport.rule, date)) return null;
    return {
      activityId: null,
      transportId: transport.id,
      rule: transport.rule,
      order: vehicleOrder(transport),
      startTime: null,
      cancelationHours: 24,
      transport,
    };
  }
  const activity = forceActivity ?? (source.activities[activityIndex()] as SourceActivity);
  if (!runsOn(activity.rule, date) || activity.packages.length === 0) return null;
  const order = orderOf(pick(random, activity.packages), locale, random);
  if (!order) return null;
  const startTime = activity.rule.startTimes.length > 0 ? pick(random, activity.rule.startTimes) : null;
  return {
    activityId: activity.id,
    transportId: null,
    rule: activity.rule,
    order,
    startTime,
    cancelationHours: activity.cancelationHours,
    transport: null,
  };
}

/**
 * One booking, or null when the drawn item does not run that day or has no seats left for a status
 * that holds them (the caller draws again). Its history follows its status: a confirmation, a
 * decline, a cancellation after or before a confirmation, a no-show after one.
 */
export function largeBooking(
  context: BookingContext,
  id: number,
  visitDate: string,
  activityIndex: () => number,
  options: { tripId?: number; activity?: SourceActivity; outcome?: Outcome } = {},
): BookingRow | null {
  const { random, today, now, staff } = context;
  const guest = guestOf(context, id);
  const placement = placementOn(context, visitDate, guest.locale, activityIndex, options.activity ?? null);
  if (!placement) return null;
  const past = visitDate < today;
  const outcome = options.outcome ?? outcomeOf(past, random);
  const { order, rule, startTime } = placement;
  const item = placement.activityId !== null ? `a${placement.activityId}` : `t${placement.transportId}`;
  if (holdsSeats(outcome.status) && !context.ledger.tryHold(item, rule, visitDate, startTime, order.seats)) return null;

  const lead = Math.floor(random() ** 2 * 120);
  const createdDay = addDays(visitDate, -lead);
  const createdAt = earlier(
    instantOf(createdDay, between(random, 360, 1320)),
    new Date(Date.parse(now) - between(random, 1, 7 * 1440) * 60_000).toISOString(),
  );
  const later = (from: string, hours: number) =>
    earlier(new Date(Date.parse(from) + hours * 3_600_000).toISOString(), now);
  const operator = pick(random, staff);
  const operatorActor = {
    actorRole: "operator" as const,
    userId: operator.id,
    actorName: operator.name,
    actorEmail: operator.email,
  };
  const events: BookingEventRow[] = [];
  let confirmationId: string | null = null;
  let decidedAt: string | null = null;
  if (outcome.wasConfirmed || outcome.status === "declined") {
    decidedAt = later(createdAt, between(random, 1, 36));
    if (outcome.wasConfirmed) confirmationId = confirmationIdOf(context, visitDate);
    events.push({
      ...operatorActor,
      action: outcome.wasConfirmed ? "confirmed" : "declined",
      fromStatus: "requested",
      confirmationId,
      createdAt: decidedAt,
      feePercent: null,
    });
  }
  let cancelledAt: string | null = null;
  let feePercent: number | null = null;
  if (outcome.kind) {
    const visitStart = instantOf(visitDate, startTime ? Number(startTime.slice(0, 2)) * 60 : 480);
    if (outcome.kind === "no_show") {
      cancelledAt = earlier(instantOf(visitDate, 1200), now);
      feePercent = 100;
    } else {
      const after = decidedAt ?? createdAt;
      const span = Math.max(1, (Date.parse(earlier(visitStart, now)) - Date.parse(after)) / 3_600_000);
      cancelledAt = later(after, Math.max(1, Math.floor(random() * span)));
      const hoursBefore = (Date.parse(visitStart) - Date.parse(cancelledAt)) / 3_600_000;
      feePercent = outcome.kind === "operator" || hoursBefore >= placement.cancelationHours ? 0 : 100;
    }
    const byTourist = outcome.kind === "tourist";
    events.push({
      ...(byTourist
        ? {
            actorRole: "tourist" as const,
            userId: guest.userId,
            actorName: `${guest.firstName} ${guest.lastName}`,
            actorEmail: guest.email,
          }
        : operatorActor),
      action: outcome.kind === "no_show" ? "no_show" : "cancelled",
      fromStatus: outcome.wasConfirmed ? "confirmed" : "requested",
      confirmationId: null,
      createdAt: cancelledAt,
      feePercent,
    });
  }
  const transport = placement.transport;
  const form = transport?.tripForm ?? null;
  return {
    id,
    reference: referenceOf("BT", id),
    status: outcome.status,
    activityId: placement.activityId,
    transportId: placement.transportId,
    packageId: order.packageId,
    userId: guest.userId,
    tripId: options.tripId ?? null,
    locale: guest.locale,
    currency: guest.locale === "id" ? "IDR" : "USD",
    visitDate,
    startTime,
    adults: order.adults,
    kids: order.kids,
    seats: order.seats,
    vehicles: order.vehicles,
    people: order.people,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    mailbox: mailboxOf(guest.email),
    phoneNumber: `+${between(random, 1, 99)} ${between(random, 100, 999)} ${between(random, 1000, 9999)} ${between(random, 100, 999)}`,
    country: pick(random, COUNTRIES)[1],
    specialRequest: pick(random, REQUESTS),
    pickupLocation: pick(random, HOTELS),
    paymentMethod: pick(random, PAYMENT_METHODS),
    orderData: JSON.stringify(order.lines),
    totalIdr: order.totalIdr,
    totalUsdCents: order.totalUsdCents,
    confirmationId,
    decidedAt,
    cancelledAt,
    cancellationKind: outcome.kind,
    cancellationFeePercent: feePercent,
    cancellationFeeIdr: feePercent === null ? null : Math.floor((order.totalIdr * feePercent + 50) / 100),
    cancellationFeeUsdCents: feePercent === null ? null : Math.floor((order.totalUsdCents * feePercent + 50) / 100),
    tripDirection: form === "airport_transfer" ? (random() < 0.5 ? "arrival" : "departure") : null,
    flightNumber: form === "airport_transfer" ? `GA${between(random, 100, 999)}` : null,
    flightTime:
      form === "airport_transfer"
        ? `${String(between(random, 6, 22)).padStart(2, "0")}:${pick(random, ["00", "15", "30", "45"])}`
        : null,
    pickupTime: form === "with_driver" ? `0${between(random, 6, 9)}:00` : null,
    createdAt,
    events,
  };
}

/** `count` bookings with visits from a year before `today` to a year after, ids from `firstId`. */
export function* largeBookings(context: BookingContext, count: number, firstId: number): Generator<BookingRow> {
  const activityIndex = popularityPicker(context.source.activities.length, context.random);
  let made = 0;
  let misses = 0;
  while (made < count) {
    const visitDate = addDays(context.today, between(context.random, -365, 364));
    const booking = largeBooking(context, firstId + made, visitDate, activityIndex);
    if (booking) {
      made += 1;
      misses = 0;
      yield booking;
    } else {
      misses += 1;
      if (misses > 10_000) throw new Error(`The catalogue has no room for ${count} bookings (made ${made}).`);
    }
  }
}

export type TripStatus = "requested" | "quoted" | "accepted" | "changes_requested" | "expired" | "cancelled";

export interface TripLineRow {
  dayDate: string;
  position: number;
  activityId: number;
  packageId: number;
  description: string;
  priceIdr: number;
  priceUsdCents: number;
  startTime: string | null;
  bookingId: number | null;
}

export interface TripRow {
  id: number;
  reference: string;
  status: TripStatus;
  guest: Guest;
  arrival: string;
  departure: string;
  adults: number;
  plan: TripPlan;
  estimateIdr: number;
  estimateUsdCents: number;
  quotedAt: string | null;
  validUntil: string | null;
  createdAt: string;
  lines: TripLineRow[];
  bookings: BookingRow[];
}

const TRIP_STATUSES: readonly TripStatus[] = [
  "accepted",
  "accepted",
  "accepted",
  "quoted",
  "quoted",
  "requested",
  "requested",
  "changes_requested",
  "expired",
  "cancelled",
];

/** A trip of a few days with an activity on some of them; an accepted one's lines became bookings. */
export function largeTrip(context: BookingContext, id: number, nextBookingId: () => number): TripRow {
  const { random, source, now } = context;
  const activityIndex = popularityPicker(source.activities.length, random);
  const arrival = addDays(context.today, between(random, -300, 300));
  const departure = addDays(arrival, between(random, 1, 6));
  const status = pick(random, TRIP_STATUSES);
  const guest = guestOf(context, -id);
  const lines: TripLineRow[] = [];
  const bookings: BookingRow[] = [];
  const days: TripPlan["days"] = [];
  for (let day = arrival; day <= departure; day = addDays(day, 1)) {
    if (random() < 0.4) {
      days.push({ date: day, items: [] });
      continue;
    }
    const activity = source.activities[activityIndex()] as SourceActivity;
    const pack = activity.packages[0];
    const order = pack ? orderOf(pack, guest.locale, random) : null;
    if (!pack || !order) {
      days.push({ date: day, items: [] });
      continue;
    }
    const startTime = activity.rule.startTimes[0] ?? null;
    days.push({ date: day, items: [{ kind: "activity", activityId: activity.id, packageId: pack.id, startTime }] });
    let bookingId: number | null = null;
    if (status === "accepted") {
      const outcome: Outcome =
        day < context.today
          ? { status: "confirmed", kind: null, wasConfirmed: true }
          : { status: "requested", kind: null, wasConfirmed: false };
      const booking = largeBooking(context, nextBookingId(), day, activityIndex, {
        tripId: id,
        activity: { ...activity, packages: [pack] },
        outcome,
      });
      if (booking) {
        bookings.push(booking);
        bookingId = booking.id;
      }
    }
    lines.push({
      dayDate: day,
      position: 0,
      activityId: activity.id,
      packageId: pack.id,
      description: `${activity.names[guest.locale]}: ${pack.names[guest.locale]}`,
      priceIdr: order.totalIdr,
      priceUsdCents: order.totalUsdCents,
      startTime,
      bookingId,
    });
  }
  const createdAt = earlier(instantOf(addDays(arrival, -between(random, 7, 90)), between(random, 360, 1320)), now);
  const quoted = status !== "requested";
  const quotedAt = quoted ? earlier(new Date(Date.parse(createdAt) + 20 * 3_600_000).toISOString(), now) : null;
  return {
    id,
    reference: referenceOf("TR", id),
    status,
    guest,
    arrival,
    departure,
    adults: 2,
    plan: { arrival, departure, adults: 2, kids: 0, days },
    estimateIdr: lines.reduce((sum, line) => sum + line.priceIdr, 0),
    estimateUsdCents: lines.reduce((sum, line) => sum + line.priceUsdCents, 0),
    quotedAt,
    validUntil: quoted ? addDays(quotedAt?.slice(0, 10) ?? arrival, 7) : null,
    createdAt,
    lines,
    bookings,
  };
}

export type ReviewSubject = { activityId: number } | { destinationId: number } | { transportId: number };

export interface ReviewRow {
  subject: ReviewSubject;
  userId: number | null;
  authorName: string | null;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
  replyBody: string | null;
  repliedAt: string | null;
}

const REVIEW_TEXTS: Record<Locale, Record<number, [string, string]>> = {
  en: {
    5: ["Unforgettable day", "Our guide was wonderful and everything ran on time. We would book it again."],
    4: ["Very good", "Beautiful places and a friendly driver; lunch could have been better."],
    3: ["Fine", "Nice enough, but the traffic made it a long day."],
    2: ["Not what we hoped", "The pickup was an hour late and the group was too big."],
    1: ["Disappointing", "Nobody came to the hotel and we waited all morning."],
  },
  id: {
    5: ["Hari yang tak terlupakan", "Pemandu kami luar biasa dan semuanya tepat waktu. Kami akan memesan lagi."],
    4: ["Sangat bagus", "Tempatnya indah dan sopirnya ramah; makan siangnya bisa lebih baik."],
    3: ["Lumayan", "Cukup menyenangkan, tetapi macetnya membuat harinya panjang."],
    2: ["Tidak sesuai harapan", "Penjemputan terlambat satu jam dan rombongannya terlalu besar."],
    1: ["Mengecewakan", "Tidak ada yang datang ke hotel dan kami menunggu sepanjang pagi."],
  },
};

function ratingOf(random: Random): number {
  const roll = random();
  if (roll < 0.55) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.9) return 3;
  return roll < 0.95 ? 2 : 1;
}

/**
 * `count` reviews, mostly of activities (the popular ones most), some of places and vehicles. An
 * account reviews an item at most once (migration 0026); a few are anonymous, hidden or answered.
 */
export function* largeReviews(
  source: LargeSource,
  users: readonly UserRow[],
  count: number,
  today: string,
  random: Random,
): Generator<ReviewRow> {
  const activityIndex = popularityPicker(source.activities.length, random);
  const reviewed = new Set<string>();
  let made = 0;
  while (made < count) {
    const roll = random();
    const subject: ReviewSubject =
      roll < 0.94 || (source.destinations.length === 0 && source.transports.length === 0)
        ? { activityId: (source.activities[activityIndex()] as SourceActivity).id }
        : roll < 0.97 && source.destinations.length > 0
          ? { destinationId: pick(random, source.destinations) }
          : source.transports.length > 0
            ? { transportId: pick(random, source.transports).id }
            : { destinationId: pick(random, source.destinations) };
    const user = users.length > 0 && random() < 0.9 ? pick(random, users) : null;
    if (user) {
      const key = `${user.id}:${JSON.stringify(subject)}`;
      if (reviewed.has(key)) continue;
      reviewed.add(key);
    }
    const locale = user?.locale ?? (random() < 0.4 ? "id" : "en");
    const rating = ratingOf(random);
    const [title, body] = REVIEW_TEXTS[locale][rating] as [string, string];
    const createdAt = instantOf(addDays(today, -between(random, 1, 730)), between(random, 0, 1439));
    const hidden = random() < 0.01;
    const replied = random() < 0.05;
    const answeredAt = new Date(Date.parse(createdAt) + 86_400_000).toISOString();
    made += 1;
    yield {
      subject,
      userId: user?.id ?? null,
      authorName: user ? user.name : pick(random, [null, `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`]),
      rating,
      title,
      body,
      createdAt,
      hiddenAt: hidden ? answeredAt : null,
      hiddenReason: hidden ? "Advertising for another company." : null,
      replyBody: replied ? "Terima kasih! Thank you for your review." : null,
      repliedAt: replied ? answeredAt : null,
    };
  }
}

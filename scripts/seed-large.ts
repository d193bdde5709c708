/**
 * `npm run seed:large`: a local database of a large operator (issue 37), for `npm run bench:scale`
 * and for trying the site at that size: `D1_STATE_DIR=.wrangler/large-state npm start`.
 *
 * It starts over in its own D1_STATE_DIR (default .wrangler/large-state; never the developer's
 * .wrangler/state): migrations and the normal seed through scripts/local-db.ts, then the bulk rows
 * written straight into the local D1's SQLite file in one transaction (docs/decisions/0059):
 * the seeded activities copied to 5,000 in both languages with their packages, products and
 * availability, then accounts, staff, subscribers, trips, bookings and reviews from
 * seed/large-operator.ts. Deterministic: LARGE_SEED (a number) changes the draw, LARGE_SEED_NOW
 * (an ISO instant) the day it is built around.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { type AvailabilityRuleRow, ruleFromRow } from "#domain/availability.ts";
import type { ProductUnit } from "#domain/booking-rules.ts";
import { hashPassword } from "#workers/accounts/passwords.ts";
import {
  type BookingRow,
  bookingContext,
  LARGE_COUNTS,
  LARGE_STATE_DIR,
  type LargeSource,
  largeBookings,
  largeReviews,
  largeSubscribers,
  largeTrip,
  largeUsers,
  type PersonRow,
  type SourceActivity,
  seededRandom,
} from "../seed/large-operator.ts";
import {
  bookingLedgerMismatches,
  dropBookingInsertTriggers,
  restoreBookingInsertTriggers,
  stopwatch,
} from "./bulk-booking-triggers.ts";

/** Every account of the large database signs in with this password (local data only). */
export const LARGE_ACCOUNT_PASSWORD = "large-seed-password";
const ACTIVITIES = 5_000;

const stateDir = process.env.D1_STATE_DIR ?? LARGE_STATE_DIR;
if (path.resolve(stateDir) === path.resolve(".wrangler/state")) {
  throw new Error("seed:large starts its database over: give it a D1_STATE_DIR of its own, not .wrangler/state.");
}
const seed = Number(process.env.LARGE_SEED ?? 37);
const now = process.env.LARGE_SEED_NOW ? new Date(process.env.LARGE_SEED_NOW) : new Date();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

rmSync(stateDir, { recursive: true, force: true });
const prepared = spawnSync(process.execPath, ["scripts/local-db.ts"], {
  env: { ...process.env, D1_STATE_DIR: stateDir },
  stdio: ["ignore", "inherit", "inherit"],
});
if (prepared.status !== 0) throw new Error(`Preparing the database in ${stateDir} failed (see above).`);

function databaseFile(): string {
  const dir = path.join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found: ${files.join(", ") || "none"}.`);
  return path.join(dir, files[0] as string);
}

const db = new DatabaseSync(databaseFile());
db.exec("PRAGMA foreign_keys = ON");
// A page cache that holds the bookings' indexes: the default 2 MB sends every insert to the disk.
db.exec("PRAGMA cache_size = -262144");
const all = <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as T[];

/** The search index's ratings and review counts (migration 0074) from the activities' own. */
const SEARCH_RATINGS_FROM_ACTIVITIES = `UPDATE activity_search
  SET (rating, comments_count) = (SELECT a.rating, a.comments_count FROM activities a WHERE a.id = activity_search.rowid)
  WHERE rowid IN (SELECT id FROM activities WHERE comments_count > 0)`;
const columnsOf = (table: string) => all<{ name: string }>(`PRAGMA table_info(${table})`).map((column) => column.name);

/** `INSERT INTO table SELECT … FROM table WHERE <where>` with some columns given new values. */
function copier(table: string, where: string, overrides: Record<string, string>) {
  const columns = columnsOf(table);
  const values = columns.map((column) => overrides[column] ?? column);
  return db.prepare(
    `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${values.join(", ")} FROM ${table} WHERE ${where}`,
  );
}

const nextId = (table: string) => all<{ n: number }>(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`)[0]?.n ?? 1;

const VARIANTS = {
  id: ["Privat", "Pagi", "Keluarga", "Kelompok kecil", "Premium", "Setengah hari", "Sore", "Hemat"],
  en: ["Private", "Morning", "Family", "Small group", "Premium", "Half day", "Afternoon", "Saver"],
};

/** The seeded activities copied until there are ACTIVITIES, each with its texts, packages, products and availability. */
function copyCatalogue(): number {
  const sources = all<{ id: number }>("SELECT id FROM activities ORDER BY id");
  const copies = ACTIVITIES - sources.length;
  const copyActivity = copier("activities", "id = :source", {
    id: ":id",
    code: "code || '-' || :copy",
    slug: "slug || '-' || :copy",
    status: ":status",
    comments_count: "0",
    rating: "0",
    rating_1: "0",
    rating_2: "0",
    rating_3: "0",
    rating_4: "0",
    rating_5: "0",
    version: "1",
    updated_at: "NULL",
    created_at: ":created",
  });
  const copyTexts = copier("activity_translations", "activity_id = :source", {
    activity_id: ":id",
    name: "name || ' · ' || CASE locale WHEN 'id' THEN :idVariant ELSE :enVariant END",
  });
  const copyRule = db.prepare(
    `UPDATE availability_rules SET (weekdays, season_start, season_end, start_times, capacity, capacity_per, notice_hours) =
       (SELECT weekdays, season_start, season_end, start_times, capacity, capacity_per, notice_hours
        FROM availability_rules WHERE activity_id = :source)
     WHERE activity_id = :id`,
  );
  const copyBlackouts = copier("blackout_dates", "activity_id = :source", { id: "NULL", activity_id: ":id" });
  const copySearchRow = db.prepare(
    `INSERT INTO activity_search (rowid, name, type_name, location, short_des, body, rating, comments_count)
     SELECT :id, (SELECT group_concat(name, ' ') FROM (SELECT name FROM activity_translations WHERE activity_id = :id
       ORDER BY CASE locale WHEN 'id' THEN 0 ELSE 1 END)), type_name, location, short_des, body, 0, 0
     FROM activity_search WHERE rowid = :source`,
  );
  const packagesOf = db.prepare("SELECT id FROM packages WHERE activity_id = ? ORDER BY id");
  const productsOf = db.prepare("SELECT id FROM products WHERE package_id = ? ORDER BY id");
  const copyPackage = copier("packages", "id = :source", { id: ":id", activity_id: ":activity" });
  const copyPackageTexts = copier("package_translations", "package_id = :source", { package_id: ":id" });
  const copyProduct = copier("products", "id = :source", { id: ":id", package_id: ":package" });
  const copyProductTexts = copier("product_translations", "product_id = :source", { product_id: ":id" });

  let activityId = nextId("activities");
  let packageId = nextId("packages");
  let productId = nextId("products");
  for (let index = 0; index < copies; index += 1) {
    const source = (sources[index % sources.length] as { id: number }).id;
    const copy = Math.floor(index / sources.length) + 2;
    const variant = copy % VARIANTS.en.length;
    const roll = (index * 7919) % 100;
    const status = roll < 2 ? "draft" : roll < 3 ? "archived" : "published";
    const created = new Date(now.getTime() - (copies - index) * 3_600_000).toISOString();
    const id = activityId++;
    copyActivity.run({ id, source, copy, status, created });
    copyTexts.run({
      id,
      source,
      idVariant: `${VARIANTS.id[variant]} ${copy}`,
      enVariant: `${VARIANTS.en[variant]} ${copy}`,
    });
    copyRule.run({ id, source });
    copyBlackouts.run({ id, source });
    copySearchRow.run({ id, source });
    for (const pack of packagesOf.all(source) as { id: number }[]) {
      const newPackage = packageId++;
      copyPackage.run({ id: newPackage, source: pack.id, activity: id });
      copyPackageTexts.run({ id: newPackage, source: pack.id });
      for (const product of productsOf.all(pack.id) as { id: number }[]) {
        const newProduct = productId++;
        copyProduct.run({ id: newProduct, source: product.id, package: newPackage });
        copyProductTexts.run({ id: newProduct, source: product.id });
      }
    }
  }
  return copies;
}

const RULE_COLUMNS =
  "r.weekdays, r.season_start, r.season_end, r.start_times, r.capacity, r.capacity_per, r.notice_hours";
const both = (table: string, key: string, field: string) =>
  `(SELECT ${field} FROM ${table} WHERE ${key} AND locale = 'id') AS id_${field},
   (SELECT ${field} FROM ${table} WHERE ${key} AND locale = 'en') AS en_${field}`;

/** What bookings and reviews are made of: the published catalogue as it now stands. */
function readSource(): LargeSource {
  type ProductRow = {
    id: number;
    package_id: number;
    price_idr: number;
    price_usd_cents: number;
    minimal: number;
    unit: ProductUnit;
    seats: number;
    passengers: number | null;
    id_name: string;
    en_name: string;
  };
  const products = new Map<number, LargeSource["activities"][number]["packages"][number]["products"]>();
  for (const row of all<ProductRow>(
    `SELECT p.*, ${both("product_translations", "product_id = p.id", "name")} FROM products p ORDER BY p.position, p.id`,
  )) {
    const list = products.get(row.package_id) ?? [];
    list.push({
      id: row.id,
      name: row.en_name,
      names: { id: row.id_name, en: row.en_name },
      price_idr: row.price_idr,
      price_usd: row.price_usd_cents / 100,
      minimal: row.minimal,
      unit: row.unit,
      seats: row.seats,
      passengers: row.passengers,
    });
    products.set(row.package_id, list);
  }
  const packages = new Map<number, SourceActivity["packages"]>();
  for (const row of all<{ id: number; activity_id: number; id_name: string; en_name: string }>(
    `SELECT p.id, p.activity_id, ${both("package_translations", "package_id = p.id", "name")} FROM packages p ORDER BY p.position, p.id`,
  )) {
    const list = packages.get(row.activity_id) ?? [];
    list.push({ id: row.id, names: { id: row.id_name, en: row.en_name }, products: products.get(row.id) ?? [] });
    packages.set(row.activity_id, list);
  }
  const activities = all<
    AvailabilityRuleRow & { id: number; cancelation_hours: number; id_name: string; en_name: string }
  >(
    `SELECT a.id, a.cancelation_hours, a.start_time AS day_start, ${RULE_COLUMNS},
       ${both("activity_translations", "activity_id = a.id", "name")}
     FROM activities a JOIN availability_rules r ON r.activity_id = a.id WHERE a.status = 'published' ORDER BY a.id`,
  ).map((row) => ({
    id: row.id,
    names: { id: row.id_name, en: row.en_name },
    cancelationHours: row.cancelation_hours,
    rule: ruleFromRow(row),
    packages: (packages.get(row.id) ?? []).filter((pack) => pack.products.length > 0),
  }));
  // The popular ones are spread over the catalogue, not the first ids.
  const shuffle = seededRandom(seed + 1);
  for (let index = activities.length - 1; index > 0; index -= 1) {
    const other = Math.floor(shuffle() * (index + 1));
    [activities[index], activities[other]] = [activities[other] as SourceActivity, activities[index] as SourceActivity];
  }
  const transports = all<
    AvailabilityRuleRow & {
      id: number;
      manufacture: string;
      vehicle_name: string;
      price_idr: number;
      price_usd_cents: number;
      trip_form: "airport_transfer" | "with_driver" | "rental";
    }
  >(
    `SELECT t.id, t.manufacture, t.vehicle_name, t.price_idr, t.price_usd_cents, t.trip_form, NULL AS day_start, ${RULE_COLUMNS}
     FROM transports t JOIN availability_rules r ON r.transport_id = t.id WHERE t.status = 'published' ORDER BY t.id`,
  ).map((row) => ({
    id: row.id,
    name: `${row.manufacture} ${row.vehicle_name}`,
    priceIdr: row.price_idr,
    priceUsdCents: row.price_usd_cents,
    tripForm: row.trip_form,
    rule: ruleFromRow(row),
  }));
  const destinations = all<{ id: number }>("SELECT id FROM destinations WHERE status = 'published'").map(
    (row) => row.id,
  );
  const closedDates = new Set(all<{ date: string }>("SELECT date FROM closed_dates").map((row) => row.date));
  return { activities, transports, destinations, closedDates };
}

const insertBooking = db.prepare(
  `INSERT INTO bookings (id, reference, status, activity_id, transport_id, package_id, user_id, trip_id, locale, currency,
     visit_date, start_time, adults, kids, seats, vehicles, people, first_name, last_name, email, mailbox, phone_number,
     country, special_request, pickup_location, payment_method, order_data, total_idr, total_usd_cents, confirmation_id,
     decided_at, cancelled_at, cancellation_kind, cancellation_fee_percent, cancellation_fee_idr,
     cancellation_fee_usd_cents, trip_direction, flight_number, flight_time, pickup_time, reminded_at, created_at,
     source, source_name, version)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
     ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
// Each payment moves its booking's paid_idr through migration 0044's trigger, as the back office's does.
const insertPayment = db.prepare(
  `INSERT INTO booking_payments (booking_id, kind, method, currency, amount_minor, amount_idr, paid_on, user_id,
     actor_name, actor_email, created_at)
   VALUES (?, 'payment', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

/** Where a booking came from (migration 0043): the site's own, or one in ten without an account entered by the team. */
const ENTERED_SOURCES = [
  ["phone", ""],
  ["whatsapp", ""],
  ["walk_in", ""],
  ["email", ""],
  ["agent", "Hotel Alaya desk"],
  ["marketplace", "Klook"],
] as const;
function sourceOf(b: BookingRow): readonly [string, string] {
  if (b.userId !== null || b.tripId !== null || b.id % 10 !== 0) return ["website", ""];
  return ENTERED_SOURCES[Math.floor(b.id / 10) % ENTERED_SOURCES.length] as readonly [string, string];
}

/**
 * A confirmed booking whose day has come was paid in full: cash on the day, or by its own method
 * when it was confirmed. In the booking's currency, counted in rupiah at its own total.
 */
function paymentOf(b: BookingRow, today: string) {
  if (b.status !== "confirmed" || b.visitDate > today) return null;
  const paidOn = b.paymentMethod === "cash" ? b.visitDate : (b.decidedAt ?? b.createdAt).slice(0, 10);
  const usd = b.currency === "USD" && b.totalUsdCents > 0;
  return {
    method: b.paymentMethod,
    currency: usd ? "USD" : "IDR",
    amountMinor: usd ? b.totalUsdCents : b.totalIdr,
    amountIdr: b.totalIdr,
    paidOn: paidOn > today ? today : paidOn,
    at: `${paidOn}T03:00:00.000Z`,
  };
}
const insertEvent = db.prepare(
  `INSERT INTO booking_events (booking_id, action, from_status, actor_role, user_id, actor_name, actor_email,
     confirmation_id, created_at, policy_fee_percent, fee_percent)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

function writeBooking(b: BookingRow, today: string, cashier: PersonRow): number {
  // A confirmed booking whose visit has come got its day-before reminder.
  const reminded = b.status === "confirmed" && b.visitDate <= today ? `${b.visitDate}T02:00:00.000Z` : null;
  const [source, sourceName] = sourceOf(b);
  const payment = b.totalIdr > 0 ? paymentOf(b, today) : null;
  // Each answer, cancellation and ledger line moved the version on (migration 0044).
  const version = 1 + b.events.length + (payment ? 1 : 0);
  insertBooking.run(
    b.id,
    b.reference,
    b.status,
    b.activityId,
    b.transportId,
    b.packageId,
    b.userId,
    b.tripId,
    b.locale,
    b.currency,
    b.visitDate,
    b.startTime,
    b.adults,
    b.kids,
    b.seats,
    b.vehicles,
    b.people,
    b.firstName,
    b.lastName,
    b.email,
    b.mailbox,
    b.phoneNumber,
    b.country,
    b.specialRequest,
    b.pickupLocation,
    b.paymentMethod,
    b.orderData,
    b.totalIdr,
    b.totalUsdCents,
    b.confirmationId,
    b.decidedAt,
    b.cancelledAt,
    b.cancellationKind,
    b.cancellationFeePercent,
    b.cancellationFeeIdr,
    b.cancellationFeeUsdCents,
    b.tripDirection,
    b.flightNumber,
    b.flightTime,
    b.pickupTime,
    reminded,
    b.createdAt,
    source,
    sourceName,
    version,
  );
  if (payment) {
    insertPayment.run(
      b.id,
      payment.method,
      payment.currency,
      payment.amountMinor,
      payment.amountIdr,
      payment.paidOn,
      cashier.id,
      cashier.name,
      cashier.email,
      payment.at,
    );
  }
  for (const e of b.events) {
    insertEvent.run(
      b.id,
      e.action,
      e.fromStatus,
      e.actorRole,
      e.userId,
      e.actorName,
      e.actorEmail,
      e.confirmationId,
      e.createdAt,
      e.feePercent,
      e.feePercent,
    );
  }
  return b.events.length;
}

async function main() {
  const random = seededRandom(seed);
  const made: [string, number][] = [];
  db.exec("BEGIN");
  try {
    made.push(["activities copied (with packages, products, availability, search rows)", copyCatalogue()]);

    const passwordHash = await hashPassword(LARGE_ACCOUNT_PASSWORD);
    const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const users = largeUsers(LARGE_COUNTS.accounts, nextId("users"), today, random);
    const insertUser = db.prepare(
      `INSERT INTO users (id, name, email, password_hash, google_id, locale, role, created_at, email_verified_at)
       VALUES (?, ?, ?, ?, ?, ?, 'tourist', ?, ?)`,
    );
    for (const u of users) {
      insertUser.run(
        u.id,
        u.name,
        u.email,
        u.hasPassword ? passwordHash : null,
        u.googleId,
        u.locale,
        u.createdAt,
        u.emailVerifiedAt,
      );
    }
    made.push(["accounts", users.length]);

    // The team that answered the bookings: an owner, and members who joined by the owner's invitation.
    const firstStaff = nextId("users");
    const staff: PersonRow[] = ["Wayan Sudarma", "Kadek Ayu", "Nyoman Arta", "Putu Lestari", "Komang Dana"].map(
      (name, index) => ({ id: firstStaff + index, name, email: `staff${index + 1}@balitours.example` }),
    );
    const joined = new Date(now.getTime() - 800 * 86_400_000).toISOString();
    for (const [index, member] of staff.entries()) {
      db.prepare(
        `INSERT INTO users (id, name, email, password_hash, locale, role, created_at, email_verified_at)
         VALUES (?, ?, ?, ?, 'id', 'operator', ?, ?)`,
      ).run(member.id, member.name, member.email, passwordHash, joined, joined);
      if (index > 0) {
        db.prepare(
          `INSERT INTO team_invitations (email, name, locale, token_hash, invited_by, inviter_name, expires_at, user_id,
             accepted_at, created_at) VALUES (?, ?, 'id', ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          member.email,
          member.name,
          `large-seed-${index}`,
          staff[0]?.id ?? null,
          staff[0]?.name ?? "",
          "2100-01-01T00:00:00.000Z",
          member.id,
          joined,
          joined,
        );
      }
    }
    made.push(["staff (operators)", staff.length]);

    const insertSubscriber = db.prepare(
      "INSERT INTO subscribers (email, locale, created_at, confirmed_at) VALUES (?, ?, ?, ?)",
    );
    const subscribers = largeSubscribers(LARGE_COUNTS.subscribers, today, random);
    for (const s of subscribers) insertSubscriber.run(s.email, s.locale, s.createdAt, s.confirmedAt);
    made.push(["newsletter subscribers", subscribers.length]);

    const source = readSource();
    const bookingTriggers = dropBookingInsertTriggers(db);
    const context = bookingContext(source, users, staff, now, random);
    const cashier = staff[1] as PersonRow;
    let bookingId = nextId("bookings");
    let events = 0;
    let tripBookings = 0;
    const insertTrip = db.prepare(
      `INSERT INTO trips (id, reference, status, user_id, locale, currency, arrival, departure, adults, kids, first_name,
         last_name, email, mailbox, phone_number, country, pickup_location, payment_method, plan, estimate_idr,
         estimate_usd_cents, quote_notes, valid_until, quoted_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, lower(?), '+62 812 0000 0000', 'Australia', 'Villa Kubu, Seminyak',
         'bank_transfer', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertLine = db.prepare(
      `INSERT INTO trip_quote_lines (trip_id, day_date, position, item_kind, activity_id, package_id, description,
         price_idr, price_usd_cents, start_time, booking_id) VALUES (?, ?, ?, 'activity', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const firstTrip = nextId("trips");
    for (let index = 0; index < LARGE_COUNTS.trips; index += 1) {
      const trip = largeTrip(context, firstTrip + index, () => bookingId++);
      const g = trip.guest;
      insertTrip.run(
        trip.id,
        trip.reference,
        trip.status,
        g.userId,
        g.locale,
        g.locale === "id" ? "IDR" : "USD",
        trip.arrival,
        trip.departure,
        trip.adults,
        g.firstName,
        g.lastName,
        g.email,
        g.email,
        JSON.stringify(trip.plan),
        trip.estimateIdr,
        trip.estimateUsdCents,
        trip.quotedAt ? "Harga sudah termasuk sopir. Prices include the driver." : "",
        trip.validUntil,
        trip.quotedAt,
        trip.createdAt,
      );
      for (const booking of trip.bookings) events += writeBooking(booking, today, cashier);
      tripBookings += trip.bookings.length;
      for (const line of trip.lines) {
        insertLine.run(
          trip.id,
          line.dayDate,
          line.position,
          line.activityId,
          line.packageId,
          line.description,
          line.priceIdr,
          line.priceUsdCents,
          line.startTime,
          line.bookingId,
        );
      }
    }
    made.push(["trips", LARGE_COUNTS.trips], ["bookings of accepted trips", tripBookings]);

    const byStatus = new Map<string, number>();
    let count = 0;
    for (const booking of largeBookings(context, LARGE_COUNTS.bookings - tripBookings, bookingId)) {
      events += writeBooking(booking, today, cashier);
      const key = booking.cancellationKind ? `cancelled (${booking.cancellationKind})` : booking.status;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      count += 1;
      if (count % 100_000 === 0) process.stderr.write(`  ${count} bookings (${seconds()} s)\n`);
    }
    made.push(
      ["bookings", count + tripBookings],
      ...[...byStatus].sort().map(([status, n]): [string, number] => [`  ${status}`, n]),
    );
    made.push(["booking history rows", events]);
    const fill = stopwatch();
    restoreBookingInsertTriggers(db, bookingTriggers, fill.lap);
    const ledger = bookingLedgerMismatches(db);
    if (ledger.length > 0) throw new Error(`The bookings' payments do not add up: ${ledger.join("; ")}`);
    fill.lap("check: payments");
    made.push(["payments", all<{ n: number }>("SELECT count(*) AS n FROM booking_payments")[0]?.n ?? 0]);
    process.stderr.write(`  search index, counters and payments filled and checked (${seconds()} s)\n`);
    // SEED_LARGE_STEPS=1 lists every step; otherwise those of a second or more.
    const shown = fill.steps.filter(([, took]) => process.env.SEED_LARGE_STEPS || took >= 1);
    for (const [step, took] of shown) process.stderr.write(`    ${took.toFixed(1).padStart(6)} s  ${step}\n`);

    // Migration 0074's trigger writes an activity's search row again for each review (0.2 ms, the
    // row's words indexed again): the reviews go without it, then each reviewed activity's row takes
    // its rating and count once, and the trigger is put back as the schema held it.
    const ratingTrigger = all<{ sql: string }>(
      "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'activity_search_rating'",
    )[0]?.sql;
    if (!ratingTrigger) throw new Error("migration 0074's trigger activity_search_rating is missing");
    db.exec("DROP TRIGGER activity_search_rating");
    const insertReview = db.prepare(
      `INSERT INTO comments (activity_id, destination_id, transport_id, user_id, author_name, rating, title, body,
         created_at, updated_at, hidden_at, hidden_reason, reply_body, replied_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let reviews = 0;
    for (const r of largeReviews(source, users, LARGE_COUNTS.reviews, today, random)) {
      const s = r.subject;
      insertReview.run(
        "activityId" in s ? s.activityId : null,
        "destinationId" in s ? s.destinationId : null,
        "transportId" in s ? s.transportId : null,
        r.userId,
        r.authorName,
        r.rating,
        r.title,
        r.body,
        r.createdAt,
        r.repliedAt ?? r.createdAt,
        r.hiddenAt,
        r.hiddenReason,
        r.replyBody,
        r.repliedAt,
      );
      reviews += 1;
    }
    db.exec(SEARCH_RATINGS_FROM_ACTIVITIES);
    db.exec(ratingTrigger);
    made.push(["reviews (counts and ratings kept by the triggers)", reviews]);

    const broken = all<Record<string, unknown>>("PRAGMA foreign_key_check");
    if (broken.length > 0) throw new Error(`Foreign keys broken: ${JSON.stringify(broken.slice(0, 5))}`);
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  } finally {
    db.close();
  }

  console.log(`Large database in ${stateDir} (seed ${seed}, built around ${now.toISOString()}):`);
  for (const [what, n] of made) console.log(`  ${String(n).padStart(8)}  ${what}`);
  console.log(`Made in ${seconds()} s. Serve it: D1_STATE_DIR=${stateDir} npm start`);
  console.log(`Every account's password (local data only): ${LARGE_ACCOUNT_PASSWORD}`);
}

await main();

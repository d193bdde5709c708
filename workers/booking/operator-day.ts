/**
 * The operator's day: the month's headcounts and one day's manifest, read from the bookings that
 * hold places (requested and confirmed), and the manifest as CSV for the drivers. Only reached
 * from the operator's pages, after the role check.
 */
import { msg } from "@lingui/core/macro";
import { baliToday } from "#domain/bali-time.ts";
import type { BookingKind } from "#domain/booking.ts";
import { isPhoneNumber, localTitle, type PaymentMethod, personsOf } from "#domain/booking-rules.ts";
import type { BookingSource } from "#domain/inputs/operator-booking.ts";
import { BOOKING_SOURCE_LABELS, sourceLine } from "#domain/inputs/operator-booking-messages.ts";
import type { TripDirection } from "#domain/inputs/trip-details.ts";
import type { Locale } from "#domain/locale.ts";
import {
  addMonths,
  type CalendarDay,
  type CalendarMonth,
  departureParam,
  MANIFEST_AT_ONCE,
  type Manifest,
  type ManifestBooking,
  type ManifestDeparture,
  type ManifestQuoteLine,
  type ManifestStatus,
  type ManifestTrip,
  monthRange,
} from "#domain/operator-day.ts";
import { balanceOf, collectOnTheDay } from "#domain/payments.ts";
import { translator } from "#workers/i18n.ts";
import { batchGroups, firstRow, rowsOf } from "#workers/sql.ts";
import { departurePageSql, pageAfter, pageOf } from "./day-departures.ts";
import type { StoredLine } from "./order.ts";
import { tripOf as bookingTripOf, directionText } from "./trip.ts";

const HOLDING = "status IN ('requested', 'confirmed')";

/**
 * A trip: the activity or vehicle, at the booking's start time or else the activity's own, looked
 * up only for a booking that has none.
 */
const TRIP_START = "coalesce(b.start_time, (SELECT a.start_time FROM activities a WHERE a.id = b.activity_id))";
const TRIP_KEY = `coalesce('a' || b.activity_id, 't' || b.transport_id) || '@' || coalesce(${TRIP_START}, '')`;

/**
 * The month's days with bookings, in one round trip: a row a day from the totals the triggers of
 * migration 0042 keep, instead of every booking of the month.
 */
export const CALENDAR_MONTH_SQL = `SELECT visit_date AS date, confirmed_persons AS confirmedPersons,
    requested_persons AS requestedPersons, confirmed_vehicles AS confirmedVehicles,
    requested_vehicles AS requestedVehicles, trips
  FROM booking_day_totals WHERE visit_date BETWEEN ?1 AND ?2 ORDER BY visit_date`;

/**
 * The seats sales channels hold and have not confirmed: holds until they expire, counted as the
 * seat guard's view `seat_holders` counts them (migration 0047), so the back office sees the seats
 * the site and every channel see as taken. ?1..?2 the days (the index of live holds reads only those).
 */
const LIVE_HOLDS = `channel_bookings WHERE status = 'ON_HOLD' AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
export const CALENDAR_HOLDS_SQL = `SELECT visit_date AS date, sum(seats) AS heldSeats FROM ${LIVE_HOLDS}
    AND visit_date BETWEEN ?1 AND ?2 GROUP BY visit_date`;

export async function calendarMonth(db: D1Database, month: string, now: Date): Promise<CalendarMonth> {
  const { first, last } = monthRange(month);
  const [booked, held] = await db.batch([
    db.prepare(CALENDAR_MONTH_SQL).bind(first, last),
    db.prepare(CALENDAR_HOLDS_SQL).bind(first, last),
  ]);
  return {
    month,
    previous: addMonths(month, -1),
    next: addMonths(month, 1),
    today: baliToday(now),
    days: daysWithHolds(
      rowsOf<Omit<CalendarDay, "heldSeats">>(booked),
      rowsOf<{ date: string; heldSeats: number }>(held),
    ),
  };
}

/** The days with bookings and the days with holds, merged, in order of date. */
function daysWithHolds(
  booked: Omit<CalendarDay, "heldSeats">[],
  held: { date: string; heldSeats: number }[],
): CalendarDay[] {
  const days = new Map<string, CalendarDay>(booked.map((day) => [day.date, { ...day, heldSeats: 0 }]));
  for (const { date, heldSeats } of held) {
    const day = days.get(date) ?? {
      date,
      confirmedPersons: 0,
      requestedPersons: 0,
      confirmedVehicles: 0,
      requestedVehicles: 0,
      trips: 0,
      heldSeats: 0,
    };
    days.set(date, { ...day, heldSeats });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

interface ManifestRow {
  id: number;
  trip_key: string;
  kind: BookingKind;
  reference: string;
  status: ManifestStatus;
  first_name: string;
  last_name: string;
  adults: number;
  kids: number;
  vehicles: number;
  people: number;
  order_data: string;
  pickup_location: string;
  trip_direction: TripDirection | null;
  flight_number: string | null;
  flight_time: string | null;
  pickup_time: string | null;
  phone_number: string;
  special_request: string;
  trip_reference: string | null;
  source: BookingSource;
  source_name: string;
  source_reference: string;
  net_idr: number | null;
  due_idr: number;
  paid_idr: number;
  payment_method: PaymentMethod;
}

interface QuoteLineRow {
  id: number;
  kind: ManifestQuoteLine["kind"];
  description: string;
  start_time: string | null;
  trip_reference: string;
  first_name: string;
  last_name: string;
  adults: number;
  kids: number;
  phone_number: string;
}

/**
 * The lines of accepted trip quotes on `?1` that became no booking (an extra, a place to visit):
 * the bookable lines of an accepted quote are bookings already, and show as those. Read from the
 * day's lines (migration 0052's index), each with its trip: SQLite otherwise started from every
 * accepted trip (exported for the query-plan tests).
 */
export const QUOTE_LINES_SQL = `SELECT l.id, l.item_kind AS kind, l.description, l.start_time, t.reference AS trip_reference,
    t.first_name, t.last_name, t.adults, t.kids, t.phone_number
  FROM trip_quote_lines l INDEXED BY trip_quote_lines_by_day CROSS JOIN trips t ON t.id = l.trip_id
  WHERE l.day_date = ?1 AND t.status = 'accepted' AND l.item_kind IN ('extra', 'destination')
  ORDER BY coalesce(l.start_time, '99:99'), t.reference, l.position, l.id`;

/**
 * Only while date ?2 holds at most MANIFEST_AT_ONCE bookings, or when ?3 = 1 asks for the whole day
 * (the CSV): a one-row table joined first (CROSS JOIN keeps it the outer loop), so that on a busy day
 * SQLite reads no booking at all; as a WHERE term it was checked on every booking. It counts the
 * day's bookings only up to one past the limit.
 */
const UNLESS_BUSY = `(SELECT 1 AS go WHERE ?3 = 1
    OR (SELECT count(*) FROM (SELECT 1 FROM bookings INDEXED BY bookings_by_visit_date
      WHERE visit_date = ?2 AND ${HOLDING} LIMIT ${MANIFEST_AT_ONCE + 1})) <= ${MANIFEST_AT_ONCE})
  CROSS JOIN`;

/**
 * The day's bookings that hold places (exported for the query-plan tests): ?2 the day; for the
 * whole day behind UNLESS_BUSY (?3), for one departure ?4 its key and ?5 its activity's or
 * vehicle's id, read through that item's index of the bookings holding places. The names are read
 * once per activity or vehicle (departureTextsSql), not once per booking.
 */
export function manifestSql(scope: "day" | "activity" | "transport"): string {
  // INDEXED BY: D1's statistics of a young database can make SQLite prefer the status's index, which
  // reads every booking ever requested or confirmed.
  const from = scope === "day" ? `${UNLESS_BUSY} bookings b INDEXED BY bookings_by_visit_date` : "bookings b";
  const only = scope === "day" ? "1" : `b.${scope}_id = ?5 AND ${TRIP_KEY} = ?4`;
  // No ORDER BY: D1 counts a row sorted as a row read, and the page puts the day in order itself
  // (inDayOrder), after it has the names. The trip's key says its start: TRIP_START once a booking.
  return `SELECT b.id, ${TRIP_KEY} AS trip_key,
     CASE WHEN b.activity_id IS NOT NULL THEN 'activity' ELSE 'transport' END AS kind,
     b.reference, b.status, b.first_name, b.last_name, b.adults, b.kids, b.vehicles, b.people, b.order_data,
     b.pickup_location, b.trip_direction, b.flight_number, b.flight_time, b.pickup_time,
     b.phone_number, b.special_request, b.source, b.source_name, b.source_reference,
     b.due_idr, b.paid_idr, b.payment_method,
     (SELECT x.reference FROM trips x WHERE x.id = b.trip_id) AS trip_reference,
     (SELECT cb.net_idr FROM channel_bookings cb WHERE cb.booking_id = b.id) AS net_idr
   FROM ${from}
   WHERE b.visit_date = ?2 AND b.${HOLDING} AND ${only}`;
}

/** The activity or vehicle of a departure's key ("a12" of "a12@09:00"). */
const itemOfKey = (key: string) => `substr(${key}, 1, instr(${key}, '@') - 1)`;
const ITEM_ID = "CAST(substr(i.item, 2) AS INTEGER)";

/** An activity's name and pickup time text in one translation: locale ?1, else Indonesian, else any. */
const activityTexts = (where: string) =>
  `(SELECT json_array(x.name, x.pickup_time) FROM activity_translations x WHERE x.activity_id = ${ITEM_ID} ${where})`;

/**
 * The names (and an activity's pickup time text) of the activities and vehicles of date ?2's
 * departures, each read once (exported for the query-plan tests): a large operator's day holds
 * hundreds of departures, and looking them up per booking read about ten rows a booking. For the
 * whole day's departures behind UNLESS_BUSY (?3), or for the item of the departure keyed ?3.
 */
export function departureTextsSql(scope: "day" | "departure"): string {
  const items =
    scope === "day"
      ? `SELECT DISTINCT ${itemOfKey("t.trip_key")} AS item FROM ${UNLESS_BUSY} booking_trip_totals t WHERE t.visit_date = ?2`
      : `SELECT ${itemOfKey("?3")} AS item`;
  return `SELECT i.item, CASE substr(i.item, 1, 1)
      WHEN 'a' THEN coalesce(${activityTexts("AND x.locale = ?1")}, ${activityTexts("AND x.locale = 'id'")},
        ${activityTexts("ORDER BY x.locale LIMIT 1")})
      ELSE (SELECT json_array(v.manufacture || ' ' || v.vehicle_name, NULL) FROM transports v WHERE v.id = ${ITEM_ID})
    END AS texts
  FROM (${items}) i`;
}

/**
 * A page of a busy day's departures with their counts (exported for the query-plan tests): none
 * unless the day holds more than MANIFEST_AT_ONCE bookings, each row with the day's bookings (their
 * sum reads a total a departure, once).
 */
export const DEPARTURES_SQL = departurePageSql({
  with: `WITH day AS MATERIALIZED (SELECT sum(d.bookings) AS bookings FROM booking_trip_totals d WHERE d.visit_date = ?2)`,
  where: `(SELECT bookings FROM day) > ${MANIFEST_AT_ONCE}`,
  columns: `(SELECT bookings FROM day) AS dayBookings, t.bookings,
      t.confirmed_persons + t.requested_persons AS persons, t.confirmed_vehicles + t.requested_vehicles AS vehicles`,
});

/**
 * How many of the day's bookings were cancelled or declined (exported for the query-plan tests).
 * INDEXED BY: as in manifestSql.
 */
export const LEFT_OUT_SQL = `SELECT count(*) AS n FROM bookings INDEXED BY bookings_by_visit_date
  WHERE visit_date = ?1 AND status IN ('cancelled', 'declined')`;

/**
 * The day's manifest in one round trip: its bookings grouped by trip, earliest start first, and its
 * trip quotes' other lines. A day with more than MANIFEST_AT_ONCE bookings answers a page of its
 * departures instead (after the departure keyed `after`), unless `departure` names one (then only
 * its bookings) or `whole` asks for all (the CSV).
 */
export async function dayManifest(
  db: D1Database,
  locale: Locale,
  date: string,
  {
    departure = null,
    after = null,
    whole = false,
  }: { departure?: string | null; after?: string | null; whole?: boolean } = {},
): Promise<Manifest> {
  const chosen = whole ? null : departureParam(departure);
  const listing = !whole && chosen === null;
  const cursor = listing ? (departureParam(after)?.key ?? null) : null;
  const [day = [], notes = [], list = []] = await batchGroups(db, [
    [
      chosen
        ? db.prepare(manifestSql(chosen.kind)).bind(locale, date, 0, chosen.key, chosen.id)
        : db.prepare(manifestSql("day")).bind(locale, date, whole ? 1 : 0),
      chosen
        ? db.prepare(departureTextsSql("departure")).bind(locale, date, chosen.key)
        : db.prepare(departureTextsSql("day")).bind(locale, date, whole ? 1 : 0),
      db.prepare(QUOTE_LINES_SQL).bind(date),
    ],
    // The drivers' CSV shows neither the day's cancellations nor the channels' holds.
    whole ? [] : [db.prepare(LEFT_OUT_SQL).bind(date), db.prepare(CALENDAR_HOLDS_SQL).bind(date, date)],
    listing ? [db.prepare(DEPARTURES_SQL).bind(locale, date, ...pageAfter(cursor))] : [],
  ]);
  const [bookings, texts, quoteLines] = day;
  const [leftOut, held] = notes;
  const textsOf = new Map(
    rowsOf<{ item: string; texts: string | null }>(texts).map(({ item, texts }) => [
      item,
      JSON.parse(texts ?? "[null, null]") as [string | null, string | null],
    ]),
  );
  const trips = new Map<string, ManifestTrip>();
  for (const row of rowsOf<ManifestRow>(bookings).sort(byGuestName)) {
    const item = row.trip_key.slice(0, row.trip_key.indexOf("@"));
    const trip = trips.get(row.trip_key) ?? tripOf(row, textsOf.get(item));
    trips.set(row.trip_key, trip);
    const entry = manifestBookingOf(row);
    trip.bookings.push(entry);
    trip.persons += entry.persons;
    trip.vehicles += entry.vehicles;
  }
  const page = pageOf(rowsOf<ManifestDeparture & { dayBookings: number }>(list[0]));
  return {
    date,
    departures: page.rows.map(({ key, itemName, startTime, bookings, persons, vehicles }) => ({
      key,
      itemName,
      startTime,
      bookings,
      persons,
      vehicles,
    })),
    next: page.next,
    paged: cursor !== null,
    dayBookings: page.rows[0]?.dayBookings ?? 0,
    departure: chosen?.key ?? null,
    trips: inDayOrder([...trips.entries()]),
    quoteLines: chosen === null ? rowsOf<QuoteLineRow>(quoteLines).map(quoteLineOf) : [],
    leftOut: firstRow<{ n: number }>(leftOut)?.n ?? 0,
    heldSeats: firstRow<{ heldSeats: number }>(held)?.heldSeats ?? 0,
  };
}

/** SQLite's BINARY order of two texts: JavaScript's code unit order, the same outside the astral planes. */
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A trip's bookings by the guest's last and first name, then as they were made. */
const byGuestName = (a: ManifestRow, b: ManifestRow) =>
  binary(a.last_name, b.last_name) || binary(a.first_name, b.first_name) || a.id - b.id;

/**
 * The trips by start time (the untimed last), name and key: the order the manifest always had,
 * when the database sorted it.
 */
function inDayOrder(trips: [key: string, trip: ManifestTrip][]): ManifestTrip[] {
  return trips
    .sort(
      ([keyA, a], [keyB, b]) =>
        binary(a.startTime ?? "99:99", b.startTime ?? "99:99") || binary(a.itemName, b.itemName) || binary(keyA, keyB),
    )
    .map(([, trip]) => trip);
}

function quoteLineOf(row: QuoteLineRow): ManifestQuoteLine {
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    startTime: row.start_time?.slice(0, 5) ?? null,
    tripReference: row.trip_reference,
    name: `${row.first_name} ${row.last_name}`.trim(),
    persons: row.adults + row.kids,
    phone: row.phone_number,
  };
}

/** A trip from its first booking's row and its activity's or vehicle's [name, pickup time text]. */
function tripOf(
  row: ManifestRow,
  [itemName, pickupText] = [null, null] as [string | null, string | null],
): ManifestTrip {
  const at = row.trip_key.indexOf("@") + 1;
  const startTime = row.trip_key.slice(at, at + 5) || null;
  return {
    kind: row.kind,
    itemName: itemName ?? "",
    startTime,
    pickupTime: pickupText?.trim() || startTime,
    persons: 0,
    vehicles: 0,
    bookings: [],
  };
}

function manifestBookingOf(row: ManifestRow): ManifestBooking {
  const lines = JSON.parse(row.order_data) as StoredLine[];
  return {
    reference: row.reference,
    status: row.status,
    name: `${row.first_name} ${row.last_name}`.trim(),
    persons: personsOf(row),
    vehicles: row.vehicles,
    products: lines.filter((line) => line.quantity > 0).map((line) => ({ name: line.name, quantity: line.quantity })),
    pickupPlace: row.pickup_location,
    trip: bookingTripOf(row),
    phone: row.phone_number,
    specialRequest: row.special_request.trim(),
    tripReference: row.trip_reference,
    source: row.source,
    sourceName: row.source_name,
    sourceReference: row.source_reference,
    netIdr: row.net_idr,
    ...collectOnTheDay(row.payment_method, balanceOf({ dueIdr: row.due_idr, paidIdr: row.paid_idr }).toCollectIdr),
    paymentMethod: row.payment_method,
  };
}

/* ---------- CSV for the drivers ---------- */

/** What a spreadsheet may read as the start of a formula (OWASP's list: = + - @, tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: quoted when it holds a quote, comma or line break (quotes doubled), and a leading
 * ' before a formula's first character so that a spreadsheet shows a tourist's text instead of
 * running it. A phone number ("+62 812 …") is left as typed: it holds only digits, spaces and
 * + - ( ), so it can name no function, link or command, only sum numbers (decision 0037).
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const inert = FORMULA_START.test(text) && !isPhoneNumber(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

function csvHeader(locale: Locale): string[] {
  const i18n = translator(locale);
  return [
    i18n._(msg({ context: "manifest", message: "Trip" })),
    i18n._(msg({ context: "manifest", message: "Start time" })),
    i18n._(msg({ context: "manifest", message: "Pickup time" })),
    i18n._(msg({ context: "manifest", message: "Pickup place" })),
    i18n._(msg({ context: "manifest", message: "Transfer" })),
    i18n._(msg({ context: "manifest", message: "Flight" })),
    i18n._(msg({ context: "manifest", message: "Flight time" })),
    i18n._(msg({ context: "manifest", message: "Name" })),
    i18n._(msg({ context: "manifest", message: "Persons" })),
    i18n._(msg({ context: "manifest", message: "Products" })),
    i18n._(msg({ context: "manifest", message: "Phone" })),
    i18n._(msg({ context: "manifest", message: "Special requests" })),
    i18n._(msg({ context: "manifest", message: "Status" })),
    i18n._(msg({ context: "manifest", message: "Reference" })),
    i18n._(msg({ context: "manifest", message: "Trip plan" })),
    // Last, so that the columns drivers' sheets already read stay where they were.
    i18n._(msg({ context: "manifest", message: "Vehicles" })),
    i18n._(msg({ context: "manifest", message: "Source" })),
    i18n._(msg({ context: "manifest", message: "To collect (Rp)" })),
    i18n._(msg({ context: "manifest", message: "Net (Rp)" })),
  ];
}

function statusName(locale: Locale, status: ManifestStatus): string {
  const i18n = translator(locale);
  return status === "confirmed" ? i18n._(msg`Confirmed`) : i18n._(msg`Requested`);
}

const START_COLUMN = 1;

/**
 * The rows of both kinds in the order of the day, by their start time column, the untimed last;
 * each kind's own order kept (the sort is stable, and compares as the database sorted the trips).
 */
function inTimeOrder(bookingRows: CsvRow[], quoteLineRows: CsvRow[]): CsvRow[] {
  const timeOf = (row: CsvRow) => String(row[START_COLUMN] ?? "") || "99:99";
  return [...bookingRows, ...quoteLineRows].sort((a, b) =>
    timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0,
  );
}

type CsvRow = (string | number)[];

/** A quote line's row of the CSV: its time and text, and the trip's party; no booking, so no reference. */
function quoteLineRow(locale: Locale, line: ManifestQuoteLine): CsvRow {
  const i18n = translator(locale);
  const kind =
    line.kind === "extra" ? i18n._(msg`Extra of the trip plan`) : i18n._(msg`Place to visit on the trip plan`);
  return [
    line.description,
    line.startTime ?? "",
    "",
    "",
    "",
    "",
    "",
    localTitle(locale, line.name),
    line.persons,
    kind,
    line.phone,
    "",
    i18n._(msg`Accepted`),
    "",
    line.tripReference,
    0,
    // Source, what to collect and the net price belong to the trip's bookings, on their own rows.
    "",
    "",
    "",
  ];
}

/**
 * The manifest as CSV: a header row in the operator's language, one row per booking and per trip
 * quote line in the order of the day, CRLF line ends.
 */
export function manifestCsv(manifest: Manifest, locale: Locale): string {
  const bookingRows = manifest.trips.flatMap((trip) =>
    trip.bookings.map((booking) => [
      trip.itemName,
      trip.startTime ?? "",
      booking.trip.pickupTime ?? trip.pickupTime ?? "",
      booking.pickupPlace,
      directionText(translator(locale), booking.trip),
      booking.trip.flightNumber ?? "",
      booking.trip.flightTime ?? "",
      localTitle(locale, booking.name),
      booking.persons,
      booking.products.map((product) => `${product.quantity} × ${product.name}`).join("; "),
      booking.phone,
      booking.specialRequest,
      statusName(locale, booking.status),
      booking.reference,
      booking.tripReference ?? "",
      booking.vehicles,
      sourceLine(translator(locale)._(BOOKING_SOURCE_LABELS[booking.source]), booking),
      booking.toCollectIdr,
      booking.netIdr ?? "",
    ]),
  );
  const rows = inTimeOrder(
    bookingRows,
    manifest.quoteLines.map((line) => quoteLineRow(locale, line)),
  );
  return csvText([csvHeader(locale), ...rows]);
}

/** Rows as a CSV file: every cell through csvCell's formula guard, CRLF line ends. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

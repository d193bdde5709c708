/**
 * Availability in D1 (migration 0019): the statements that read an activity's or vehicle's rule,
 * its closed dates and the seats its bookings hold over a range of dates, all in one batch, and the
 * guard that makes a booking's batch fail rather than take more seats than are left. The rules
 * themselves are domain/availability.ts.
 */
import {
  AVAILABILITY_MAX_DAYS,
  type AvailabilityRule,
  type AvailabilityRuleRow,
  addDays,
  type DayAvailability,
  type DayFacts,
  datesBetween,
  dayAvailability,
  NO_START_TIME,
  OPEN_SOON_DAYS,
  ruleFromRow,
} from "#domain/availability.ts";
import { baliDateTime } from "#domain/bali-time.ts";
import { nextOpenDate } from "#domain/calendar.ts";
import { type AvailabilityRangeProblem, parseAvailabilityRange } from "#domain/inputs/availability.ts";
import { AVAILABILITY_RANGE_MESSAGES } from "#domain/inputs/availability-messages.ts";
import type { FieldProblems } from "#domain/inputs/fields.ts";
import type { Locale } from "#domain/locale.ts";
import { PUBLISHED } from "#workers/catalogue/activities.ts";
import { type FieldErrors, HttpError, notFound } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";

/** What a path names: an activity by its type and slug, or a vehicle by its id. */
export type AvailabilityTarget =
  | { kind: "activity"; typeSlug: string; slug: string }
  | { kind: "transport"; id: number };

/** A booking's column for its item, and the id of the published item the path names (`?3`, `?4`). */
function itemOf(target: AvailabilityTarget): { column: string; id: string; binds: (string | number)[] } {
  if (target.kind === "transport") {
    return {
      column: "transport_id",
      id: "(SELECT v.id FROM transports v WHERE v.id = ?3 AND v.status = 'published')",
      binds: [target.id],
    };
  }
  return {
    column: "activity_id",
    id: `(SELECT a.id FROM activities a JOIN activity_types ty ON ty.id = a.type_id
      WHERE a.slug = ?3 AND ty.slug = ?4 AND ${PUBLISHED})`,
    binds: [target.slug, target.typeSlug],
  };
}

/**
 * Seats are held by requested and confirmed bookings and by channel holds that have not expired
 * (the view `seat_holders`, migration 0047); declined, cancelled and expired ones release them.
 */
const SEAT_HOLDERS = "seat_holders";

interface HeldRow {
  visit_date: string;
  start_time: string;
  seats: number;
}

/** The three reads of a range (`?1` to `?2`), for one batch: the rule, the closed dates, the seats held. */
export function availabilityStatements(
  db: D1Database,
  target: AvailabilityTarget,
  from: string,
  to: string,
): D1PreparedStatement[] {
  return rangeStatements(db, target.kind, itemOf(target), from, to);
}

/** The same reads for the back office, by the item's id whatever its status (a draft's preview too). */
export function availabilityStatementsById(
  db: D1Database,
  kind: AvailabilityTarget["kind"],
  itemId: number,
  from: string,
  to: string,
): D1PreparedStatement[] {
  const column = kind === "activity" ? "activity_id" : "transport_id";
  return rangeStatements(db, kind, { column, id: "?3", binds: [itemId] }, from, to);
}

function rangeStatements(
  db: D1Database,
  kind: AvailabilityTarget["kind"],
  { column, id, binds }: ReturnType<typeof itemOf>,
  from: string,
  to: string,
): D1PreparedStatement[] {
  const dayStart = kind === "activity" ? "(SELECT start_time FROM activities WHERE id = r.activity_id)" : "NULL";
  const statements = [
    `SELECT r.weekdays, r.season_start, r.season_end, r.start_times, r.capacity, r.capacity_per, r.notice_hours,
       ${dayStart} AS day_start
     FROM availability_rules r WHERE r.${column} = ${id}`,
    `SELECT date FROM closed_dates WHERE date BETWEEN ?1 AND ?2
     UNION SELECT date FROM blackout_dates WHERE ${column} = ${id} AND date BETWEEN ?1 AND ?2`,
    `SELECT visit_date, coalesce(start_time, '') AS start_time, sum(seats) AS seats FROM ${SEAT_HOLDERS}
     WHERE ${column} = ${id} AND visit_date BETWEEN ?1 AND ?2
     GROUP BY visit_date, start_time`,
  ];
  return statements.map((sql) => db.prepare(sql).bind(from, to, ...binds));
}

/** What the reads found: the rule (null when the path names no published item) and each date's facts. */
export interface AvailabilityFacts {
  rule: AvailabilityRule | null;
  factsOn: (date: string) => DayFacts;
}

export function availabilityFacts([rule, closed, held]: (D1Result | undefined)[]): AvailabilityFacts {
  const row = firstRow<AvailabilityRuleRow>(rule);
  const closedDates = new Set(rowsOf<{ date: string }>(closed).map((closedRow) => closedRow.date));
  const heldRows = rowsOf<HeldRow>(held);
  return {
    rule: row ? ruleFromRow(row) : null,
    factsOn: (date) => ({
      closed: closedDates.has(date),
      held: Object.fromEntries(
        heldRows.filter((heldRow) => heldRow.visit_date === date).map((heldRow) => [heldRow.start_time, heldRow.seats]),
      ),
    }),
  };
}

/** How many open days a detail page names. */
export const NEXT_OPEN_DAYS = 3;

/**
 * The days a detail page reads first for its next open ones. Two weeks nearly always hold three, and
 * their seats held are a fraction of the 62 days' (issue 37: two rows a booking of the item's).
 */
const FIRST_LOOK_DAYS = 14;

interface DayRange {
  from: string;
  to: string;
}

/** The days a detail page looks through: two weeks first, then the rest of what one availability call answers. */
function lookAhead(now: Date): { first: DayRange; rest: DayRange } {
  const today = baliDateTime(now).slice(0, 10);
  return {
    first: { from: today, to: addDays(today, FIRST_LOOK_DAYS - 1) },
    rest: { from: addDays(today, FIRST_LOOK_DAYS), to: addDays(today, AVAILABILITY_MAX_DAYS - 1) },
  };
}

/** The reads of the first two weeks of a detail page's "Next available" line, for the page's own batch. */
export function nextOpenDaysStatements(
  db: D1Database,
  target: AvailabilityTarget,
  now = new Date(),
): D1PreparedStatement[] {
  const { first } = lookAhead(now);
  return availabilityStatements(db, target, first.from, first.to);
}

/**
 * The next NEXT_OPEN_DAYS days that are open or have a few places left within 62 days: from the
 * first two weeks' `reads`, and only when those hold fewer, from the rest read in a second round trip.
 */
export async function nextOpenDays(
  db: D1Database,
  target: AvailabilityTarget,
  reads: (D1Result | undefined)[],
  now = new Date(),
): Promise<DayAvailability[]> {
  const { first, rest } = lookAhead(now);
  const open = openDaysIn(reads, first, now);
  if (open === null || open.length === NEXT_OPEN_DAYS) return open ?? [];
  const later = openDaysIn(await db.batch(availabilityStatements(db, target, rest.from, rest.to)), rest, now);
  return [...open, ...(later ?? [])].slice(0, NEXT_OPEN_DAYS);
}

/** The first NEXT_OPEN_DAYS open days of a range, or null when the reads found no published item. */
function openDaysIn(reads: (D1Result | undefined)[], { from, to }: DayRange, now: Date): DayAvailability[] | null {
  const { rule, factsOn } = availabilityFacts(reads);
  if (!rule) return null;
  const baliNow = baliDateTime(now);
  const open: DayAvailability[] = [];
  for (const date of datesBetween(from, to)) {
    const day = dayAvailability(rule, date, factsOn(date), baliNow);
    if (day.status === "open" || day.status === "few") open.push(day);
    if (open.length === NEXT_OPEN_DAYS) break;
  }
  return open;
}

/** A detail page's "Next available" days in its language, and whether one is soon enough for the page not to say "no dates open". */
export async function nextOpenForPage(
  db: D1Database,
  target: AvailabilityTarget,
  reads: (D1Result | undefined)[],
  now: Date,
  locale: Locale,
) {
  const days = await nextOpenDays(db, target, reads, now);
  return { nextOpen: days.map((day) => nextOpenDate(locale, day)), openSoon: opensSoon(days, now) };
}

/** Whether the first of the next open days is within OPEN_SOON_DAYS: what the item's card says (open-soon.ts). */
export function opensSoon(days: readonly DayAvailability[], now = new Date()): boolean {
  const first = days[0];
  return first !== undefined && first.date <= addDays(baliDateTime(now).slice(0, 10), OPEN_SOON_DAYS - 1);
}

/** The seats a booking holds at its start time, which the guard counts. */
export interface SeatHold {
  kind: AvailabilityTarget["kind"];
  itemId: number;
  date: string;
  startTime: string | null;
  seats: number;
}

/**
 * The statements that go before a booking's insert in its batch. Each fails the whole batch
 * through its table's CHECK: the first when the date is closed for the item (a closed date or a
 * blackout written after the request read its day), the second when the seats already held plus
 * this booking's exceed the capacity, counted as domain/availability.ts counts them. D1 runs a
 * batch as one transaction, one at a time, so of concurrent requests for the last seats only as
 * many as fit get through, and none once the date is closed.
 */
export function holdGuards(
  db: D1Database,
  hold: SeatHold,
  { overbook = false }: { overbook?: boolean } = {},
): D1PreparedStatement[] {
  // An operator's overbooking (issue 38) passes the capacity on purpose, never a closed date.
  return overbook ? [closedDateGuard(db, hold)] : [closedDateGuard(db, hold), seatGuard(db, hold)];
}

function closedDateGuard(db: D1Database, hold: SeatHold): D1PreparedStatement {
  const column = hold.kind === "activity" ? "activity_id" : "transport_id";
  return db
    .prepare(
      `INSERT INTO closed_date_guard (date_open)
       SELECT 0 WHERE EXISTS (SELECT 1 FROM closed_dates WHERE date = ?2)
         OR EXISTS (SELECT 1 FROM blackout_dates WHERE ${column} = ?1 AND date = ?2)`,
    )
    .bind(hold.itemId, hold.date);
}

function seatGuard(db: D1Database, hold: SeatHold): D1PreparedStatement {
  const column = hold.kind === "activity" ? "activity_id" : "transport_id";
  return db
    .prepare(
      `INSERT INTO seat_guard (seats_left)
       SELECT seats_left FROM (
         SELECT r.capacity - ?4 - (SELECT coalesce(sum(b.seats), 0) FROM ${SEAT_HOLDERS} b
           WHERE b.${column} = r.${column} AND b.visit_date = ?2
             AND (r.capacity_per = 'day' OR json_array_length(r.start_times) = 0 OR coalesce(b.start_time, '') = ?3)
         ) AS seats_left
         FROM availability_rules r WHERE r.${column} = ?1
       ) WHERE seats_left < 0`,
    )
    .bind(hold.itemId, hold.date, hold.startTime ?? NO_START_TIME, hold.seats);
}

/** Why a batch's hold guards failed it: the date closed meanwhile, the seats taken, or neither (null). */
export function refusedHold(error: unknown): "closed" | "full" | null {
  if (!(error instanceof Error)) return null;
  if (/CHECK constraint failed: (closed_date_guard|date_open)/.test(error.message)) return "closed";
  if (/CHECK constraint failed: (seat_guard|seats_left)/.test(error.message)) return "full";
  return null;
}

/**
 * Availability changes with every booking, so its answers are shared for a few seconds only, with
 * no stale copy served after that: a burst of calendar views costs one D1 read per range and data
 * centre, and the seats a booking takes show within AVAILABILITY_FRESH_SECONDS. The booking's own
 * batch re-checks the seats, so a day shown open a moment too long is refused with a clear 422,
 * never overbooked.
 */
const AVAILABILITY_FRESH_SECONDS = 10;

/** The availability call of a bookable item's page path (/activity/{type}/{slug} or /transport/{id}). */
export function availabilityPath(itemPath: string): string {
  return `/api${itemPath}/availability`;
}
export const AVAILABILITY_CACHE_CONTROL = `public, max-age=0, s-maxage=${AVAILABILITY_FRESH_SECONDS}`;

/** The range's 422: a message per field in the site's language. */
function rangeRefusal(problems: FieldProblems<AvailabilityRangeProblem>, locale: Locale): HttpError {
  const errors: FieldErrors = {};
  for (const [field, problem] of problems) errors[field] = [translate(locale, AVAILABILITY_RANGE_MESSAGES[problem])];
  return new HttpError(422, Object.values(errors)[0]?.[0] ?? "", errors);
}

/**
 * GET /api/activity/{type}/{slug}/availability and /api/transport/{id}/availability: each date of
 * the range, read in one round trip. An unknown or unpublished item is a 404 whatever the query,
 * so the item is read before the range is refused.
 */
export async function availabilityResponse(
  db: D1Database,
  locale: Locale,
  query: Readonly<Record<string, string>>,
  target: AvailabilityTarget,
  now = new Date(),
): Promise<Response> {
  const range = parseAvailabilityRange(query);
  const { from, to } = range.ok ? range.value : { from: "", to: "" };
  const { rule, factsOn } = availabilityFacts(await db.batch(availabilityStatements(db, target, from, to)));
  if (!rule) throw notFound(target.kind === "activity" ? "Activity" : "Transport");
  if (!range.ok) throw rangeRefusal(range.problems, locale);
  const baliNow = baliDateTime(now);
  const items = datesBetween(from, to).map((date) => dayAvailability(rule, date, factsOn(date), baliNow));
  return Response.json({ items }, { headers: { "Cache-Control": AVAILABILITY_CACHE_CONTROL, Vary: "Cookie" } });
}

/** A trip quote's line and the catalogue item it books (an activity's package, or a vehicle). */
const LINE_ITEM = `((l.item_kind = 'activity' AND x.activity_id = l.activity_id)
  OR (l.item_kind IN ('driver', 'transfer') AND x.transport_id = l.transport_id))`;

/**
 * The reads of the availability of a trip quote's bookable lines, each on its own day, for one
 * batch: the rules, the closed lines and the seats held, by line. `tripWhere` selects the trip
 * (alias `t`) with the caller's `binds`.
 */
export function quoteLineAvailabilityStatements(
  db: D1Database,
  tripWhere: string,
  binds: readonly (string | number)[],
): D1PreparedStatement[] {
  const lines = `FROM trip_quote_lines l JOIN trips t ON t.id = l.trip_id`;
  const statements = [
    `SELECT l.id AS line_id, x.weekdays, x.season_start, x.season_end, x.start_times, x.capacity, x.capacity_per,
       x.notice_hours, (SELECT start_time FROM activities WHERE id = l.activity_id) AS day_start,
       CASE WHEN l.item_kind = 'activity' THEN (SELECT '/activity/' || ty.slug || '/' || a.slug FROM activities a
         JOIN activity_types ty ON ty.id = a.type_id WHERE a.id = l.activity_id) ELSE '/transport/' || l.transport_id END
         AS item_path
     ${lines} JOIN availability_rules x ON ${LINE_ITEM} WHERE ${tripWhere}`,
    `SELECT l.id AS line_id ${lines} WHERE ${tripWhere} AND (
       EXISTS (SELECT 1 FROM closed_dates c WHERE c.date = l.day_date)
       OR EXISTS (SELECT 1 FROM blackout_dates x WHERE x.date = l.day_date AND ${LINE_ITEM}))`,
    `SELECT l.id AS line_id, coalesce(x.start_time, '') AS start_time, sum(x.seats) AS seats
     ${lines} JOIN ${SEAT_HOLDERS} x ON x.visit_date = l.day_date AND ${LINE_ITEM}
     WHERE ${tripWhere} GROUP BY l.id, coalesce(x.start_time, '')`,
  ];
  return statements.map((sql) => db.prepare(sql).bind(...binds));
}

/** What those reads found for one line: its item's rule (null when it has none any more) and its day's facts. */
export interface LineAvailability {
  rule: AvailabilityRule | null;
  /** The item's page ("/transport/3"), whose availability answer a booking changes. */
  path: string | null;
  facts: DayFacts;
}

export function quoteLineAvailability([rules, closed, held]: (D1Result | undefined)[]): (
  lineId: number,
) => LineAvailability {
  const ruleRows = rowsOf<AvailabilityRuleRow & { line_id: number; item_path: string | null }>(rules);
  const closedLines = new Set(rowsOf<{ line_id: number }>(closed).map((row) => row.line_id));
  const heldRows = rowsOf<{ line_id: number; start_time: string; seats: number }>(held);
  return (lineId) => {
    const row = ruleRows.find((ruleRow) => ruleRow.line_id === lineId);
    return {
      rule: row ? ruleFromRow(row) : null,
      path: row?.item_path ?? null,
      facts: {
        closed: closedLines.has(lineId),
        held: Object.fromEntries(
          heldRows
            .filter((heldRow) => heldRow.line_id === lineId)
            .map((heldRow) => [heldRow.start_time, heldRow.seats]),
        ),
      },
    };
  };
}

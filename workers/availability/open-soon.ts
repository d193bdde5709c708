/**
 * Whether an activity or vehicle has an open day in the next OPEN_SOON_DAYS days, as one SQL
 * expression over its card's row: the same facts domain/availability.ts dayAvailability weighs
 * (weekdays, season, closures and blackouts, the seats held), read where the card is read, so a
 * home row leaves out what cannot be booked without another round trip. A day counts when one of
 * its departures is still bookable by its own notice and has a place: this is the SQL mirror of
 * isDepartureBookable (decision 0047), departure by departure, so a free start time that has gone
 * never keeps a day open whose later ones are full. Bounded: at most OPEN_SOON_DAYS probes of
 * indexed rows per card, stopping at the first open day.
 */
import { OPEN_SOON_DAYS } from "#domain/availability.ts";

/** Bali's clock in SQLite's terms (UTC+8, no daylight saving). */
const BALI_NOW = "datetime('now', '+8 hours')";

/** The expression, 1 or 0, for the card alias `a` (activities) or `v` (transports). */
export function openSoonSql(kind: "activity" | "transport"): string {
  return openBetweenSql(kind, `date(${BALI_NOW})`, `date(${BALI_NOW}, '+${OPEN_SOON_DAYS - 1} days')`);
}

/**
 * Whether it has an open day from `firstDay` to `lastDay` (SQL expressions of "YYYY-MM-DD" dates,
 * both included), as openSoonSql weighs them: a list's "open on a date" filter (issue 42).
 */
export function openBetweenSql(kind: "activity" | "transport", firstDay: string, lastDay: string): string {
  const item = kind === "activity" ? "a" : "v";
  const column = kind === "activity" ? "activity_id" : "transport_id";
  const dayStart = kind === "activity" ? "nullif(substr(a.start_time, 1, 5), '')" : "NULL";
  return `EXISTS (
    WITH RECURSIVE soon(day) AS (
      SELECT date(${firstDay})
      UNION ALL SELECT date(day, '+1 day') FROM soon WHERE day < date(${lastDay})
    )
    SELECT 1 FROM soon JOIN availability_rules r ON r.${column} = ${item}.id
    WHERE instr(r.weekdays, CASE strftime('%w', soon.day) WHEN '0' THEN '7' ELSE strftime('%w', soon.day) END) > 0
      AND (r.season_start IS NULL OR soon.day >= r.season_start)
      AND (r.season_end IS NULL OR soon.day <= r.season_end)
      AND NOT EXISTS (SELECT 1 FROM closed_dates c WHERE c.date = soon.day)
      AND NOT EXISTS (SELECT 1 FROM blackout_dates x WHERE x.${column} = ${item}.id AND x.date = soon.day)
      AND CASE WHEN json_array_length(r.start_times) > 0
        THEN EXISTS (SELECT 1 FROM json_each(r.start_times) t
          WHERE ${bookableBy("soon.day || ' ' || t.value")}
            AND r.capacity > ${heldSql(column, item, "(r.capacity_per = 'day' OR coalesce(b.start_time, '') = t.value)")})
        ELSE ${bookableBy(`coalesce(soon.day || ' ' || ${dayStart}, datetime(soon.day, '+1 day'))`)}
          AND r.capacity > ${heldSql(column, item, "1")}
      END
  )`;
}

/** Whether a departure starting at `start` (SQL, Bali's wall clock) is still before its notice. */
function bookableBy(start: string): string {
  return `datetime(${start}) > datetime(${BALI_NOW}, '+' || r.notice_hours || ' hours')`;
}

/**
 * The seats held on `soon.day`, those matching `which`: requested and confirmed bookings and the
 * channels' holds that have not expired, as the seat guard's view seat_holders counts them
 * (decision 0070). Written as the view's two halves, each on its own index: read through the view,
 * the home page read three times the rows its bound allows (the public pages' rows-read test).
 */
function heldSql(column: string, item: string, which: string): string {
  return `((SELECT coalesce(sum(b.seats), 0) FROM bookings b WHERE b.${column} = ${item}.id AND b.visit_date = soon.day
            AND b.status IN ('requested', 'confirmed') AND ${which})
          + (SELECT coalesce(sum(b.seats), 0) FROM channel_bookings b WHERE b.${column} = ${item}.id
            AND b.visit_date = soon.day AND b.status = 'ON_HOLD'
            AND b.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND ${which}))`;
}

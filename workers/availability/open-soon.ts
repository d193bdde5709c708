/**
 * Whether an activity or vehicle has an open day in the next OPEN_SOON_DAYS days, as one SQL
 * expression over its card's row: the same facts domain/availability.ts dayAvailability weighs
 * (weekdays, season, closures and blackouts, the notice before the day's last start, the seats
 * held), read where the card is read, so a home row leaves out what cannot be booked without
 * another round trip. Bounded: at most OPEN_SOON_DAYS probes of indexed rows per card, stopping at
 * the first open day. Capacity per start time is counted for the day as a whole, so a day whose
 * free start time is already past its notice may still count; the calendar then has the last word.
 */
import { OPEN_SOON_DAYS } from "#domain/availability.ts";

/** Bali's clock in SQLite's terms (UTC+8, no daylight saving). */
const BALI_NOW = "datetime('now', '+8 hours')";

/** The expression, 1 or 0, for the card alias `a` (activities) or `v` (transports). */
export function openSoonSql(kind: "activity" | "transport"): string {
  const item = kind === "activity" ? "a" : "v";
  const column = kind === "activity" ? "activity_id" : "transport_id";
  const dayStart = kind === "activity" ? "nullif(substr(a.start_time, 1, 5), '')" : "NULL";
  return `EXISTS (
    WITH RECURSIVE soon(day) AS (
      SELECT date(${BALI_NOW})
      UNION ALL SELECT date(day, '+1 day') FROM soon WHERE day < date(${BALI_NOW}, '+${OPEN_SOON_DAYS - 1} days')
    )
    SELECT 1 FROM soon JOIN availability_rules r ON r.${column} = ${item}.id
    WHERE instr(r.weekdays, CASE strftime('%w', soon.day) WHEN '0' THEN '7' ELSE strftime('%w', soon.day) END) > 0
      AND (r.season_start IS NULL OR soon.day >= r.season_start)
      AND (r.season_end IS NULL OR soon.day <= r.season_end)
      AND NOT EXISTS (SELECT 1 FROM closed_dates c WHERE c.date = soon.day)
      AND NOT EXISTS (SELECT 1 FROM blackout_dates x WHERE x.${column} = ${item}.id AND x.date = soon.day)
      AND coalesce(datetime(soon.day || ' ' || coalesce(json_extract(r.start_times, '$[#-1]'), ${dayStart})),
            datetime(soon.day, '+1 day')) > datetime(${BALI_NOW}, '+' || r.notice_hours || ' hours')
      AND r.capacity * CASE WHEN r.capacity_per = 'start_time' AND json_array_length(r.start_times) > 0
            THEN json_array_length(r.start_times) ELSE 1 END
        > (SELECT coalesce(sum(b.seats), 0) FROM bookings b WHERE b.${column} = ${item}.id AND b.visit_date = soon.day
            AND b.status IN ('requested', 'confirmed'))
  )`;
}

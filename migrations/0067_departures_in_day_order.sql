-- Issue 37, decision 0094: a day's departures in the order the day's lists show them (by start
-- time, the untimed last, then by key), so that a page of the calendar's busy day or of the day's
-- runs reads its own 31 totals from where the page before ended instead of sorting the whole day's.
-- The expression is workers/booking/day-departures.ts's DAY_ORDER, character for character: SQLite
-- uses an index on an expression only for that same expression.
CREATE INDEX booking_trip_totals_in_day_order ON booking_trip_totals (
  visit_date,
  coalesce(nullif(substr(trip_key, instr(trip_key, '@') + 1), ''), '99:99'),
  trip_key
);

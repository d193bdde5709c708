-- Issue 41, item 5 (the reports' speed, decision 0084's addendum): a year's range read some 141,000
-- departures for occupancy. An activity's departures of a month are summed here, kept by triggers
-- on the per-departure totals (0042) in the same write as the booking: a whole month reads a row
-- per activity, the days of a range's partial months still read their departures.
--   sold         the persons confirmed on the month's departures;
--   departures   its departures (a day and start time with a requested or confirmed booking);
--   days         the days with at least one of them (a capacity per day counts a day once).
-- The capacity is the rule's at reading time, as before: capacity × days or × departures.
CREATE TABLE booking_trip_months (
  month TEXT NOT NULL,
  activity_id INTEGER NOT NULL,
  sold INTEGER NOT NULL DEFAULT 0,
  departures INTEGER NOT NULL DEFAULT 0,
  days INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (month, activity_id)
) WITHOUT ROWID;

INSERT INTO booking_trip_months (month, activity_id, sold, departures, days)
SELECT substr(visit_date, 1, 7) || '-01', CAST(substr(trip_key, 2, instr(trip_key, '@') - 2) AS INTEGER),
  sum(confirmed_persons), count(*), count(DISTINCT visit_date)
FROM booking_trip_totals WHERE trip_key >= 'a' AND trip_key < 'b' GROUP BY 1, 2;

-- An activity's trip keys of a day lie between 'a<id>@' and 'a<id>A' ('A' follows '@').
CREATE TRIGGER trip_month_added AFTER INSERT ON booking_trip_totals WHEN NEW.trip_key >= 'a' AND NEW.trip_key < 'b'
BEGIN
  INSERT INTO booking_trip_months (month, activity_id, sold, departures, days)
  SELECT substr(NEW.visit_date, 1, 7) || '-01', CAST(substr(NEW.trip_key, 2, instr(NEW.trip_key, '@') - 2) AS INTEGER),
    NEW.confirmed_persons, 1,
    (SELECT count(*) = 1 FROM booking_trip_totals WHERE visit_date = NEW.visit_date
      AND trip_key >= substr(NEW.trip_key, 1, instr(NEW.trip_key, '@')) AND trip_key < substr(NEW.trip_key, 1, instr(NEW.trip_key, '@') - 1) || 'A')
  WHERE true
  ON CONFLICT (month, activity_id) DO UPDATE SET sold = sold + excluded.sold,
    departures = departures + excluded.departures, days = days + excluded.days;
END;

CREATE TRIGGER trip_month_removed AFTER DELETE ON booking_trip_totals WHEN OLD.trip_key >= 'a' AND OLD.trip_key < 'b'
BEGIN
  UPDATE booking_trip_months SET sold = sold - OLD.confirmed_persons, departures = departures - 1,
    days = days - (SELECT count(*) = 0 FROM booking_trip_totals WHERE visit_date = OLD.visit_date
      AND trip_key >= substr(OLD.trip_key, 1, instr(OLD.trip_key, '@')) AND trip_key < substr(OLD.trip_key, 1, instr(OLD.trip_key, '@') - 1) || 'A')
  WHERE month = substr(OLD.visit_date, 1, 7) || '-01'
    AND activity_id = CAST(substr(OLD.trip_key, 2, instr(OLD.trip_key, '@') - 2) AS INTEGER);
END;

-- The booking triggers change a departure's counts in place; its day and key never change.
CREATE TRIGGER trip_month_changed AFTER UPDATE OF confirmed_persons ON booking_trip_totals
  WHEN NEW.trip_key >= 'a' AND NEW.trip_key < 'b' AND NEW.confirmed_persons <> OLD.confirmed_persons
BEGIN
  UPDATE booking_trip_months SET sold = sold + NEW.confirmed_persons - OLD.confirmed_persons
  WHERE month = substr(NEW.visit_date, 1, 7) || '-01'
    AND activity_id = CAST(substr(NEW.trip_key, 2, instr(NEW.trip_key, '@') - 2) AS INTEGER);
END;

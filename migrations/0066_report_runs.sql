-- Issue 41, item 5 (decision 0091): the reports' occupancy on a year's range read every departure of
-- the period with its activity's rule (the top and bottom departures) and each activity's months with
-- the rule again (the headline, the top and bottom activities): some 1.5 million rows a year on a
-- large operator. Each departure's seats sold and capacity are now kept here, by triggers on the
-- per-departure totals (0042) in the booking's own write and on the rules when a capacity changes,
-- and summed per day, per month and per activity's month, so a range reads no rule and no departure
-- but the ten at each end of an index.

-- A departure of an activity, as the reports count it: a start time's persons confirmed against the
-- rule's capacity, or the day's start times together when the capacity is per day (start_time '').
-- A departure exists while a requested or confirmed booking is on it; capacity 0 counts nowhere.
CREATE TABLE booking_runs (
  visit_date TEXT NOT NULL,
  activity_id INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  sold INTEGER NOT NULL,
  capacity INTEGER NOT NULL,
  fill REAL GENERATED ALWAYS AS (CASE WHEN capacity > 0 THEN sold * 1.0 / capacity END) VIRTUAL,
  PRIMARY KEY (visit_date, activity_id, start_time)
) WITHOUT ROWID;

-- The fullest and the emptiest departures first, in the reports' order: the top and bottom ten of a
-- long range are read from these indexes' ends, each entry carrying what the row shows.
CREATE INDEX booking_runs_fullest ON booking_runs (fill DESC, sold DESC, visit_date, activity_id, start_time, capacity)
  WHERE capacity > 0;
CREATE INDEX booking_runs_emptiest ON booking_runs (fill, sold, visit_date, activity_id, start_time, capacity)
  WHERE capacity > 0;

INSERT INTO booking_runs (visit_date, activity_id, start_time, sold, capacity)
SELECT t.visit_date, r.activity_id, CASE r.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END,
  sum(t.confirmed_persons), r.capacity
FROM booking_trip_totals t JOIN availability_rules r ON r.activity_id = CAST(substr(t.trip_key, 2, instr(t.trip_key, '@') - 2) AS INTEGER)
WHERE t.trip_key >= 'a' AND t.trip_key < 'b' GROUP BY 1, 2, 3;

-- The departures summed (those with a capacity): per day and per month over all activities for the
-- headline, per activity and month for the top and bottom activities. Rows left at zero stay.
CREATE TABLE booking_run_days (
  visit_date TEXT PRIMARY KEY,
  sold INTEGER NOT NULL DEFAULT 0,
  capacity INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE booking_run_months (
  month TEXT PRIMARY KEY,
  sold INTEGER NOT NULL DEFAULT 0,
  capacity INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- By activity first: a range's whole months are read activity after activity, summed as they come.
CREATE TABLE activity_run_months (
  activity_id INTEGER NOT NULL,
  month TEXT NOT NULL,
  sold INTEGER NOT NULL DEFAULT 0,
  capacity INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, month)
) WITHOUT ROWID;

INSERT INTO booking_run_days (visit_date, sold, capacity)
SELECT visit_date, sum(sold), sum(capacity) FROM booking_runs WHERE capacity > 0 GROUP BY 1;

INSERT INTO booking_run_months (month, sold, capacity)
SELECT substr(visit_date, 1, 7) || '-01', sum(sold), sum(capacity) FROM booking_runs WHERE capacity > 0 GROUP BY 1;

INSERT INTO activity_run_months (activity_id, month, sold, capacity)
SELECT activity_id, substr(visit_date, 1, 7) || '-01', sum(sold), sum(capacity) FROM booking_runs WHERE capacity > 0 GROUP BY 1, 2;

-- A departure is only ever written whole and taken out whole (never updated), so two triggers keep the sums.
CREATE TRIGGER booking_run_counted AFTER INSERT ON booking_runs WHEN NEW.capacity > 0
BEGIN
  INSERT INTO booking_run_days (visit_date, sold, capacity) VALUES (NEW.visit_date, NEW.sold, NEW.capacity)
  ON CONFLICT (visit_date) DO UPDATE SET sold = sold + excluded.sold, capacity = capacity + excluded.capacity;
  INSERT INTO booking_run_months (month, sold, capacity) VALUES (substr(NEW.visit_date, 1, 7) || '-01', NEW.sold, NEW.capacity)
  ON CONFLICT (month) DO UPDATE SET sold = sold + excluded.sold, capacity = capacity + excluded.capacity;
  INSERT INTO activity_run_months (activity_id, month, sold, capacity)
  VALUES (NEW.activity_id, substr(NEW.visit_date, 1, 7) || '-01', NEW.sold, NEW.capacity)
  ON CONFLICT (activity_id, month) DO UPDATE SET sold = sold + excluded.sold, capacity = capacity + excluded.capacity;
END;

CREATE TRIGGER booking_run_uncounted AFTER DELETE ON booking_runs WHEN OLD.capacity > 0
BEGIN
  UPDATE booking_run_days SET sold = sold - OLD.sold, capacity = capacity - OLD.capacity WHERE visit_date = OLD.visit_date;
  UPDATE booking_run_months SET sold = sold - OLD.sold, capacity = capacity - OLD.capacity
  WHERE month = substr(OLD.visit_date, 1, 7) || '-01';
  UPDATE activity_run_months SET sold = sold - OLD.sold, capacity = capacity - OLD.capacity
  WHERE activity_id = OLD.activity_id AND month = substr(OLD.visit_date, 1, 7) || '-01';
END;

-- A change to an activity's departures of a day writes that day's departures again from the
-- per-departure totals. An activity's trip keys of a day lie between 'a<id>@' and 'a<id>A'.
CREATE TRIGGER booking_run_added AFTER INSERT ON booking_trip_totals WHEN NEW.trip_key >= 'a' AND NEW.trip_key < 'b'
BEGIN
  DELETE FROM booking_runs WHERE visit_date = NEW.visit_date
    AND activity_id = CAST(substr(NEW.trip_key, 2, instr(NEW.trip_key, '@') - 2) AS INTEGER);
  INSERT INTO booking_runs (visit_date, activity_id, start_time, sold, capacity)
  SELECT t.visit_date, r.activity_id, CASE r.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END,
    sum(t.confirmed_persons), r.capacity
  FROM availability_rules r JOIN booking_trip_totals t ON t.visit_date = NEW.visit_date
    AND t.trip_key >= substr(NEW.trip_key, 1, instr(NEW.trip_key, '@')) AND t.trip_key < substr(NEW.trip_key, 1, instr(NEW.trip_key, '@') - 1) || 'A'
  WHERE r.activity_id = CAST(substr(NEW.trip_key, 2, instr(NEW.trip_key, '@') - 2) AS INTEGER)
  GROUP BY 1, 2, 3;
END;

CREATE TRIGGER booking_run_changed AFTER UPDATE OF confirmed_persons ON booking_trip_totals
  WHEN NEW.trip_key >= 'a' AND NEW.trip_key < 'b' AND NEW.confirmed_persons <> OLD.confirmed_persons
BEGIN
  DELETE FROM booking_runs WHERE visit_date = NEW.visit_date
    AND activity_id = CAST(substr(NEW.trip_key, 2, instr(NEW.trip_key, '@') - 2) AS INTEGER);
  INSERT INTO booking_runs (visit_date, activity_id, start_time, sold, capacity)
  SELECT t.visit_date, r.activity_id, CASE r.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END,
    sum(t.confirmed_persons), r.capacity
  FROM availability_rules r JOIN booking_trip_totals t ON t.visit_date = NEW.visit_date
    AND t.trip_key >= substr(NEW.trip_key, 1, instr(NEW.trip_key, '@')) AND t.trip_key < substr(NEW.trip_key, 1, instr(NEW.trip_key, '@') - 1) || 'A'
  WHERE r.activity_id = CAST(substr(NEW.trip_key, 2, instr(NEW.trip_key, '@') - 2) AS INTEGER)
  GROUP BY 1, 2, 3;
END;

CREATE TRIGGER booking_run_removed AFTER DELETE ON booking_trip_totals WHEN OLD.trip_key >= 'a' AND OLD.trip_key < 'b'
BEGIN
  DELETE FROM booking_runs WHERE visit_date = OLD.visit_date
    AND activity_id = CAST(substr(OLD.trip_key, 2, instr(OLD.trip_key, '@') - 2) AS INTEGER);
  INSERT INTO booking_runs (visit_date, activity_id, start_time, sold, capacity)
  SELECT t.visit_date, r.activity_id, CASE r.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END,
    sum(t.confirmed_persons), r.capacity
  FROM availability_rules r JOIN booking_trip_totals t ON t.visit_date = OLD.visit_date
    AND t.trip_key >= substr(OLD.trip_key, 1, instr(OLD.trip_key, '@')) AND t.trip_key < substr(OLD.trip_key, 1, instr(OLD.trip_key, '@') - 1) || 'A'
  WHERE r.activity_id = CAST(substr(OLD.trip_key, 2, instr(OLD.trip_key, '@') - 2) AS INTEGER)
  GROUP BY 1, 2, 3;
END;

-- A rule's capacity (or whether it is per day) changes every departure of its activity: they are
-- written again, found through the days of the activity's bookings (bookings_by_activity), not by
-- reading every departure.
CREATE TRIGGER booking_runs_of_rule_added AFTER INSERT ON availability_rules WHEN NEW.activity_id IS NOT NULL
BEGIN
  INSERT INTO booking_runs (visit_date, activity_id, start_time, sold, capacity)
  SELECT t.visit_date, NEW.activity_id, CASE NEW.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END,
    sum(t.confirmed_persons), NEW.capacity
  FROM (SELECT DISTINCT visit_date FROM bookings WHERE activity_id = NEW.activity_id) d
  JOIN booking_trip_totals t ON t.visit_date = d.visit_date
    AND t.trip_key >= 'a' || NEW.activity_id || '@' AND t.trip_key < 'a' || NEW.activity_id || 'A'
  GROUP BY 1, 2, 3;
END;

-- The rule editor saves every column: an unchanged capacity leaves the departures alone.
CREATE TRIGGER booking_runs_of_rule_changed AFTER UPDATE OF capacity, capacity_per, activity_id ON availability_rules
  WHEN (OLD.activity_id IS NOT NULL OR NEW.activity_id IS NOT NULL) AND (NEW.capacity IS NOT OLD.capacity
    OR NEW.capacity_per IS NOT OLD.capacity_per OR NEW.activity_id IS NOT OLD.activity_id)
BEGIN
  DELETE FROM booking_runs WHERE activity_id = OLD.activity_id
    AND visit_date IN (SELECT visit_date FROM bookings WHERE activity_id = OLD.activity_id);
  INSERT INTO booking_runs (visit_date, activity_id, start_time, sold, capacity)
  SELECT t.visit_date, NEW.activity_id, CASE NEW.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END,
    sum(t.confirmed_persons), NEW.capacity
  FROM (SELECT DISTINCT visit_date FROM bookings WHERE activity_id = NEW.activity_id) d
  JOIN booking_trip_totals t ON t.visit_date = d.visit_date
    AND t.trip_key >= 'a' || NEW.activity_id || '@' AND t.trip_key < 'a' || NEW.activity_id || 'A'
  WHERE NEW.activity_id IS NOT NULL GROUP BY 1, 2, 3;
END;

CREATE TRIGGER booking_runs_of_rule_removed AFTER DELETE ON availability_rules WHEN OLD.activity_id IS NOT NULL
BEGIN
  DELETE FROM booking_runs WHERE activity_id = OLD.activity_id
    AND visit_date IN (SELECT visit_date FROM bookings WHERE activity_id = OLD.activity_id);
END;

-- Migration 0060's months of departures are summed above with their capacity; nothing reads them now.
DROP TRIGGER trip_month_added;
DROP TRIGGER trip_month_removed;
DROP TRIGGER trip_month_changed;
DROP TABLE booking_trip_months;

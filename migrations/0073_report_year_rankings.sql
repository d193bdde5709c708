-- Issue 37 (decision 0099): a year's report (the "Last year" preset, or a range typed as one calendar
-- year) read 88,912 rows on a large operator: 81,118 to rank 5,000 activities by summing their
-- months, 6,103 for the countries of twelve months, 971 for the bookings of every day of both years.
-- A calendar year is now kept like a week (0072): each activity's departures and the countries
-- summed per year, ranked from the ends of indexes that start with the year; the bookings made and
-- what they are worth per month, so a range charted by month reads months.
-- A year is named by its first day ('2025-01-01'), as a month and a week are.

-- Each activity's departures summed per calendar year, beside its months (0066) and weeks (0072),
-- and ranked the same way: the fullest and the emptiest first, in the reports' order.
CREATE TABLE activity_run_years (
  activity_id INTEGER NOT NULL,
  year TEXT NOT NULL,
  sold INTEGER NOT NULL DEFAULT 0,
  capacity INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, year)
) WITHOUT ROWID;

CREATE INDEX activity_run_years_fullest ON activity_run_years (year, sold * 1.0 / capacity DESC, sold DESC, activity_id, capacity)
  WHERE capacity > 0;
CREATE INDEX activity_run_years_emptiest ON activity_run_years (year, sold * 1.0 / capacity, sold, activity_id, capacity)
  WHERE capacity > 0;

INSERT INTO activity_run_years (activity_id, year, sold, capacity)
SELECT activity_id, substr(visit_date, 1, 4) || '-01-01', sum(sold), sum(capacity) FROM booking_runs WHERE capacity > 0 GROUP BY 1, 2;

-- A departure is written whole and taken out whole (0066), so two triggers keep the years.
CREATE TRIGGER booking_run_year_counted AFTER INSERT ON booking_runs WHEN NEW.capacity > 0
BEGIN
  INSERT INTO activity_run_years (activity_id, year, sold, capacity)
  VALUES (NEW.activity_id, substr(NEW.visit_date, 1, 4) || '-01-01', NEW.sold, NEW.capacity)
  ON CONFLICT (activity_id, year) DO UPDATE SET sold = sold + excluded.sold, capacity = capacity + excluded.capacity;
END;

CREATE TRIGGER booking_run_year_uncounted AFTER DELETE ON booking_runs WHEN OLD.capacity > 0
BEGIN
  UPDATE activity_run_years SET sold = sold - OLD.sold, capacity = capacity - OLD.capacity
  WHERE activity_id = OLD.activity_id AND year = substr(OLD.visit_date, 1, 4) || '-01-01';
END;

-- The year's departures, the fullest and the emptiest first: the whole index by fill (0066) holds
-- an earlier year's empty departures before a later year's (some 3,500 for the second year of the
-- large seed).
CREATE INDEX booking_runs_fullest_of_year ON booking_runs (substr(visit_date, 1, 4), fill DESC, sold DESC, visit_date, activity_id, start_time, capacity)
  WHERE capacity > 0;
CREATE INDEX booking_runs_emptiest_of_year ON booking_runs (substr(visit_date, 1, 4), fill, sold, visit_date, activity_id, start_time, capacity)
  WHERE capacity > 0;

-- The guests' countries per year of booking, beside their months (0060), in the order shown.
CREATE TABLE booking_country_years (
  year TEXT NOT NULL,
  item TEXT NOT NULL,
  bookings INTEGER NOT NULL DEFAULT 0,
  guests INTEGER NOT NULL DEFAULT 0,
  lead_days INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (year, item)
) WITHOUT ROWID;

CREATE INDEX booking_country_years_by_bookings ON booking_country_years (year, bookings DESC, item, guests, lead_days);

INSERT INTO booking_country_years (year, item, bookings, guests, lead_days)
SELECT substr(booked_on, 1, 4) || '-01-01', item, sum(bookings), sum(guests), sum(lead_days)
FROM booking_report_days WHERE dimension = 'country' GROUP BY 1, 2;

CREATE TRIGGER country_year_added AFTER INSERT ON booking_report_days WHEN NEW.dimension = 'country'
BEGIN
  INSERT INTO booking_country_years (year, item, bookings, guests, lead_days)
  VALUES (substr(NEW.booked_on, 1, 4) || '-01-01', NEW.item, NEW.bookings, NEW.guests, NEW.lead_days)
  ON CONFLICT (year, item) DO UPDATE SET bookings = bookings + excluded.bookings,
    guests = guests + excluded.guests, lead_days = lead_days + excluded.lead_days;
END;

CREATE TRIGGER country_year_changed AFTER UPDATE OF bookings, guests, lead_days ON booking_report_days
  WHEN NEW.dimension = 'country'
BEGIN
  UPDATE booking_country_years SET bookings = bookings + NEW.bookings - OLD.bookings,
    guests = guests + NEW.guests - OLD.guests, lead_days = lead_days + NEW.lead_days - OLD.lead_days
  WHERE year = substr(NEW.booked_on, 1, 4) || '-01-01' AND item = NEW.item;
END;

CREATE TRIGGER country_year_removed AFTER DELETE ON booking_report_days WHEN OLD.dimension = 'country'
BEGIN
  UPDATE booking_country_years SET bookings = bookings - OLD.bookings, guests = guests - OLD.guests,
    lead_days = lead_days - OLD.lead_days
  WHERE year = substr(OLD.booked_on, 1, 4) || '-01-01' AND item = OLD.item;
END;

-- The month totals (0060) also keep what the bookings are worth, as their days do: a range charted
-- by month reads the bookings and money of its whole months here (a year: 48 rows, not 971 days).
ALTER TABLE booking_report_months ADD COLUMN booked_idr INTEGER NOT NULL DEFAULT 0;
ALTER TABLE booking_report_months ADD COLUMN booked_usd_cents INTEGER NOT NULL DEFAULT 0;

DELETE FROM booking_report_months;
INSERT INTO booking_report_months (dimension, month, item, bookings, guests, booked_idr, booked_usd_cents, lead_days)
SELECT dimension, substr(booked_on, 1, 7) || '-01', item, sum(bookings), sum(guests), sum(booked_idr), sum(booked_usd_cents), sum(lead_days)
FROM booking_report_days GROUP BY 1, 2, 3;

DROP TRIGGER report_month_added;
DROP TRIGGER report_month_changed;
DROP TRIGGER report_month_removed;

CREATE TRIGGER report_month_added AFTER INSERT ON booking_report_days
BEGIN
  INSERT INTO booking_report_months (dimension, month, item, bookings, guests, booked_idr, booked_usd_cents, lead_days)
  VALUES (NEW.dimension, substr(NEW.booked_on, 1, 7) || '-01', NEW.item, NEW.bookings, NEW.guests, NEW.booked_idr,
    NEW.booked_usd_cents, NEW.lead_days)
  ON CONFLICT (dimension, month, item) DO UPDATE SET bookings = bookings + excluded.bookings,
    guests = guests + excluded.guests, booked_idr = booked_idr + excluded.booked_idr,
    booked_usd_cents = booked_usd_cents + excluded.booked_usd_cents, lead_days = lead_days + excluded.lead_days;
END;

-- 0057's triggers add to a day's row in place; its key never changes.
CREATE TRIGGER report_month_changed AFTER UPDATE OF bookings, guests, booked_idr, booked_usd_cents, lead_days ON booking_report_days
BEGIN
  UPDATE booking_report_months SET bookings = bookings + NEW.bookings - OLD.bookings,
    guests = guests + NEW.guests - OLD.guests, booked_idr = booked_idr + NEW.booked_idr - OLD.booked_idr,
    booked_usd_cents = booked_usd_cents + NEW.booked_usd_cents - OLD.booked_usd_cents,
    lead_days = lead_days + NEW.lead_days - OLD.lead_days
  WHERE dimension = NEW.dimension AND month = substr(NEW.booked_on, 1, 7) || '-01' AND item = NEW.item;
END;

CREATE TRIGGER report_month_removed AFTER DELETE ON booking_report_days
BEGIN
  UPDATE booking_report_months SET bookings = bookings - OLD.bookings, guests = guests - OLD.guests,
    booked_idr = booked_idr - OLD.booked_idr, booked_usd_cents = booked_usd_cents - OLD.booked_usd_cents,
    lead_days = lead_days - OLD.lead_days
  WHERE dimension = OLD.dimension AND month = substr(OLD.booked_on, 1, 7) || '-01' AND item = OLD.item;
END;

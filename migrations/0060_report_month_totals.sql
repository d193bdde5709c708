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

-- The cancellations and no-shows of a visit day, by kind, with their fees in the currency booked:
-- a year's range read some 250,000 visits through bookings_by_visit_date, now a row per day and kind.
CREATE TABLE booking_cancellation_days (
  visit_date TEXT NOT NULL,
  kind TEXT NOT NULL,
  bookings INTEGER NOT NULL DEFAULT 0,
  fee_idr INTEGER NOT NULL DEFAULT 0,
  fee_usd_cents INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (visit_date, kind)
) WITHOUT ROWID;

INSERT INTO booking_cancellation_days (visit_date, kind, bookings, fee_idr, fee_usd_cents)
SELECT visit_date, coalesce(cancellation_kind, 'operator'), count(*),
  sum(CASE WHEN currency = 'IDR' THEN coalesce(cancellation_fee_idr, 0) ELSE 0 END),
  sum(CASE WHEN currency = 'USD' THEN coalesce(cancellation_fee_usd_cents, 0) ELSE 0 END)
FROM bookings WHERE status = 'cancelled' GROUP BY 1, 2;

CREATE TRIGGER booking_cancellation_counted AFTER INSERT ON bookings WHEN NEW.status = 'cancelled'
BEGIN
  INSERT INTO booking_cancellation_days (visit_date, kind, bookings, fee_idr, fee_usd_cents)
  VALUES (NEW.visit_date, coalesce(NEW.cancellation_kind, 'operator'), 1,
    CASE WHEN NEW.currency = 'IDR' THEN coalesce(NEW.cancellation_fee_idr, 0) ELSE 0 END,
    CASE WHEN NEW.currency = 'USD' THEN coalesce(NEW.cancellation_fee_usd_cents, 0) ELSE 0 END)
  ON CONFLICT (visit_date, kind) DO UPDATE SET bookings = bookings + 1, fee_idr = fee_idr + excluded.fee_idr,
    fee_usd_cents = fee_usd_cents + excluded.fee_usd_cents;
END;

CREATE TRIGGER booking_cancellation_uncounted AFTER DELETE ON bookings WHEN OLD.status = 'cancelled'
BEGIN
  UPDATE booking_cancellation_days SET bookings = bookings - 1,
    fee_idr = fee_idr - CASE WHEN OLD.currency = 'IDR' THEN coalesce(OLD.cancellation_fee_idr, 0) ELSE 0 END,
    fee_usd_cents = fee_usd_cents - CASE WHEN OLD.currency = 'USD' THEN coalesce(OLD.cancellation_fee_usd_cents, 0) ELSE 0 END
  WHERE visit_date = OLD.visit_date AND kind = coalesce(OLD.cancellation_kind, 'operator');
END;

-- A change of what the figure reads: the old cancellation out, the new one in, each if cancelled.
CREATE TRIGGER booking_cancellation_recounted AFTER UPDATE OF status, visit_date, cancellation_kind, currency, cancellation_fee_idr, cancellation_fee_usd_cents ON bookings
  WHEN OLD.status = 'cancelled' OR NEW.status = 'cancelled'
BEGIN
  UPDATE booking_cancellation_days SET bookings = bookings - 1,
    fee_idr = fee_idr - CASE WHEN OLD.currency = 'IDR' THEN coalesce(OLD.cancellation_fee_idr, 0) ELSE 0 END,
    fee_usd_cents = fee_usd_cents - CASE WHEN OLD.currency = 'USD' THEN coalesce(OLD.cancellation_fee_usd_cents, 0) ELSE 0 END
  WHERE OLD.status = 'cancelled' AND visit_date = OLD.visit_date AND kind = coalesce(OLD.cancellation_kind, 'operator');
  INSERT INTO booking_cancellation_days (visit_date, kind, bookings, fee_idr, fee_usd_cents)
  SELECT NEW.visit_date, coalesce(NEW.cancellation_kind, 'operator'), 1,
    CASE WHEN NEW.currency = 'IDR' THEN coalesce(NEW.cancellation_fee_idr, 0) ELSE 0 END,
    CASE WHEN NEW.currency = 'USD' THEN coalesce(NEW.cancellation_fee_usd_cents, 0) ELSE 0 END
  WHERE NEW.status = 'cancelled'
  ON CONFLICT (visit_date, kind) DO UPDATE SET bookings = bookings + 1, fee_idr = fee_idr + excluded.fee_idr,
    fee_usd_cents = fee_usd_cents + excluded.fee_usd_cents;
END;

-- The day totals of 0057 summed by month, for the figures read by the period's keys (sources,
-- countries, languages, lead time, requests): a year read some 82,000 day rows for the countries
-- alone, now a row per month and key, and the days of the range's partial months.
CREATE TABLE booking_report_months (
  dimension TEXT NOT NULL,
  month TEXT NOT NULL,
  item TEXT NOT NULL,
  bookings INTEGER NOT NULL DEFAULT 0,
  guests INTEGER NOT NULL DEFAULT 0,
  lead_days INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, month, item)
) WITHOUT ROWID;

INSERT INTO booking_report_months (dimension, month, item, bookings, guests, lead_days)
SELECT dimension, substr(booked_on, 1, 7) || '-01', item, sum(bookings), sum(guests), sum(lead_days)
FROM booking_report_days GROUP BY 1, 2, 3;

CREATE TRIGGER report_month_added AFTER INSERT ON booking_report_days
BEGIN
  INSERT INTO booking_report_months (dimension, month, item, bookings, guests, lead_days)
  VALUES (NEW.dimension, substr(NEW.booked_on, 1, 7) || '-01', NEW.item, NEW.bookings, NEW.guests, NEW.lead_days)
  ON CONFLICT (dimension, month, item) DO UPDATE SET bookings = bookings + excluded.bookings,
    guests = guests + excluded.guests, lead_days = lead_days + excluded.lead_days;
END;

-- 0057's triggers add to a day's row in place; its key never changes.
CREATE TRIGGER report_month_changed AFTER UPDATE OF bookings, guests, lead_days ON booking_report_days
BEGIN
  UPDATE booking_report_months SET bookings = bookings + NEW.bookings - OLD.bookings,
    guests = guests + NEW.guests - OLD.guests, lead_days = lead_days + NEW.lead_days - OLD.lead_days
  WHERE dimension = NEW.dimension AND month = substr(NEW.booked_on, 1, 7) || '-01' AND item = NEW.item;
END;

CREATE TRIGGER report_month_removed AFTER DELETE ON booking_report_days
BEGIN
  UPDATE booking_report_months SET bookings = bookings - OLD.bookings, guests = guests - OLD.guests,
    lead_days = lead_days - OLD.lead_days
  WHERE dimension = OLD.dimension AND month = substr(OLD.booked_on, 1, 7) || '-01' AND item = OLD.item;
END;

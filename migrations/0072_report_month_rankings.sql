-- Issue 37 (decision 0098): the reports' month periods (this month, last month, or a range typed as
-- one calendar month) read 57,000 rows on a large operator, 35,000 of them to rank 5,000 activities
-- by summing their months and 22,000 to find the month's ten emptiest departures behind the empty
-- departures of every earlier day; this week 34,000. A month's and a week's rankings are now read
-- from the ends of indexes that start with the month or the week, each entry carrying what the row
-- shows, and a short range's departures from the first ten of each of its days.

-- Each activity's month, the fullest and the emptiest first, in the reports' order
-- (fill, then seats sold, then the activity).
CREATE INDEX activity_run_months_fullest ON activity_run_months (month, sold * 1.0 / capacity DESC, sold DESC, activity_id, capacity)
  WHERE capacity > 0;
CREATE INDEX activity_run_months_emptiest ON activity_run_months (month, sold * 1.0 / capacity, sold, activity_id, capacity)
  WHERE capacity > 0;

-- The month's departures, the fullest and the emptiest first, in the reports' order.
CREATE INDEX booking_runs_fullest_of_month ON booking_runs (substr(visit_date, 1, 7), fill DESC, sold DESC, visit_date, activity_id, start_time, capacity)
  WHERE capacity > 0;
CREATE INDEX booking_runs_emptiest_of_month ON booking_runs (substr(visit_date, 1, 7), fill, sold, visit_date, activity_id, start_time, capacity)
  WHERE capacity > 0;

-- A month's figures by how many bookings each holds (the countries of a month, most first).
CREATE INDEX booking_report_months_by_bookings ON booking_report_months (dimension, month, bookings DESC, item, guests, lead_days);

-- Each activity's departures summed per week (Monday to Sunday, `week` its Monday), beside its
-- months (0066), for ranking the activities of a week, and ranked the same way.
CREATE TABLE activity_run_weeks (
  activity_id INTEGER NOT NULL,
  week TEXT NOT NULL,
  sold INTEGER NOT NULL DEFAULT 0,
  capacity INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, week)
) WITHOUT ROWID;

CREATE INDEX activity_run_weeks_fullest ON activity_run_weeks (week, sold * 1.0 / capacity DESC, sold DESC, activity_id, capacity)
  WHERE capacity > 0;
CREATE INDEX activity_run_weeks_emptiest ON activity_run_weeks (week, sold * 1.0 / capacity, sold, activity_id, capacity)
  WHERE capacity > 0;

INSERT INTO activity_run_weeks (activity_id, week, sold, capacity)
SELECT activity_id, date(visit_date, '-6 days', 'weekday 1'), sum(sold), sum(capacity) FROM booking_runs WHERE capacity > 0 GROUP BY 1, 2;

-- A departure is written whole and taken out whole (0066), so two triggers keep the weeks.
CREATE TRIGGER booking_run_week_counted AFTER INSERT ON booking_runs WHEN NEW.capacity > 0
BEGIN
  INSERT INTO activity_run_weeks (activity_id, week, sold, capacity)
  VALUES (NEW.activity_id, date(NEW.visit_date, '-6 days', 'weekday 1'), NEW.sold, NEW.capacity)
  ON CONFLICT (activity_id, week) DO UPDATE SET sold = sold + excluded.sold, capacity = capacity + excluded.capacity;
END;

CREATE TRIGGER booking_run_week_uncounted AFTER DELETE ON booking_runs WHEN OLD.capacity > 0
BEGIN
  UPDATE activity_run_weeks SET sold = sold - OLD.sold, capacity = capacity - OLD.capacity
  WHERE activity_id = OLD.activity_id AND week = date(OLD.visit_date, '-6 days', 'weekday 1');
END;

-- Each day's departures, the fullest and the emptiest first: a short range takes the first ten of
-- each of its days and ranks those.
CREATE INDEX booking_runs_fullest_of_day ON booking_runs (visit_date, fill DESC, sold DESC, activity_id, start_time, capacity)
  WHERE capacity > 0;
CREATE INDEX booking_runs_emptiest_of_day ON booking_runs (visit_date, fill, sold, activity_id, start_time, capacity)
  WHERE capacity > 0;

-- Money paid and reviews summed per month, beside their days, as 0060 summed the other figures: a
-- range of months (the reports' long ranges, charted by month) reads its whole months here and only
-- the days at its ends. Each month row follows its days' rows, as they are written.
CREATE TABLE booking_taking_months (
  month TEXT NOT NULL,
  currency TEXT NOT NULL,
  net_minor INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (month, currency)
) WITHOUT ROWID;

INSERT INTO booking_taking_months (month, currency, net_minor)
SELECT substr(paid_on, 1, 7) || '-01', currency, sum(received_minor - refunded_minor) FROM booking_takings GROUP BY 1, 2;

CREATE TRIGGER taking_month_added AFTER INSERT ON booking_takings
BEGIN
  INSERT INTO booking_taking_months (month, currency, net_minor)
  VALUES (substr(NEW.paid_on, 1, 7) || '-01', NEW.currency, NEW.received_minor - NEW.refunded_minor)
  ON CONFLICT (month, currency) DO UPDATE SET net_minor = net_minor + excluded.net_minor;
END;

CREATE TRIGGER taking_month_changed AFTER UPDATE OF received_minor, refunded_minor ON booking_takings
BEGIN
  UPDATE booking_taking_months
  SET net_minor = net_minor + (NEW.received_minor - NEW.refunded_minor) - (OLD.received_minor - OLD.refunded_minor)
  WHERE month = substr(NEW.paid_on, 1, 7) || '-01' AND currency = NEW.currency;
END;

CREATE TRIGGER taking_month_removed AFTER DELETE ON booking_takings
BEGIN
  UPDATE booking_taking_months SET net_minor = net_minor - (OLD.received_minor - OLD.refunded_minor)
  WHERE month = substr(OLD.paid_on, 1, 7) || '-01' AND currency = OLD.currency;
END;

CREATE TABLE review_report_months (
  month TEXT PRIMARY KEY,
  reviews INTEGER NOT NULL DEFAULT 0,
  stars INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

INSERT INTO review_report_months (month, reviews, stars)
SELECT substr(reviewed_on, 1, 7) || '-01', sum(reviews), sum(stars) FROM review_report_days GROUP BY 1;

CREATE TRIGGER review_month_added AFTER INSERT ON review_report_days
BEGIN
  INSERT INTO review_report_months (month, reviews, stars) VALUES (substr(NEW.reviewed_on, 1, 7) || '-01', NEW.reviews, NEW.stars)
  ON CONFLICT (month) DO UPDATE SET reviews = reviews + excluded.reviews, stars = stars + excluded.stars;
END;

CREATE TRIGGER review_month_changed AFTER UPDATE OF reviews, stars ON review_report_days
BEGIN
  UPDATE review_report_months SET reviews = reviews + NEW.reviews - OLD.reviews, stars = stars + NEW.stars - OLD.stars
  WHERE month = substr(NEW.reviewed_on, 1, 7) || '-01';
END;

CREATE TRIGGER review_month_removed AFTER DELETE ON review_report_days
BEGIN
  UPDATE review_report_months SET reviews = reviews - OLD.reviews, stars = stars - OLD.stars
  WHERE month = substr(OLD.reviewed_on, 1, 7) || '-01';
END;

-- The cancellations of each visit month by kind, beside their days (0060): any range reads its whole
-- months here and only its other days from the days.
CREATE TABLE booking_cancellation_months (
  month TEXT NOT NULL,
  kind TEXT NOT NULL,
  bookings INTEGER NOT NULL DEFAULT 0,
  fee_idr INTEGER NOT NULL DEFAULT 0,
  fee_usd_cents INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (month, kind)
) WITHOUT ROWID;

INSERT INTO booking_cancellation_months (month, kind, bookings, fee_idr, fee_usd_cents)
SELECT substr(visit_date, 1, 7) || '-01', kind, sum(bookings), sum(fee_idr), sum(fee_usd_cents) FROM booking_cancellation_days GROUP BY 1, 2;

CREATE TRIGGER cancellation_month_added AFTER INSERT ON booking_cancellation_days
BEGIN
  INSERT INTO booking_cancellation_months (month, kind, bookings, fee_idr, fee_usd_cents)
  VALUES (substr(NEW.visit_date, 1, 7) || '-01', NEW.kind, NEW.bookings, NEW.fee_idr, NEW.fee_usd_cents)
  ON CONFLICT (month, kind) DO UPDATE SET bookings = bookings + excluded.bookings, fee_idr = fee_idr + excluded.fee_idr,
    fee_usd_cents = fee_usd_cents + excluded.fee_usd_cents;
END;

CREATE TRIGGER cancellation_month_changed AFTER UPDATE OF bookings, fee_idr, fee_usd_cents ON booking_cancellation_days
BEGIN
  UPDATE booking_cancellation_months SET bookings = bookings + NEW.bookings - OLD.bookings,
    fee_idr = fee_idr + NEW.fee_idr - OLD.fee_idr, fee_usd_cents = fee_usd_cents + NEW.fee_usd_cents - OLD.fee_usd_cents
  WHERE month = substr(NEW.visit_date, 1, 7) || '-01' AND kind = NEW.kind;
END;

CREATE TRIGGER cancellation_month_removed AFTER DELETE ON booking_cancellation_days
BEGIN
  UPDATE booking_cancellation_months SET bookings = bookings - OLD.bookings, fee_idr = fee_idr - OLD.fee_idr,
    fee_usd_cents = fee_usd_cents - OLD.fee_usd_cents
  WHERE month = substr(OLD.visit_date, 1, 7) || '-01' AND kind = OLD.kind;
END;

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

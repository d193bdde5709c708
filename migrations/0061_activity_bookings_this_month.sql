-- Issue 42, item 5 (decision 0087): "Booked N times this month" on activity cards and pages. The
-- confirmed bookings of an activity made in a Bali calendar month, kept by the triggers below in the
-- same write as the booking, as the reports' totals are (0057, 0060): a card reads one row of this
-- table by its key, never the bookings. The month is the one the booking was made in (its
-- created_at on Bali's clock), written "YYYY-MM-01" as booking_trip_months writes it; a request
-- counts once the operator (or instant confirmation) confirms it, a cancelled or declined one no more.
CREATE TABLE activity_booking_months (
  activity_id INTEGER NOT NULL,
  month TEXT NOT NULL,
  confirmed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, month)
) WITHOUT ROWID;

INSERT INTO activity_booking_months (activity_id, month, confirmed)
SELECT activity_id, substr(date(created_at, '+8 hours'), 1, 7) || '-01', count(*)
FROM bookings WHERE status = 'confirmed' AND activity_id IS NOT NULL GROUP BY 1, 2;

CREATE TRIGGER activity_month_booked AFTER INSERT ON bookings
  WHEN NEW.status = 'confirmed' AND NEW.activity_id IS NOT NULL
BEGIN
  INSERT INTO activity_booking_months (activity_id, month, confirmed)
  VALUES (NEW.activity_id, substr(date(NEW.created_at, '+8 hours'), 1, 7) || '-01', 1)
  ON CONFLICT (activity_id, month) DO UPDATE SET confirmed = confirmed + 1;
END;

CREATE TRIGGER activity_month_unbooked AFTER DELETE ON bookings
  WHEN OLD.status = 'confirmed' AND OLD.activity_id IS NOT NULL
BEGIN
  UPDATE activity_booking_months SET confirmed = confirmed - 1
  WHERE activity_id = OLD.activity_id AND month = substr(date(OLD.created_at, '+8 hours'), 1, 7) || '-01';
END;

-- A confirmation, cancellation or decline (or a moved activity): the old booking out, the new one in, each if confirmed.
CREATE TRIGGER activity_month_rebooked AFTER UPDATE OF status, activity_id, created_at ON bookings
  WHEN OLD.status = 'confirmed' OR NEW.status = 'confirmed'
BEGIN
  UPDATE activity_booking_months SET confirmed = confirmed - 1
  WHERE OLD.status = 'confirmed' AND activity_id = OLD.activity_id
    AND month = substr(date(OLD.created_at, '+8 hours'), 1, 7) || '-01';
  INSERT INTO activity_booking_months (activity_id, month, confirmed)
  SELECT NEW.activity_id, substr(date(NEW.created_at, '+8 hours'), 1, 7) || '-01', 1
  WHERE NEW.status = 'confirmed' AND NEW.activity_id IS NOT NULL
  ON CONFLICT (activity_id, month) DO UPDATE SET confirmed = confirmed + 1;
END;

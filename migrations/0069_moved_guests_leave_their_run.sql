-- A guest whose booking moves to another day, start time or activity leaves the pickup run that
-- was to collect them (issue 40's runs, issue 38's changes): the driver's sheet listed them still,
-- and would have sent a driver to a hotel for a guest who is not coming that day. On their new
-- departure they are a guest no run collects yet, shown in red on the day's runs.
CREATE TRIGGER moved_guest_leaves_run AFTER UPDATE OF visit_date, start_time, activity_id ON bookings
WHEN NEW.visit_date IS NOT OLD.visit_date OR NEW.start_time IS NOT OLD.start_time
  OR NEW.activity_id IS NOT OLD.activity_id
BEGIN
  DELETE FROM pickup_run_guests WHERE booking_id = NEW.id AND run_id IN (
    SELECT r.id FROM pickup_runs r
    WHERE r.run_date IS NOT NEW.visit_date OR r.activity_id IS NOT NEW.activity_id
      OR r.start_time IS NOT coalesce(NEW.start_time, (SELECT a.start_time FROM activities a WHERE a.id = NEW.activity_id))
  );
END;

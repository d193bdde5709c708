-- Decision 0090's gap: the back office's change of a confirmed channel booking (issue 38) moves the
-- bookings row, and the channel's own row, which OCTO's GET /octo/bookings/{uuid} answers from,
-- kept the old departure. It now follows in the same write. A channel's own move (channel-moves.ts)
-- writes both rows alike, so this changes nothing there. The units a change may alter stay the
-- channel's own spelling (unit items); only the departure follows.
CREATE TRIGGER channel_booking_follows_its_booking AFTER UPDATE OF visit_date, start_time ON bookings
  WHEN OLD.visit_date IS NOT NEW.visit_date OR OLD.start_time IS NOT NEW.start_time
BEGIN
  UPDATE channel_bookings
  SET visit_date = NEW.visit_date,
    start_time = NEW.start_time,
    -- The local start with Bali's offset (domain/octo.ts, localDateTime); a booking without a start
    -- time keeps the time its availability had (the day's start, or midnight for a whole day).
    availability_id = NEW.visit_date || 'T' || coalesce(NEW.start_time, substr(availability_id, 12, 5)) || ':00+08:00',
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE booking_id = NEW.id AND status = 'CONFIRMED'
    AND (visit_date IS NOT NEW.visit_date OR start_time IS NOT NEW.start_time);
END;

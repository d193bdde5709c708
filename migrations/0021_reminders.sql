-- The operator's day (issue 18): the calendar and the day's manifest read bookings by visit date,
-- and the day-before reminder is sent once per confirmed booking.

-- The calendar's month, the manifest's day and the reminder job all ask "which bookings on this date".
CREATE INDEX bookings_by_visit_date ON bookings(visit_date, status);

-- When the reminder was queued. The reminder job writes its outbox row and this column in one D1
-- batch, the row guarded by `reminded_at IS NULL`, so a second run (or two at once) queues nothing.
ALTER TABLE bookings ADD COLUMN reminded_at TEXT;

-- One reminder per booking even if a bug let a second one past that guard.
CREATE UNIQUE INDEX mail_outbox_one_reminder ON mail_outbox(booking_id) WHERE kind = 'booking_reminder';

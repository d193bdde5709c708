-- Issue 38 (decision 0068). Until when a tourist may change a booking online, per activity and per
-- vehicle, in hours before the start: NULL follows the free-cancellation window (the default), 0
-- means no changes online (as 0 free-cancellation hours means no free cancellation). The operator
-- is never held to it.
ALTER TABLE activities ADD COLUMN change_window_hours INTEGER
  CHECK (change_window_hours IS NULL OR change_window_hours BETWEEN 0 AND 720);
ALTER TABLE transports ADD COLUMN change_window_hours INTEGER
  CHECK (change_window_hours IS NULL OR change_window_hours BETWEEN 0 AND 720);

-- A booking moved to another start gets its reminder again: one reminder per booking and start
-- ("YYYY-MM-DD HH:MM", the time empty when it has none) instead of one per booking. Rows queued
-- before this migration get the start their booking has now.
ALTER TABLE mail_outbox ADD COLUMN reminder_for TEXT;
UPDATE mail_outbox SET reminder_for = (
  SELECT b.visit_date || ' ' || coalesce(b.start_time, '') FROM bookings b WHERE b.id = mail_outbox.booking_id
) WHERE kind = 'booking_reminder';
DROP INDEX mail_outbox_one_reminder;
CREATE UNIQUE INDEX mail_outbox_one_reminder_per_start ON mail_outbox(booking_id, reminder_for)
  WHERE kind = 'booking_reminder';

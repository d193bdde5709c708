-- What the mail sender needs to retry: when a message is next due, why it last failed, and
-- where a reply should go.
--
-- next_attempt_at is both the schedule and the lease: a sender claims a due row by moving it
-- forward before sending, so a second sender running at the same time does not see it as due.
-- SQLite only adds columns with a constant default; the epoch means "due now" for new rows and
-- compares correctly with the ISO timestamps the sender writes.
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE mail_outbox ADD COLUMN last_attempt_at TEXT;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;
ALTER TABLE mail_outbox ADD COLUMN reply_to TEXT;

DROP INDEX mail_outbox_pending;
-- The sender's query: pending rows in the order they fall due.
CREATE INDEX mail_outbox_due ON mail_outbox(next_attempt_at, id) WHERE status = 'pending';
-- Delivering one booking's messages right after the request.
CREATE INDEX mail_outbox_of_booking ON mail_outbox(booking_id);

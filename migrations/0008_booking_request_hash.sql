-- The Idempotency-Key's request: a SHA-256 of the booking as parsed (every field, the site's host and
-- language, the route). A retry with the same key and the same request replays the booking; the same
-- key with another request is refused. Rows from before have none and never match.
ALTER TABLE bookings ADD COLUMN request_hash TEXT;

-- The daily cap of "request received" mails per recipient counts these rows in the booking's own
-- write; addresses compare without case, as mail servers do.
CREATE INDEX mail_outbox_received_by_recipient ON mail_outbox(to_address COLLATE NOCASE, created_at)
  WHERE kind = 'booking_received';

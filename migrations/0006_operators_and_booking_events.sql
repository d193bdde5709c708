-- The operator's side of a booking: who may answer requests, what they answered, and a history of
-- who did what and when.
--
-- A role on users rather than a table of operators: an operator signs in like everyone else (same
-- sessions, rate limits, password hashing), and `role = 'operator'` is the one thing the admin
-- pages ask. Only `npm run operator:create` sets it; no endpoint can.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'tourist' CHECK (role IN ('tourist', 'operator'));

-- The booking's current answer, for the inbox and the tourist's lookup page. confirmation_id is
-- the booking ID the tourist receives (typed by the operator or generated); decision_note is the
-- note sent with a confirmation or the reason sent with a decline; decided_at when it happened.
ALTER TABLE bookings ADD COLUMN confirmation_id TEXT;
ALTER TABLE bookings ADD COLUMN decision_note TEXT;
ALTER TABLE bookings ADD COLUMN decided_at TEXT;
-- One booking ID names one booking, whatever its case.
CREATE UNIQUE INDEX bookings_by_confirmation_id ON bookings(confirmation_id COLLATE NOCASE) WHERE confirmation_id IS NOT NULL;
-- The inbox lists all bookings newest first.
CREATE INDEX bookings_by_created ON bookings(created_at DESC, id DESC);

-- The audit trail: one row per action, written in the same D1 batch as the status change and the
-- e-mail it queues, so none of the three exists without the others. The operator's name and
-- e-mail are copied, so the history still says who it was after the account is gone.
CREATE TABLE booking_events (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('confirmed', 'declined')),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  actor_name TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  confirmation_id TEXT,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX booking_events_of_booking ON booking_events(booking_id, id);
-- A request is answered once: a second confirmation or decline of the same booking cannot be
-- recorded even if a bug let it past the status check.
CREATE UNIQUE INDEX booking_events_one_answer ON booking_events(booking_id) WHERE action IN ('confirmed', 'declined');

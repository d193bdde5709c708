-- Cancellation (issue 18): the tourist cancels a request or a confirmed booking online, the
-- operator cancels on the tourist's behalf or marks a no-show. The booking's status becomes
-- 'cancelled' (its seats are released: only requested and confirmed bookings hold them) and the
-- booking keeps how it ended and the fee the policy set at that moment (domain/cancellation.ts),
-- in both currencies, so a later change of the activity's terms never changes what was agreed.
ALTER TABLE bookings ADD COLUMN cancelled_at TEXT;
ALTER TABLE bookings ADD COLUMN cancellation_kind TEXT
  CHECK (cancellation_kind IS NULL OR cancellation_kind IN ('tourist', 'operator', 'no_show'));
ALTER TABLE bookings ADD COLUMN cancellation_fee_percent INTEGER
  CHECK (cancellation_fee_percent IS NULL OR cancellation_fee_percent BETWEEN 0 AND 100);
ALTER TABLE bookings ADD COLUMN cancellation_fee_idr INTEGER CHECK (cancellation_fee_idr IS NULL OR cancellation_fee_idr >= 0);
ALTER TABLE bookings ADD COLUMN cancellation_fee_usd_cents INTEGER
  CHECK (cancellation_fee_usd_cents IS NULL OR cancellation_fee_usd_cents >= 0);

-- The booking's history learns the new actions, who did them (an operator, or the tourist with
-- the booking's reference and e-mail) and the status they left. SQLite cannot widen a CHECK, so
-- the table is rebuilt; nothing refers to it.
CREATE TABLE booking_events_rebuilt (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('confirmed', 'declined', 'cancelled', 'no_show')),
  from_status TEXT NOT NULL DEFAULT 'requested' CHECK (from_status IN ('requested', 'confirmed')),
  actor_role TEXT NOT NULL DEFAULT 'operator' CHECK (actor_role IN ('operator', 'tourist')),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  actor_name TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  confirmation_id TEXT,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO booking_events_rebuilt (id, booking_id, action, user_id, actor_name, actor_email, confirmation_id, note, created_at)
  SELECT id, booking_id, action, user_id, actor_name, actor_email, confirmation_id, note, created_at FROM booking_events;
DROP TABLE booking_events;
ALTER TABLE booking_events_rebuilt RENAME TO booking_events;
CREATE INDEX booking_events_of_booking ON booking_events(booking_id, id);
CREATE UNIQUE INDEX booking_events_one_answer ON booking_events(booking_id) WHERE action IN ('confirmed', 'declined');
-- A booking ends once: a second cancellation cannot be recorded even if a bug let it past the status check.
CREATE UNIQUE INDEX booking_events_one_end ON booking_events(booking_id) WHERE action IN ('cancelled', 'no_show');

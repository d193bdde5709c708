-- Trip plans (issue 19): a tourist's days in Bali sent as a request, priced by the server with the
-- booking's rules, then quoted by the operator line by line, and on acceptance turned into bookings.

-- A sent plan. The reference reads like a booking's but starts with TR- ("TR-7KX4-M9PQ"), so the
-- operator and the tourist tell a trip from a booking at a glance. `plan` is the plan as parsed
-- (domain/trip.ts TripPlan); the estimate is the server's, in both currencies, never the browser's.
-- Contact fields, the Idempotency-Key and its request hash are as a booking's (0002, 0008).
CREATE TABLE trips (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'quoted', 'accepted', 'changes_requested', 'expired', 'cancelled')),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  currency TEXT NOT NULL CHECK (currency IN ('IDR', 'USD')),
  arrival TEXT NOT NULL,
  departure TEXT NOT NULL CHECK (departure >= arrival),
  adults INTEGER NOT NULL CHECK (adults >= 0),
  kids INTEGER NOT NULL DEFAULT 0 CHECK (kids >= 0),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  mailbox TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  country TEXT NOT NULL,
  special_request TEXT NOT NULL DEFAULT '',
  pickup_location TEXT NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'paypal', 'credit_card', 'bank_transfer')),
  plan TEXT NOT NULL CHECK (json_valid(plan)),
  estimate_idr INTEGER NOT NULL CHECK (estimate_idr >= 0),
  estimate_usd_cents INTEGER NOT NULL CHECK (estimate_usd_cents >= 0),
  -- The operator's quote: a note to the tourist and the last day it can be accepted (Bali's calendar).
  quote_notes TEXT NOT NULL DEFAULT '',
  valid_until TEXT,
  quoted_at TEXT,
  idempotency_key TEXT UNIQUE,
  request_hash TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- The back office's list, newest first per status.
CREATE INDEX trips_by_status ON trips(status, created_at DESC);
CREATE INDEX trips_by_created ON trips(created_at DESC);
-- The lookup (reference plus e-mail) and the daily cap of "received" mails per mailbox.
CREATE INDEX trips_by_mailbox ON trips(mailbox, created_at);
CREATE INDEX trips_by_user ON trips(user_id, created_at DESC);

-- The quote's lines: one per priced item of a day, in the day's order. Written with the trip from
-- the server's estimate, then adjusted by the operator (price, start time, text). The item's ids
-- name what the line books on acceptance: an activity's package, or a vehicle.
CREATE TABLE trip_quote_lines (
  id INTEGER PRIMARY KEY,
  trip_id INTEGER NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
  day_date TEXT NOT NULL,
  position INTEGER NOT NULL CHECK (position >= 0),
  item_kind TEXT NOT NULL CHECK (item_kind IN ('activity', 'destination', 'driver', 'transfer')),
  activity_id INTEGER REFERENCES activities(id),
  package_id INTEGER REFERENCES packages(id),
  transport_id INTEGER REFERENCES transports(id),
  destination_id INTEGER REFERENCES destinations(id),
  description TEXT NOT NULL,
  price_idr INTEGER NOT NULL CHECK (price_idr >= 0),
  price_usd_cents INTEGER NOT NULL CHECK (price_usd_cents >= 0),
  start_time TEXT,
  UNIQUE (trip_id, day_date, position)
);

-- An accepted quote's bookings hold capacity under the trip's reference.
ALTER TABLE bookings ADD COLUMN trip_id INTEGER REFERENCES trips(id);
CREATE INDEX bookings_by_trip ON bookings(trip_id) WHERE trip_id IS NOT NULL;

-- A trip's mails are queued in the trip's own batch, as a booking's are (0002's booking_id).
ALTER TABLE mail_outbox ADD COLUMN trip_id INTEGER REFERENCES trips(id) ON DELETE CASCADE;
CREATE INDEX mail_outbox_of_trip ON mail_outbox(trip_id) WHERE trip_id IS NOT NULL;

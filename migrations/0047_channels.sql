-- Sales channels (issue 39; docs/channels.md, decision 0070): a marketplace that books our seats
-- through an API, OCTO's or GetYourGuide's. Each has keys (only their SHA-256 is kept), the
-- activities and vehicles it may sell, and a commission that sets its net price.
CREATE TABLE channels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
  kind TEXT NOT NULL CHECK (kind IN ('octo', 'getyourguide')),
  -- The channel's share of the retail price: its net price is the rest.
  commission_percent INTEGER NOT NULL DEFAULT 0 CHECK (commission_percent BETWEEN 0 AND 100),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A channel's credentials: shown once when issued, refused from the moment revoked_at is set.
-- `hint` is the credential's first characters, for the operator to tell keys apart.
CREATE TABLE channel_keys (
  id INTEGER PRIMARY KEY,
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE,
  hint TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  revoked_at TEXT
);
CREATE INDEX channel_keys_of_channel ON channel_keys(channel_id, id);

-- What a channel may sell: activities and vehicles, one row each.
CREATE TABLE channel_items (
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  activity_id INTEGER REFERENCES activities(id) ON DELETE CASCADE,
  transport_id INTEGER REFERENCES transports(id) ON DELETE CASCADE,
  CHECK ((activity_id IS NOT NULL) + (transport_id IS NOT NULL) = 1)
);
CREATE UNIQUE INDEX channel_items_activity ON channel_items(channel_id, activity_id) WHERE activity_id IS NOT NULL;
CREATE UNIQUE INDEX channel_items_transport ON channel_items(channel_id, transport_id) WHERE transport_id IS NOT NULL;

-- A channel's booking by its own UUID: a hold (ON_HOLD until expires_at), then the booking row it
-- became when confirmed (booking_id), or how it ended. A hold counts against the capacity through
-- seat_holders below while it has not expired, so it needs no sweep to give its seats back.
CREATE TABLE channel_bookings (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) BETWEEN 1 AND 100),
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('ON_HOLD', 'CONFIRMED', 'CANCELLED', 'EXPIRED')),
  activity_id INTEGER REFERENCES activities(id) ON DELETE CASCADE,
  transport_id INTEGER REFERENCES transports(id) ON DELETE CASCADE,
  package_id INTEGER,
  visit_date TEXT NOT NULL CHECK (date(visit_date) IS visit_date),
  start_time TEXT CHECK (start_time IS NULL OR start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  -- The OCTO availability booked: its local start with Bali's offset.
  availability_id TEXT NOT NULL,
  seats INTEGER NOT NULL CHECK (seats >= 0),
  -- The OCTO unit items as a JSON array of { uuid, unitId }.
  unit_items TEXT NOT NULL CHECK (json_valid(unit_items)),
  reseller_reference TEXT CHECK (reseller_reference IS NULL OR length(reseller_reference) <= 100),
  notes TEXT CHECK (notes IS NULL OR length(notes) <= 1000),
  -- The lead traveller as the channel gave it (JSON), for the confirmation and the booking row.
  contact TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(contact)),
  retail_idr INTEGER NOT NULL CHECK (retail_idr >= 0),
  net_idr INTEGER NOT NULL CHECK (net_idr >= 0),
  booking_id INTEGER REFERENCES bookings(id) ON DELETE SET NULL,
  expires_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  confirmed_at TEXT,
  cancelled_at TEXT,
  cancel_reason TEXT CHECK (cancel_reason IS NULL OR length(cancel_reason) <= 500),
  CHECK ((activity_id IS NOT NULL) + (transport_id IS NOT NULL) = 1)
);
CREATE INDEX channel_bookings_of_channel ON channel_bookings(channel_id, created_at DESC);
CREATE INDEX channel_bookings_reseller_reference ON channel_bookings(channel_id, reseller_reference);
CREATE INDEX channel_holds_of_activity ON channel_bookings(activity_id, visit_date, start_time)
  WHERE activity_id IS NOT NULL AND status = 'ON_HOLD';
CREATE INDEX channel_holds_of_transport ON channel_bookings(transport_id, visit_date, start_time)
  WHERE transport_id IS NOT NULL AND status = 'ON_HOLD';
CREATE INDEX channel_holds_expiring ON channel_bookings(expires_at) WHERE status = 'ON_HOLD';

-- Everything that holds seats: requested and confirmed bookings, and channel holds that have not
-- expired. The availability reads and the seat guard count this, so a hold takes seats in the same
-- guarded batch as any booking and gives them back the moment it expires.
CREATE VIEW seat_holders AS
  SELECT activity_id, transport_id, visit_date, start_time, seats FROM bookings
  WHERE status IN ('requested', 'confirmed')
  UNION ALL
  SELECT activity_id, transport_id, visit_date, start_time, seats FROM channel_bookings
  WHERE status = 'ON_HOLD' AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now');

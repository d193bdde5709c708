-- Users, sessions, rate limits, reviews, subscribers, booking requests and the mail outbox.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- "pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>"; NULL for accounts made by social sign-in.
  password_hash TEXT,
  image TEXT,
  google_id TEXT UNIQUE,
  facebook_id TEXT UNIQUE,
  locale TEXT NOT NULL DEFAULT 'id' CHECK (locale IN ('id', 'en')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Only the SHA-256 of a session token is stored; the token itself lives in the client.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sessions_by_user ON sessions(user_id);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);

-- Fixed-window counters, e.g. key "login:ip:203.0.113.9" with the window's start.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
) WITHOUT ROWID;

-- A review of exactly one activity, destination or vehicle. author_name is the name shown;
-- NULL shows as "anonymous".
CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER REFERENCES activities(id) ON DELETE CASCADE,
  destination_id INTEGER REFERENCES destinations(id) ON DELETE CASCADE,
  transport_id INTEGER REFERENCES transports(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  author_name TEXT,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((activity_id IS NOT NULL) + (destination_id IS NOT NULL) + (transport_id IS NOT NULL) = 1)
);
CREATE INDEX comments_of_activity ON comments(activity_id, updated_at DESC, id DESC) WHERE activity_id IS NOT NULL;
CREATE INDEX comments_of_destination ON comments(destination_id, updated_at DESC, id DESC) WHERE destination_id IS NOT NULL;
CREATE INDEX comments_of_transport ON comments(transport_id, updated_at DESC, id DESC) WHERE transport_id IS NOT NULL;
CREATE INDEX comments_by_user ON comments(user_id, created_at);

-- The subject's count, average and five-to-one overview change in the same statement as the
-- comment itself, so they can never drift from the comments table.
CREATE TRIGGER comment_added_to_activity AFTER INSERT ON comments WHEN NEW.activity_id IS NOT NULL
BEGIN
  UPDATE activities SET
    rating = round((rating * comments_count + NEW.rating) / (comments_count + 1.0), 2),
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.activity_id;
END;
CREATE TRIGGER comment_added_to_destination AFTER INSERT ON comments WHEN NEW.destination_id IS NOT NULL
BEGIN
  UPDATE destinations SET
    rating = round((rating * comments_count + NEW.rating) / (comments_count + 1.0), 2),
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.destination_id;
END;
CREATE TRIGGER comment_added_to_transport AFTER INSERT ON comments WHEN NEW.transport_id IS NOT NULL
BEGIN
  UPDATE transports SET
    rating = round((rating * comments_count + NEW.rating) / (comments_count + 1.0), 2),
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.transport_id;
END;

CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A tourist's booking request. Prices are copied from the products at the time of the request
-- and the totals recomputed on the server; order_data holds those priced lines as JSON.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'cancelled')),
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  package_id INTEGER REFERENCES packages(id),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  currency TEXT NOT NULL CHECK (currency IN ('IDR', 'USD')),
  visit_date TEXT NOT NULL,
  adults INTEGER NOT NULL DEFAULT 1 CHECK (adults >= 0),
  kids INTEGER NOT NULL DEFAULT 0 CHECK (kids >= 0),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  country TEXT NOT NULL,
  special_request TEXT NOT NULL DEFAULT '',
  pickup_location TEXT NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'paypal', 'credit_card', 'bank_transfer')),
  order_data TEXT NOT NULL CHECK (json_valid(order_data)),
  total_idr INTEGER NOT NULL CHECK (total_idr >= 0),
  total_usd_cents INTEGER NOT NULL CHECK (total_usd_cents >= 0),
  idempotency_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX bookings_by_status ON bookings(status, created_at DESC);
CREATE INDEX bookings_by_email ON bookings(email COLLATE NOCASE, created_at DESC);
CREATE INDEX bookings_by_activity ON bookings(activity_id, visit_date);
CREATE INDEX bookings_by_user ON bookings(user_id, created_at DESC);

-- Messages waiting to be sent; a sender marks them sent. Written in the same batch as what caused them.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT NOT NULL,
  booking_id INTEGER REFERENCES bookings(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
CREATE INDEX mail_outbox_pending ON mail_outbox(status, created_at);

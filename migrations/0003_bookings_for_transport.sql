-- A booking is of exactly one activity or one vehicle, and the operator may decline one.
--
-- SQLite cannot drop NOT NULL from activity_id, so bookings is rebuilt. D1 keeps foreign keys on
-- inside a migration (PRAGMA foreign_keys cannot be switched off there), and dropping a table
-- deletes its rows first: dropping the old bookings while mail_outbox still refers to it would
-- cascade-delete every outbox row. So mail_outbox is rebuilt too, pointing at the new table from
-- the start; renaming the new table to bookings then carries that reference along. Both tables'
-- indexes went with the old tables and are created again at the end.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE bookings_rebuilt (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled')),
  activity_id INTEGER REFERENCES activities(id),
  transport_id INTEGER REFERENCES transports(id),
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
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((activity_id IS NOT NULL) + (transport_id IS NOT NULL) = 1),
  CHECK (package_id IS NULL OR activity_id IS NOT NULL)
);
INSERT INTO bookings_rebuilt (id, reference, status, activity_id, package_id, user_id, locale, currency, visit_date,
  adults, kids, first_name, last_name, email, phone_number, country, special_request, pickup_location,
  payment_method, order_data, total_idr, total_usd_cents, idempotency_key, created_at)
SELECT id, reference, status, activity_id, package_id, user_id, locale, currency, visit_date,
  adults, kids, first_name, last_name, email, phone_number, country, special_request, pickup_location,
  payment_method, order_data, total_idr, total_usd_cents, idempotency_key, created_at
FROM bookings;

CREATE TABLE mail_outbox_rebuilt (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT NOT NULL,
  booking_id INTEGER REFERENCES bookings_rebuilt(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
INSERT INTO mail_outbox_rebuilt (id, kind, to_address, locale, subject, body_text, body_html, booking_id, status,
  attempts, created_at, sent_at)
SELECT id, kind, to_address, locale, subject, body_text, body_html, booking_id, status, attempts, created_at, sent_at
FROM mail_outbox;

DROP TABLE mail_outbox;
DROP TABLE bookings;
ALTER TABLE bookings_rebuilt RENAME TO bookings;
ALTER TABLE mail_outbox_rebuilt RENAME TO mail_outbox;

CREATE INDEX bookings_by_status ON bookings(status, created_at DESC);
CREATE INDEX bookings_by_email ON bookings(email COLLATE NOCASE, created_at DESC);
CREATE INDEX bookings_by_activity ON bookings(activity_id, visit_date);
CREATE INDEX bookings_by_transport ON bookings(transport_id, visit_date) WHERE transport_id IS NOT NULL;
CREATE INDEX bookings_by_user ON bookings(user_id, created_at DESC);
CREATE INDEX mail_outbox_pending ON mail_outbox(status, created_at);

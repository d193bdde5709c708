-- Issue 40, items 5 and 6 (decision 0078): who came, and the review asked for the day after.

-- Check-in: when the guest was marked present, and by whom (the operator's account). A booking
-- stays 'confirmed' once checked in; these two columns are what says it came.
ALTER TABLE bookings ADD COLUMN checked_in_at TEXT;
ALTER TABLE bookings ADD COLUMN checked_in_by INTEGER REFERENCES users(id) ON DELETE SET NULL;

-- The operator can turn the review mail off per activity (the activity editor's checkbox).
ALTER TABLE activities ADD COLUMN review_mail INTEGER NOT NULL DEFAULT 1 CHECK (review_mail IN (0, 1));

-- One review request per booking: the link's token is stored as its SHA-256 only, lives 30 days,
-- and is spent by the review it brings (used_at).
CREATE TABLE review_requests (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The review mail goes out once per booking, however many cron runs see it.
CREATE UNIQUE INDEX mail_outbox_one_review_request ON mail_outbox(booking_id) WHERE kind = 'review_request';

-- A review written through a booking's link: tied to that booking, one per booking, no account.
ALTER TABLE comments ADD COLUMN booking_id INTEGER REFERENCES bookings(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX comments_one_per_booking ON comments(booking_id) WHERE booking_id IS NOT NULL;

-- The cron's question, the day after: checked-in bookings of a date, in the index order it reads.
CREATE INDEX bookings_checked_in_by_date ON bookings(visit_date, id) WHERE checked_in_at IS NOT NULL;

-- Where each booking came from (issue 38, docs/bookings.md "Entering a booking and sources"): the
-- site's own bookings are 'website' (every booking written before this migration was one), the ones
-- the operator enters name the phone, WhatsApp, a walk-in, an e-mail, an agent or hotel desk
-- (source_name) or a marketplace (source_name, with its reference). A booking from the site keeps
-- the utm_source and the referring host the tourist first arrived with, when known (decision 0063).
ALTER TABLE bookings ADD COLUMN source TEXT NOT NULL DEFAULT 'website'
  CHECK (source IN ('website', 'phone', 'whatsapp', 'walk_in', 'email', 'agent', 'marketplace'));
ALTER TABLE bookings ADD COLUMN source_name TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN source_reference TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '';

-- The inbox filtered by source, newest first, with or without a status (led by the source, which
-- only the inbox names, so no other query of the bookings is tempted by them; decision 0058).
CREATE INDEX bookings_by_source ON bookings(source, created_at DESC, id DESC);
CREATE INDEX bookings_by_source_status ON bookings(source, status, created_at DESC, id DESC);

-- How many bookings have each source and status, kept by triggers like booking_status_counts
-- (migration 0042): the inbox's counts stay exact under a source filter without counting rows.
CREATE TABLE booking_source_counts (
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  bookings INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (source, status)
) WITHOUT ROWID;
INSERT INTO booking_source_counts (source, status, bookings)
SELECT source, status, count(*) FROM bookings GROUP BY source, status;

CREATE TRIGGER booking_source_counted AFTER INSERT ON bookings
BEGIN
  INSERT INTO booking_source_counts (source, status, bookings) VALUES (NEW.source, NEW.status, 1)
  ON CONFLICT (source, status) DO UPDATE SET bookings = bookings + 1;
END;

CREATE TRIGGER booking_source_recounted AFTER UPDATE OF source, status ON bookings
WHEN OLD.source IS NOT NEW.source OR OLD.status IS NOT NEW.status
BEGIN
  UPDATE booking_source_counts SET bookings = bookings - 1 WHERE source = OLD.source AND status = OLD.status;
  INSERT INTO booking_source_counts (source, status, bookings) VALUES (NEW.source, NEW.status, 1)
  ON CONFLICT (source, status) DO UPDATE SET bookings = bookings + 1;
END;

CREATE TRIGGER booking_source_uncounted AFTER DELETE ON bookings
BEGIN
  UPDATE booking_source_counts SET bookings = bookings - 1 WHERE source = OLD.source AND status = OLD.status;
END;

-- The operator's quote (issue 19): besides the plan's items, a quote may carry a line the catalogue
-- does not have ("extra": a guide's fee, a boat ticket), typed with its own price. An accepted line
-- names the booking it became, so the itinerary and the quote show the booking's reference.
-- SQLite cannot widen a CHECK in place: the table is rebuilt (nothing references it yet).
CREATE TABLE trip_quote_lines_rebuilt (
  id INTEGER PRIMARY KEY,
  trip_id INTEGER NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
  day_date TEXT NOT NULL,
  position INTEGER NOT NULL CHECK (position >= 0),
  item_kind TEXT NOT NULL CHECK (item_kind IN ('activity', 'destination', 'driver', 'transfer', 'extra')),
  activity_id INTEGER REFERENCES activities(id),
  package_id INTEGER REFERENCES packages(id),
  transport_id INTEGER REFERENCES transports(id),
  destination_id INTEGER REFERENCES destinations(id),
  description TEXT NOT NULL,
  price_idr INTEGER NOT NULL CHECK (price_idr >= 0),
  price_usd_cents INTEGER NOT NULL CHECK (price_usd_cents >= 0),
  start_time TEXT,
  booking_id INTEGER REFERENCES bookings(id),
  UNIQUE (trip_id, day_date, position)
);
INSERT INTO trip_quote_lines_rebuilt (id, trip_id, day_date, position, item_kind, activity_id, package_id, transport_id,
  destination_id, description, price_idr, price_usd_cents, start_time)
SELECT id, trip_id, day_date, position, item_kind, activity_id, package_id, transport_id, destination_id, description,
  price_idr, price_usd_cents, start_time FROM trip_quote_lines;
DROP TABLE trip_quote_lines;
ALTER TABLE trip_quote_lines_rebuilt RENAME TO trip_quote_lines;

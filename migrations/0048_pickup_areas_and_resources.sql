-- Issue 40, items 1 and 2 (decision 0075): where guests are picked up, and who drives and guides.

-- The operator's pickup areas. A guest in an area is collected `default_minutes` before the
-- activity's start, or the minutes the area keeps for that activity's meeting place
-- (pickup_area_minutes). A surcharge is charged once per booking, in both currencies as product
-- prices are; an area outside the service area is listed but cannot be chosen.
CREATE TABLE pickup_areas (
  id INTEGER PRIMARY KEY,
  default_minutes INTEGER NOT NULL CHECK (default_minutes BETWEEN 0 AND 360),
  surcharge_idr INTEGER NOT NULL DEFAULT 0 CHECK (surcharge_idr BETWEEN 0 AND 100000000),
  surcharge_usd_cents INTEGER NOT NULL DEFAULT 0 CHECK (surcharge_usd_cents BETWEEN 0 AND 1000000),
  outside_service INTEGER NOT NULL DEFAULT 0 CHECK (outside_service IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE pickup_area_translations (
  area_id INTEGER NOT NULL REFERENCES pickup_areas(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  PRIMARY KEY (area_id, locale)
);
CREATE TABLE pickup_area_minutes (
  area_id INTEGER NOT NULL REFERENCES pickup_areas(id) ON DELETE CASCADE,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  minutes INTEGER NOT NULL CHECK (minutes BETWEEN 0 AND 360),
  PRIMARY KEY (area_id, activity_id)
);

-- The area a booking is collected from; NULL for a guest who comes to the meeting point, for a
-- vehicle, and for bookings made before this migration. The pickup time it gives is kept in
-- bookings.pickup_time (migration 0033), where a driver's pickup time already lives.
ALTER TABLE bookings ADD COLUMN pickup_area_id INTEGER REFERENCES pickup_areas(id);

-- The "your pickup time" mail: one per booking and pickup time ("YYYY-MM-DD HH:MM" in
-- reminder_for, as migration 0046 keys the reminders), so a changed time is mailed again and no
-- time twice.
CREATE UNIQUE INDEX mail_outbox_one_pickup_mail_per_time ON mail_outbox(booking_id, reminder_for)
  WHERE kind = 'pickup_time';

-- Drivers, guides and vehicles. A retired one stays for the runs it served.
CREATE TABLE resources (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('driver', 'guide', 'vehicle')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  phone TEXT NOT NULL DEFAULT '' CHECK (length(phone) <= 30),
  -- The languages a driver or guide speaks, as a JSON array of codes ("id", "en", "ja", …).
  languages TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(languages)),
  seats INTEGER CHECK (seats IS NULL OR seats BETWEEN 1 AND 60),
  plate TEXT CHECK (plate IS NULL OR length(plate) <= 15),
  retired_at TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((kind = 'vehicle') = (seats IS NOT NULL))
);
CREATE INDEX resources_by_kind ON resources(kind, retired_at, name);

-- The operator's starting areas, minutes before a start in the south (most meeting places are
-- around Ubud or the south's harbours; the operator sets each activity's own).
INSERT INTO pickup_areas (id, default_minutes, surcharge_idr, surcharge_usd_cents, outside_service, position) VALUES
  (1, 90, 0, 0, 0, 1),
  (2, 90, 0, 0, 0, 2),
  (3, 90, 0, 0, 0, 3),
  (4, 105, 0, 0, 0, 4),
  (5, 90, 0, 0, 0, 5),
  (6, 105, 0, 0, 0, 6),
  (7, 75, 0, 0, 0, 7),
  (8, 60, 0, 0, 0, 8),
  (9, 120, 150000, 1000, 0, 9),
  (10, 180, 0, 0, 1, 10),
  (11, 180, 0, 0, 1, 11);
INSERT INTO pickup_area_translations (area_id, locale, name) VALUES
  (1, 'id', 'Kuta'), (1, 'en', 'Kuta'),
  (2, 'id', 'Legian'), (2, 'en', 'Legian'),
  (3, 'id', 'Seminyak'), (3, 'en', 'Seminyak'),
  (4, 'id', 'Canggu'), (4, 'en', 'Canggu'),
  (5, 'id', 'Jimbaran'), (5, 'en', 'Jimbaran'),
  (6, 'id', 'Nusa Dua'), (6, 'en', 'Nusa Dua'),
  (7, 'id', 'Sanur'), (7, 'en', 'Sanur'),
  (8, 'id', 'Ubud'), (8, 'en', 'Ubud'),
  (9, 'id', 'Uluwatu'), (9, 'en', 'Uluwatu'),
  (10, 'id', 'Amed dan Bali timur'), (10, 'en', 'Amed and East Bali'),
  (11, 'id', 'Lovina dan Bali utara'), (11, 'en', 'Lovina and North Bali');

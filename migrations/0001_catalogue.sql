-- The operator's catalogue. Every content table has a translation table with one row per locale
-- ('id' and 'en'); a missing translation falls back to 'id' in the queries.
-- Images are a JSON array of {original, thumbnail, width, height, thumb_width, thumb_height}:
-- they are only ever read with their owner, so a join table would cost a round trip for nothing.
-- Money: rupiah as whole integers, US dollars as integer cents.

CREATE TABLE activity_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images))
);
CREATE TABLE activity_type_translations (
  type_id INTEGER NOT NULL REFERENCES activity_types(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  des TEXT NOT NULL,
  PRIMARY KEY (type_id, locale)
) WITHOUT ROWID;
CREATE INDEX activity_types_by_position ON activity_types(position, id);

CREATE TABLE regencies (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images))
);
CREATE TABLE regency_translations (
  regency_id INTEGER NOT NULL REFERENCES regencies(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  des TEXT NOT NULL,
  PRIMARY KEY (regency_id, locale)
) WITHOUT ROWID;
CREATE INDEX regencies_by_position ON regencies(position, id);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  type_id INTEGER NOT NULL REFERENCES activity_types(id),
  regency_id INTEGER REFERENCES regencies(id),
  duration_hours REAL NOT NULL CHECK (duration_hours > 0),
  cancelation_hours INTEGER NOT NULL CHECK (cancelation_hours >= 0),
  start_time TEXT NOT NULL,
  required_persons INTEGER NOT NULL CHECK (required_persons >= 1),
  price_type TEXT NOT NULL CHECK (price_type IN ('per_person', 'per_group', 'per_vehicle', 'per_day', 'per_package')),
  -- The cheapest product, for "from" prices on cards; kept by the seed and by package edits.
  price_idr INTEGER NOT NULL CHECK (price_idr >= 0),
  price_usd_cents INTEGER NOT NULL CHECK (price_usd_cents >= 0),
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
  position INTEGER NOT NULL DEFAULT 0,
  comments_count INTEGER NOT NULL DEFAULT 0,
  rating REAL NOT NULL DEFAULT 0,
  rating_1 INTEGER NOT NULL DEFAULT 0,
  rating_2 INTEGER NOT NULL DEFAULT 0,
  rating_3 INTEGER NOT NULL DEFAULT 0,
  rating_4 INTEGER NOT NULL DEFAULT 0,
  rating_5 INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX activities_by_position ON activities(position, id);
CREATE INDEX activities_by_type ON activities(type_id, position, id);
CREATE INDEX activities_by_rating ON activities(rating DESC, comments_count DESC, id);
CREATE INDEX activities_by_regency ON activities(regency_id, position, id);

CREATE TABLE activity_translations (
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL,
  short_des TEXT NOT NULL,
  location TEXT NOT NULL,
  highlight TEXT NOT NULL,
  activity_des TEXT NOT NULL,
  included TEXT NOT NULL CHECK (json_valid(included)),
  whattobring TEXT NOT NULL CHECK (json_valid(whattobring)),
  pickup_time TEXT NOT NULL,
  meeting_point TEXT NOT NULL,
  how_to_use TEXT NOT NULL,
  payment TEXT NOT NULL,
  note TEXT NOT NULL,
  confirmation_detail TEXT NOT NULL,
  PRIMARY KEY (activity_id, locale)
) WITHOUT ROWID;

CREATE TABLE packages (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX packages_by_activity ON packages(activity_id, position, id);
CREATE TABLE package_translations (
  package_id INTEGER NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL,
  detail TEXT NOT NULL,
  PRIMARY KEY (package_id, locale)
) WITHOUT ROWID;

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  package_id INTEGER NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  price_idr INTEGER NOT NULL CHECK (price_idr >= 0),
  price_usd_cents INTEGER NOT NULL CHECK (price_usd_cents >= 0),
  minimal INTEGER NOT NULL DEFAULT 0 CHECK (minimal BETWEEN 0 AND 100)
);
CREATE INDEX products_by_package ON products(package_id, position, id);
CREATE TABLE product_translations (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL,
  PRIMARY KEY (product_id, locale)
) WITHOUT ROWID;

CREATE TABLE destinations (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  regency_id INTEGER NOT NULL REFERENCES regencies(id),
  visitor INTEGER NOT NULL DEFAULT 0,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
  position INTEGER NOT NULL DEFAULT 0,
  comments_count INTEGER NOT NULL DEFAULT 0,
  rating REAL NOT NULL DEFAULT 0,
  rating_1 INTEGER NOT NULL DEFAULT 0,
  rating_2 INTEGER NOT NULL DEFAULT 0,
  rating_3 INTEGER NOT NULL DEFAULT 0,
  rating_4 INTEGER NOT NULL DEFAULT 0,
  rating_5 INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX destinations_by_position ON destinations(position, id);
CREATE INDEX destinations_by_regency ON destinations(regency_id, position, id);
CREATE TABLE destination_translations (
  destination_id INTEGER NOT NULL REFERENCES destinations(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL,
  location TEXT NOT NULL,
  des TEXT NOT NULL,
  note TEXT NOT NULL,
  PRIMARY KEY (destination_id, locale)
) WITHOUT ROWID;

CREATE TABLE transport_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images))
);
CREATE TABLE transport_type_translations (
  type_id INTEGER NOT NULL REFERENCES transport_types(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  des TEXT NOT NULL,
  PRIMARY KEY (type_id, locale)
) WITHOUT ROWID;
CREATE INDEX transport_types_by_position ON transport_types(position, id);

CREATE TABLE transports (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES transport_types(id),
  manufacture TEXT NOT NULL,
  vehicle_name TEXT NOT NULL,
  passanger INTEGER NOT NULL CHECK (passanger >= 1),
  transmision TEXT NOT NULL CHECK (transmision IN ('manual', 'automatic')),
  baggage INTEGER NOT NULL CHECK (baggage >= 0),
  price_idr INTEGER NOT NULL CHECK (price_idr >= 0),
  price_usd_cents INTEGER NOT NULL CHECK (price_usd_cents >= 0),
  duration_hours REAL NOT NULL,
  visitor INTEGER NOT NULL DEFAULT 0,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
  position INTEGER NOT NULL DEFAULT 0,
  comments_count INTEGER NOT NULL DEFAULT 0,
  rating REAL NOT NULL DEFAULT 0,
  rating_1 INTEGER NOT NULL DEFAULT 0,
  rating_2 INTEGER NOT NULL DEFAULT 0,
  rating_3 INTEGER NOT NULL DEFAULT 0,
  rating_4 INTEGER NOT NULL DEFAULT 0,
  rating_5 INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX transports_by_position ON transports(position, id);
CREATE INDEX transports_by_type ON transports(type_id, position, id);
CREATE TABLE transport_translations (
  transport_id INTEGER NOT NULL REFERENCES transports(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  vehicle_type TEXT NOT NULL,
  des TEXT NOT NULL,
  note TEXT NOT NULL,
  PRIMARY KEY (transport_id, locale)
) WITHOUT ROWID;

CREATE TABLE tips (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tips_by_position ON tips(position, id);
CREATE TABLE tip_translations (
  tip_id INTEGER NOT NULL REFERENCES tips(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (tip_id, locale)
) WITHOUT ROWID;

-- Event times are Bali local time (UTC+8) written as "YYYY-MM-DDTHH:MM".
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at >= starts_at),
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images))
);
CREATE INDEX events_by_start ON events(starts_at, id);
CREATE INDEX events_by_end ON events(ends_at, starts_at);
CREATE TABLE event_translations (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  title TEXT NOT NULL,
  location TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (event_id, locale)
) WITHOUT ROWID;

CREATE TABLE special_offers (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  activity_id INTEGER REFERENCES activities(id) ON DELETE SET NULL,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX special_offers_by_position ON special_offers(position, id);
CREATE TABLE special_offer_translations (
  offer_id INTEGER NOT NULL REFERENCES special_offers(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  title TEXT NOT NULL,
  short_des TEXT NOT NULL,
  des TEXT NOT NULL,
  tnc TEXT NOT NULL,
  PRIMARY KEY (offer_id, locale)
) WITHOUT ROWID;

CREATE TABLE gallery_images (
  id INTEGER PRIMARY KEY,
  image TEXT NOT NULL CHECK (json_valid(image)),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX gallery_images_by_position ON gallery_images(position, id);
CREATE TABLE gallery_image_translations (
  image_id INTEGER NOT NULL REFERENCES gallery_images(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  caption TEXT NOT NULL,
  PRIMARY KEY (image_id, locale)
) WITHOUT ROWID;

-- The home page slider: five slides, each leading somewhere on the site.
CREATE TABLE slides (
  id INTEGER PRIMARY KEY,
  image TEXT NOT NULL CHECK (json_valid(image)),
  link_path TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE slide_translations (
  slide_id INTEGER NOT NULL REFERENCES slides(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  PRIMARY KEY (slide_id, locale)
) WITHOUT ROWID;

-- Search over both languages at once: one row per activity, rowid = activities.id.
-- Rebuilt from the translation tables by workers/search.ts (rebuildSearchIndexSql).
CREATE VIRTUAL TABLE activity_search USING fts5(
  name,
  type_name,
  location,
  short_des,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);

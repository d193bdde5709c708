-- The back office at a hundred times the data (issue 37, docs/decisions/0058): indexes that match
-- the lists' keyset order, an FTS5 index for the bookings search, and the status counts kept by
-- triggers instead of counted on every page.

-- The inbox filtered by status keeps bookings_by_status (status, created_at DESC): SQLite walks it
-- from the cursor and sorts only the bookings of one same instant by id. An index led by
-- (status, created_at, id) was tried and dropped: SQLite then chose it for every query that names a
-- status beside a better key (a user's or an e-mail's confirmed bookings, the reviews' "booked with
-- us") and read every confirmed booking.

-- The trips list, newest first (trips_by_status serves a status).
DROP INDEX IF EXISTS trips_by_created;
CREATE INDEX trips_by_created ON trips(created_at DESC, id DESC);

-- The reviews moderation list per subject kind, newest first (comments_by_created serves "all").
CREATE INDEX comments_of_activity_by_created ON comments(created_at DESC, id DESC) WHERE activity_id IS NOT NULL;
CREATE INDEX comments_of_destination_by_created ON comments(created_at DESC, id DESC) WHERE destination_id IS NOT NULL;
CREATE INDEX comments_of_transport_by_created ON comments(created_at DESC, id DESC) WHERE transport_id IS NOT NULL;

-- The team's trail of booking answers: only the operator's, newest first.
CREATE INDEX booking_events_by_operator ON booking_events(created_at DESC, id DESC) WHERE actor_role = 'operator';

-- The bookings search: trigram FTS5, so any part of three characters or more of a reference,
-- booking ID, name, e-mail, phone (its digits), hotel, visit date or the activity's or vehicle's
-- name (both languages) is found through the index. rowid is the booking's id.
CREATE VIRTUAL TABLE booking_search USING fts5(reference, confirmation_id, names, email, phone, other,
  tokenize = 'trigram');

-- What one booking puts in the index (the same expressions in every trigger below).
INSERT INTO booking_search (rowid, reference, confirmation_id, names, email, phone, other)
SELECT b.id, replace(b.reference, '-', ''), coalesce(b.confirmation_id, ''), b.first_name || ' ' || b.last_name,
  b.email,
  replace(replace(replace(replace(replace(replace(b.phone_number, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''),
  b.pickup_location || ' | ' || b.visit_date || ' | ' || coalesce(
    (SELECT group_concat(x.name, ' | ') FROM activity_translations x WHERE x.activity_id = b.activity_id),
    (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = b.transport_id), '')
FROM bookings b;

CREATE TRIGGER booking_search_added AFTER INSERT ON bookings
BEGIN
  INSERT INTO booking_search (rowid, reference, confirmation_id, names, email, phone, other)
  VALUES (NEW.id, replace(NEW.reference, '-', ''), coalesce(NEW.confirmation_id, ''),
    NEW.first_name || ' ' || NEW.last_name, NEW.email,
    replace(replace(replace(replace(replace(replace(NEW.phone_number, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''),
    NEW.pickup_location || ' | ' || NEW.visit_date || ' | ' || coalesce(
      (SELECT group_concat(x.name, ' | ') FROM activity_translations x WHERE x.activity_id = NEW.activity_id),
      (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = NEW.transport_id), ''));
END;

CREATE TRIGGER booking_search_changed AFTER UPDATE OF reference, confirmation_id, first_name, last_name, email,
  phone_number, pickup_location, visit_date, activity_id, transport_id ON bookings
BEGIN
  DELETE FROM booking_search WHERE rowid = OLD.id;
  INSERT INTO booking_search (rowid, reference, confirmation_id, names, email, phone, other)
  VALUES (NEW.id, replace(NEW.reference, '-', ''), coalesce(NEW.confirmation_id, ''),
    NEW.first_name || ' ' || NEW.last_name, NEW.email,
    replace(replace(replace(replace(replace(replace(NEW.phone_number, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''),
    NEW.pickup_location || ' | ' || NEW.visit_date || ' | ' || coalesce(
      (SELECT group_concat(x.name, ' | ') FROM activity_translations x WHERE x.activity_id = NEW.activity_id),
      (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = NEW.transport_id), ''));
END;

CREATE TRIGGER booking_search_removed AFTER DELETE ON bookings
BEGIN
  DELETE FROM booking_search WHERE rowid = OLD.id;
END;

-- A renamed activity or vehicle is found by its new name in its bookings (rare: one statement per
-- rename, over that item's bookings through bookings_by_activity / bookings_by_transport).
CREATE TRIGGER booking_search_activity_named AFTER UPDATE OF name ON activity_translations
WHEN OLD.name IS NOT NEW.name
BEGIN
  UPDATE booking_search SET other = (
    SELECT b.pickup_location || ' | ' || b.visit_date || ' | ' || coalesce(
      (SELECT group_concat(x.name, ' | ') FROM activity_translations x WHERE x.activity_id = b.activity_id), '')
    FROM bookings b WHERE b.id = booking_search.rowid)
  WHERE rowid IN (SELECT id FROM bookings WHERE activity_id = NEW.activity_id);
END;

CREATE TRIGGER booking_search_activity_translated AFTER INSERT ON activity_translations
BEGIN
  UPDATE booking_search SET other = (
    SELECT b.pickup_location || ' | ' || b.visit_date || ' | ' || coalesce(
      (SELECT group_concat(x.name, ' | ') FROM activity_translations x WHERE x.activity_id = b.activity_id), '')
    FROM bookings b WHERE b.id = booking_search.rowid)
  WHERE rowid IN (SELECT id FROM bookings WHERE activity_id = NEW.activity_id);
END;

CREATE TRIGGER booking_search_vehicle_named AFTER UPDATE OF manufacture, vehicle_name ON transports
BEGIN
  UPDATE booking_search SET other = (
    SELECT b.pickup_location || ' | ' || b.visit_date || ' | ' || NEW.manufacture || ' ' || NEW.vehicle_name
    FROM bookings b WHERE b.id = booking_search.rowid)
  WHERE rowid IN (SELECT id FROM bookings WHERE transport_id = NEW.id);
END;

-- How many bookings have each status, kept by triggers: the inbox's filter shows them on every page.
CREATE TABLE booking_status_counts (
  status TEXT PRIMARY KEY,
  bookings INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
INSERT INTO booking_status_counts (status, bookings)
SELECT s.status, (SELECT count(*) FROM bookings b WHERE b.status = s.status)
FROM (SELECT 'requested' AS status UNION ALL SELECT 'confirmed' UNION ALL SELECT 'declined' UNION ALL SELECT 'cancelled') s;

CREATE TRIGGER booking_status_counted AFTER INSERT ON bookings
BEGIN
  UPDATE booking_status_counts SET bookings = bookings + 1 WHERE status = NEW.status;
END;

CREATE TRIGGER booking_status_recounted AFTER UPDATE OF status ON bookings WHEN OLD.status IS NOT NEW.status
BEGIN
  UPDATE booking_status_counts SET bookings = bookings - 1 WHERE status = OLD.status;
  UPDATE booking_status_counts SET bookings = bookings + 1 WHERE status = NEW.status;
END;

CREATE TRIGGER booking_status_uncounted AFTER DELETE ON bookings
BEGIN
  UPDATE booking_status_counts SET bookings = bookings - 1 WHERE status = OLD.status;
END;

-- Everyone who ever acted in the back office, for the team trail's "Person" filter: a row each,
-- kept by triggers, so the filter's list never reads the whole trail.
CREATE TABLE back_office_actors (user_id INTEGER PRIMARY KEY);
INSERT OR IGNORE INTO back_office_actors (user_id)
SELECT user_id FROM audit_log WHERE user_id IS NOT NULL
UNION SELECT user_id FROM booking_events WHERE actor_role = 'operator' AND user_id IS NOT NULL;

CREATE TRIGGER back_office_actor_audited AFTER INSERT ON audit_log WHEN NEW.user_id IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO back_office_actors (user_id) VALUES (NEW.user_id);
END;

CREATE TRIGGER back_office_actor_answered AFTER INSERT ON booking_events
WHEN NEW.actor_role = 'operator' AND NEW.user_id IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO back_office_actors (user_id) VALUES (NEW.user_id);
END;

-- The back office's activities list filtered to its drafts or its archive, in the catalogue's order
-- (published ones are most, and activities_by_type finds them). Partial, for the same reason as the
-- status index of the bookings above: the public pages' `status = 'published'` keeps its own indexes.
CREATE INDEX activities_drafts ON activities(type_id, position, id) WHERE status = 'draft';
CREATE INDEX activities_archived ON activities(type_id, position, id) WHERE status = 'archived';

-- The calendar's month: each day's persons and vehicles, confirmed and requested, and its trips
-- (an activity or vehicle at one start time), kept by triggers from the bookings that hold places,
-- so a month reads a row a day instead of every booking of the month. booking_trip_totals holds a
-- row per day and trip, for the day's count of trips. A trip is keyed by the booking's start time or
-- its activity's when the booking was written.
CREATE TABLE booking_trip_totals (
  visit_date TEXT NOT NULL,
  trip_key TEXT NOT NULL,
  bookings INTEGER NOT NULL,
  confirmed_persons INTEGER NOT NULL,
  requested_persons INTEGER NOT NULL,
  confirmed_vehicles INTEGER NOT NULL,
  requested_vehicles INTEGER NOT NULL,
  PRIMARY KEY (visit_date, trip_key)
) WITHOUT ROWID;
CREATE TABLE booking_day_totals (
  visit_date TEXT PRIMARY KEY,
  confirmed_persons INTEGER NOT NULL,
  requested_persons INTEGER NOT NULL,
  confirmed_vehicles INTEGER NOT NULL,
  requested_vehicles INTEGER NOT NULL,
  trips INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO booking_trip_totals (visit_date, trip_key, bookings, confirmed_persons, requested_persons,
  confirmed_vehicles, requested_vehicles)
SELECT b.visit_date, coalesce('a' || b.activity_id, 't' || b.transport_id) || '@' || coalesce(b.start_time, (SELECT a.start_time FROM activities a WHERE a.id = b.activity_id), ''), count(*),
  sum(CASE WHEN b.status = 'confirmed' THEN b.adults + b.kids + b.people ELSE 0 END),
  sum(CASE WHEN b.status = 'requested' THEN b.adults + b.kids + b.people ELSE 0 END),
  sum(CASE WHEN b.status = 'confirmed' THEN b.vehicles ELSE 0 END),
  sum(CASE WHEN b.status = 'requested' THEN b.vehicles ELSE 0 END)
FROM bookings b WHERE b.status IN ('requested', 'confirmed') GROUP BY 1, 2;
INSERT INTO booking_day_totals (visit_date, confirmed_persons, requested_persons, confirmed_vehicles, requested_vehicles, trips)
SELECT visit_date, sum(confirmed_persons), sum(requested_persons), sum(confirmed_vehicles), sum(requested_vehicles), count(*)
FROM booking_trip_totals GROUP BY visit_date;

CREATE TRIGGER booking_day_added AFTER INSERT ON bookings WHEN NEW.status IN ('requested', 'confirmed')
BEGIN
  INSERT INTO booking_trip_totals (visit_date, trip_key, bookings, confirmed_persons, requested_persons,
    confirmed_vehicles, requested_vehicles)
  VALUES (NEW.visit_date, coalesce('a' || NEW.activity_id, 't' || NEW.transport_id) || '@' || coalesce(NEW.start_time, (SELECT a.start_time FROM activities a WHERE a.id = NEW.activity_id), ''), 1,
    CASE WHEN NEW.status = 'confirmed' THEN NEW.adults + NEW.kids + NEW.people ELSE 0 END, CASE WHEN NEW.status = 'requested' THEN NEW.adults + NEW.kids + NEW.people ELSE 0 END,
    CASE WHEN NEW.status = 'confirmed' THEN NEW.vehicles ELSE 0 END, CASE WHEN NEW.status = 'requested' THEN NEW.vehicles ELSE 0 END)
  ON CONFLICT (visit_date, trip_key) DO UPDATE SET bookings = bookings + excluded.bookings,
    confirmed_persons = confirmed_persons + excluded.confirmed_persons,
    requested_persons = requested_persons + excluded.requested_persons,
    confirmed_vehicles = confirmed_vehicles + excluded.confirmed_vehicles,
    requested_vehicles = requested_vehicles + excluded.requested_vehicles;
  DELETE FROM booking_trip_totals WHERE visit_date = NEW.visit_date AND bookings = 0;
  INSERT INTO booking_day_totals (visit_date, confirmed_persons, requested_persons, confirmed_vehicles, requested_vehicles, trips)
  SELECT NEW.visit_date, coalesce(sum(confirmed_persons), 0), coalesce(sum(requested_persons), 0),
    coalesce(sum(confirmed_vehicles), 0), coalesce(sum(requested_vehicles), 0), count(*)
  FROM booking_trip_totals WHERE visit_date = NEW.visit_date
  ON CONFLICT (visit_date) DO UPDATE SET confirmed_persons = excluded.confirmed_persons,
    requested_persons = excluded.requested_persons, confirmed_vehicles = excluded.confirmed_vehicles,
    requested_vehicles = excluded.requested_vehicles, trips = excluded.trips;
  DELETE FROM booking_day_totals WHERE visit_date = NEW.visit_date AND trips = 0;
END;

CREATE TRIGGER booking_day_removed AFTER DELETE ON bookings WHEN OLD.status IN ('requested', 'confirmed')
BEGIN
  INSERT INTO booking_trip_totals (visit_date, trip_key, bookings, confirmed_persons, requested_persons,
    confirmed_vehicles, requested_vehicles)
  VALUES (OLD.visit_date, coalesce('a' || OLD.activity_id, 't' || OLD.transport_id) || '@' || coalesce(OLD.start_time, (SELECT a.start_time FROM activities a WHERE a.id = OLD.activity_id), ''), -1,
    -CASE WHEN OLD.status = 'confirmed' THEN OLD.adults + OLD.kids + OLD.people ELSE 0 END, -CASE WHEN OLD.status = 'requested' THEN OLD.adults + OLD.kids + OLD.people ELSE 0 END,
    -CASE WHEN OLD.status = 'confirmed' THEN OLD.vehicles ELSE 0 END, -CASE WHEN OLD.status = 'requested' THEN OLD.vehicles ELSE 0 END)
  ON CONFLICT (visit_date, trip_key) DO UPDATE SET bookings = bookings + excluded.bookings,
    confirmed_persons = confirmed_persons + excluded.confirmed_persons,
    requested_persons = requested_persons + excluded.requested_persons,
    confirmed_vehicles = confirmed_vehicles + excluded.confirmed_vehicles,
    requested_vehicles = requested_vehicles + excluded.requested_vehicles;
  DELETE FROM booking_trip_totals WHERE visit_date = OLD.visit_date AND bookings = 0;
  INSERT INTO booking_day_totals (visit_date, confirmed_persons, requested_persons, confirmed_vehicles, requested_vehicles, trips)
  SELECT OLD.visit_date, coalesce(sum(confirmed_persons), 0), coalesce(sum(requested_persons), 0),
    coalesce(sum(confirmed_vehicles), 0), coalesce(sum(requested_vehicles), 0), count(*)
  FROM booking_trip_totals WHERE visit_date = OLD.visit_date
  ON CONFLICT (visit_date) DO UPDATE SET confirmed_persons = excluded.confirmed_persons,
    requested_persons = excluded.requested_persons, confirmed_vehicles = excluded.confirmed_vehicles,
    requested_vehicles = excluded.requested_vehicles, trips = excluded.trips;
  DELETE FROM booking_day_totals WHERE visit_date = OLD.visit_date AND trips = 0;
END;

CREATE TRIGGER booking_day_changed_from AFTER UPDATE OF status, visit_date, start_time, adults, kids, people, vehicles, activity_id, transport_id ON bookings WHEN OLD.status IN ('requested', 'confirmed')
BEGIN
  INSERT INTO booking_trip_totals (visit_date, trip_key, bookings, confirmed_persons, requested_persons,
    confirmed_vehicles, requested_vehicles)
  VALUES (OLD.visit_date, coalesce('a' || OLD.activity_id, 't' || OLD.transport_id) || '@' || coalesce(OLD.start_time, (SELECT a.start_time FROM activities a WHERE a.id = OLD.activity_id), ''), -1,
    -CASE WHEN OLD.status = 'confirmed' THEN OLD.adults + OLD.kids + OLD.people ELSE 0 END, -CASE WHEN OLD.status = 'requested' THEN OLD.adults + OLD.kids + OLD.people ELSE 0 END,
    -CASE WHEN OLD.status = 'confirmed' THEN OLD.vehicles ELSE 0 END, -CASE WHEN OLD.status = 'requested' THEN OLD.vehicles ELSE 0 END)
  ON CONFLICT (visit_date, trip_key) DO UPDATE SET bookings = bookings + excluded.bookings,
    confirmed_persons = confirmed_persons + excluded.confirmed_persons,
    requested_persons = requested_persons + excluded.requested_persons,
    confirmed_vehicles = confirmed_vehicles + excluded.confirmed_vehicles,
    requested_vehicles = requested_vehicles + excluded.requested_vehicles;
  DELETE FROM booking_trip_totals WHERE visit_date = OLD.visit_date AND bookings = 0;
  INSERT INTO booking_day_totals (visit_date, confirmed_persons, requested_persons, confirmed_vehicles, requested_vehicles, trips)
  SELECT OLD.visit_date, coalesce(sum(confirmed_persons), 0), coalesce(sum(requested_persons), 0),
    coalesce(sum(confirmed_vehicles), 0), coalesce(sum(requested_vehicles), 0), count(*)
  FROM booking_trip_totals WHERE visit_date = OLD.visit_date
  ON CONFLICT (visit_date) DO UPDATE SET confirmed_persons = excluded.confirmed_persons,
    requested_persons = excluded.requested_persons, confirmed_vehicles = excluded.confirmed_vehicles,
    requested_vehicles = excluded.requested_vehicles, trips = excluded.trips;
  DELETE FROM booking_day_totals WHERE visit_date = OLD.visit_date AND trips = 0;
END;

CREATE TRIGGER booking_day_changed_to AFTER UPDATE OF status, visit_date, start_time, adults, kids, people, vehicles, activity_id, transport_id ON bookings WHEN NEW.status IN ('requested', 'confirmed')
BEGIN
  INSERT INTO booking_trip_totals (visit_date, trip_key, bookings, confirmed_persons, requested_persons,
    confirmed_vehicles, requested_vehicles)
  VALUES (NEW.visit_date, coalesce('a' || NEW.activity_id, 't' || NEW.transport_id) || '@' || coalesce(NEW.start_time, (SELECT a.start_time FROM activities a WHERE a.id = NEW.activity_id), ''), 1,
    CASE WHEN NEW.status = 'confirmed' THEN NEW.adults + NEW.kids + NEW.people ELSE 0 END, CASE WHEN NEW.status = 'requested' THEN NEW.adults + NEW.kids + NEW.people ELSE 0 END,
    CASE WHEN NEW.status = 'confirmed' THEN NEW.vehicles ELSE 0 END, CASE WHEN NEW.status = 'requested' THEN NEW.vehicles ELSE 0 END)
  ON CONFLICT (visit_date, trip_key) DO UPDATE SET bookings = bookings + excluded.bookings,
    confirmed_persons = confirmed_persons + excluded.confirmed_persons,
    requested_persons = requested_persons + excluded.requested_persons,
    confirmed_vehicles = confirmed_vehicles + excluded.confirmed_vehicles,
    requested_vehicles = requested_vehicles + excluded.requested_vehicles;
  DELETE FROM booking_trip_totals WHERE visit_date = NEW.visit_date AND bookings = 0;
  INSERT INTO booking_day_totals (visit_date, confirmed_persons, requested_persons, confirmed_vehicles, requested_vehicles, trips)
  SELECT NEW.visit_date, coalesce(sum(confirmed_persons), 0), coalesce(sum(requested_persons), 0),
    coalesce(sum(confirmed_vehicles), 0), coalesce(sum(requested_vehicles), 0), count(*)
  FROM booking_trip_totals WHERE visit_date = NEW.visit_date
  ON CONFLICT (visit_date) DO UPDATE SET confirmed_persons = excluded.confirmed_persons,
    requested_persons = excluded.requested_persons, confirmed_vehicles = excluded.confirmed_vehicles,
    requested_vehicles = excluded.requested_vehicles, trips = excluded.trips;
  DELETE FROM booking_day_totals WHERE visit_date = NEW.visit_date AND trips = 0;
END;

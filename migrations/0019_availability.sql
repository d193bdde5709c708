-- Availability and capacity (issue 18): when each activity and vehicle runs, how many it takes, and
-- how long ahead it must be booked; the dates it does not run; the dates the whole catalogue is
-- closed (Nyepi). Requested and confirmed bookings hold their seats; declined and cancelled ones
-- hold none. The pure rules that read these rows are in domain/availability.ts.

-- One rule per activity or vehicle. Every activity and vehicle has one: the existing ones get the
-- defaults below, new ones get them from the triggers, and the operator (or the seed) changes them.
CREATE TABLE availability_rules (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER UNIQUE REFERENCES activities(id) ON DELETE CASCADE,
  transport_id INTEGER UNIQUE REFERENCES transports(id) ON DELETE CASCADE,
  -- The ISO weekdays it runs on, 1 Monday to 7 Sunday, as digits: '1234567' is every day.
  weekdays TEXT NOT NULL DEFAULT '1234567'
    CHECK (length(weekdays) BETWEEN 1 AND 7 AND weekdays NOT GLOB '*[^1-7]*'),
  -- The season, both dates included ("YYYY-MM-DD", Bali's calendar); NULL is open-ended.
  season_start TEXT CHECK (season_start IS NULL OR date(season_start) IS season_start),
  season_end TEXT CHECK (season_end IS NULL OR date(season_end) IS season_end),
  -- Its start times as a JSON array of "HH:MM" (Bali time), earliest first. Empty: one visit a day,
  -- at the activity's own start_time (a vehicle's pickup time is agreed with the operator).
  start_times TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(start_times) AND json_type(start_times) = 'array'),
  -- Persons (activities) or vehicles (transport), per day or per start time.
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  capacity_per TEXT NOT NULL DEFAULT 'day' CHECK (capacity_per IN ('day', 'start_time')),
  -- Book at least this many hours before the start, in Bali time; 0 is until the start itself.
  notice_hours INTEGER NOT NULL DEFAULT 0 CHECK (notice_hours BETWEEN 0 AND 720),
  version INTEGER NOT NULL DEFAULT 1,
  CHECK ((activity_id IS NOT NULL) + (transport_id IS NOT NULL) = 1),
  CHECK (season_start IS NULL OR season_end IS NULL OR season_start <= season_end)
);

INSERT INTO availability_rules (activity_id, capacity) SELECT id, 20 FROM activities;
INSERT INTO availability_rules (transport_id, capacity) SELECT id, 1 FROM transports;
CREATE TRIGGER availability_of_new_activity AFTER INSERT ON activities
BEGIN
  INSERT INTO availability_rules (activity_id, capacity) VALUES (NEW.id, 20);
END;
CREATE TRIGGER availability_of_new_transport AFTER INSERT ON transports
BEGIN
  INSERT INTO availability_rules (transport_id, capacity) VALUES (NEW.id, 1);
END;

-- A date one activity or vehicle does not run.
CREATE TABLE blackout_dates (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER REFERENCES activities(id) ON DELETE CASCADE,
  transport_id INTEGER REFERENCES transports(id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (date(date) IS date),
  CHECK ((activity_id IS NOT NULL) + (transport_id IS NOT NULL) = 1)
);
CREATE UNIQUE INDEX blackout_dates_of_activity ON blackout_dates(activity_id, date) WHERE activity_id IS NOT NULL;
CREATE UNIQUE INDEX blackout_dates_of_transport ON blackout_dates(transport_id, date) WHERE transport_id IS NOT NULL;

-- A date nothing in the catalogue runs (Nyepi, Bali's Day of Silence). The reason is the operator's note.
CREATE TABLE closed_dates (
  date TEXT PRIMARY KEY CHECK (date(date) IS date),
  reason TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;

-- What a booking holds: its start time when the activity has several, and its seats (persons for
-- an activity, one vehicle for transport), counted against the capacity while it is requested or
-- confirmed.
ALTER TABLE bookings ADD COLUMN start_time TEXT CHECK (start_time IS NULL OR start_time GLOB '[0-2][0-9]:[0-5][0-9]');
ALTER TABLE bookings ADD COLUMN seats INTEGER NOT NULL DEFAULT 0 CHECK (seats >= 0);
UPDATE bookings SET seats = CASE WHEN transport_id IS NOT NULL THEN 1 ELSE adults + kids END;
CREATE INDEX bookings_holding_activity ON bookings(activity_id, visit_date, start_time)
  WHERE activity_id IS NOT NULL AND status IN ('requested', 'confirmed');
CREATE INDEX bookings_holding_transport ON bookings(transport_id, visit_date, start_time)
  WHERE transport_id IS NOT NULL AND status IN ('requested', 'confirmed');

-- A statement that must insert nothing: the booking's batch puts `INSERT INTO seat_guard SELECT
-- <seats left after this booking> WHERE it is below 0` before the booking, and the CHECK turns an
-- overbooking into an error that rolls the whole batch back (workers/availability/). Empty.
CREATE TABLE seat_guard (seats_left INTEGER NOT NULL CHECK (seats_left >= 0));

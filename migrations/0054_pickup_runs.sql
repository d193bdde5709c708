-- Issue 40, item 3 (decision 0077): the day's runs. A run is one vehicle with its driver (and a
-- guide) collecting guests of one departure (activity and start time) on one Bali date, from the
-- time it leaves until it is back; its guests are bookings in pickup order.
CREATE TABLE pickup_runs (
  id INTEGER PRIMARY KEY,
  run_date TEXT NOT NULL CHECK (run_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  start_time TEXT NOT NULL CHECK (start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  vehicle_id INTEGER NOT NULL REFERENCES resources(id),
  driver_id INTEGER NOT NULL REFERENCES resources(id),
  guide_id INTEGER REFERENCES resources(id),
  leaves_at TEXT NOT NULL CHECK (leaves_at GLOB '[0-2][0-9]:[0-5][0-9]'),
  back_at TEXT NOT NULL CHECK (back_at GLOB '[0-2][0-9]:[0-5][0-9]'),
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (leaves_at < back_at)
);
CREATE INDEX pickup_runs_by_date ON pickup_runs(run_date, leaves_at);

-- A booking is in at most one run (its primary key), at a position of that run's pickup order.
CREATE TABLE pickup_run_guests (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  run_id INTEGER NOT NULL REFERENCES pickup_runs(id) ON DELETE CASCADE,
  position INTEGER NOT NULL
);
CREATE INDEX pickup_run_guests_by_run ON pickup_run_guests(run_id, position);

-- A vehicle, driver or guide is in one place at a time: no two runs of a date whose windows overlap
-- share one. Resource ids are unique over the three kinds, so any of a run's three against any of
-- the other's is the test. In the database, so that of two dispatchers who both read a free vehicle
-- only the first write wins (D1 runs one batch at a time).
CREATE TRIGGER pickup_runs_one_place_on_insert BEFORE INSERT ON pickup_runs
WHEN EXISTS (
  SELECT 1 FROM pickup_runs o
  WHERE o.run_date = NEW.run_date AND o.leaves_at < NEW.back_at AND NEW.leaves_at < o.back_at
    AND (o.vehicle_id IN (NEW.vehicle_id, NEW.driver_id, NEW.guide_id)
      OR o.driver_id IN (NEW.vehicle_id, NEW.driver_id, NEW.guide_id)
      OR o.guide_id IN (NEW.vehicle_id, NEW.driver_id, NEW.guide_id)))
BEGIN
  SELECT RAISE(ABORT, 'pickup_runs: resource busy');
END;

CREATE TRIGGER pickup_runs_one_place_on_update
BEFORE UPDATE OF run_date, vehicle_id, driver_id, guide_id, leaves_at, back_at ON pickup_runs
WHEN EXISTS (
  SELECT 1 FROM pickup_runs o
  WHERE o.id <> NEW.id AND o.run_date = NEW.run_date AND o.leaves_at < NEW.back_at AND NEW.leaves_at < o.back_at
    AND (o.vehicle_id IN (NEW.vehicle_id, NEW.driver_id, NEW.guide_id)
      OR o.driver_id IN (NEW.vehicle_id, NEW.driver_id, NEW.guide_id)
      OR o.guide_id IN (NEW.vehicle_id, NEW.driver_id, NEW.guide_id)))
BEGIN
  SELECT RAISE(ABORT, 'pickup_runs: resource busy');
END;

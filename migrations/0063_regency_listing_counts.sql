-- The map of Bali on the list pages (issue 42, item 2; decision 0089) shows each regency's published
-- activities and destinations. Counted as they change, like migration 0050's counts per type, so a
-- page reads one row per regency instead of every activity and destination.
CREATE TABLE regency_listing_counts (
  regency_id INTEGER PRIMARY KEY REFERENCES regencies(id) ON DELETE CASCADE,
  activities INTEGER NOT NULL DEFAULT 0 CHECK (activities >= 0),
  destinations INTEGER NOT NULL DEFAULT 0 CHECK (destinations >= 0)
);

INSERT INTO regency_listing_counts (regency_id, activities, destinations)
  SELECT r.id,
    (SELECT count(*) FROM activities a WHERE a.regency_id = r.id AND a.status = 'published'),
    (SELECT count(*) FROM destinations d WHERE d.regency_id = r.id AND d.status = 'published')
  FROM regencies r;

CREATE TRIGGER regency_activity_added AFTER INSERT ON activities
  WHEN NEW.status = 'published' AND NEW.regency_id IS NOT NULL
BEGIN
  INSERT INTO regency_listing_counts (regency_id, activities) VALUES (NEW.regency_id, 1)
    ON CONFLICT (regency_id) DO UPDATE SET activities = activities + 1;
END;

CREATE TRIGGER regency_activity_removed AFTER DELETE ON activities
  WHEN OLD.status = 'published' AND OLD.regency_id IS NOT NULL
BEGIN
  UPDATE regency_listing_counts SET activities = activities - 1 WHERE regency_id = OLD.regency_id;
END;

-- Publishing, unpublishing (draft, archived) and moving to another regency (or to none).
CREATE TRIGGER regency_activity_changed AFTER UPDATE OF status, regency_id ON activities
  WHEN OLD.status IS NOT NEW.status OR OLD.regency_id IS NOT NEW.regency_id
BEGIN
  UPDATE regency_listing_counts SET activities = activities - 1
    WHERE OLD.status = 'published' AND regency_id = OLD.regency_id;
  INSERT INTO regency_listing_counts (regency_id, activities)
    SELECT NEW.regency_id, 1 WHERE NEW.status = 'published' AND NEW.regency_id IS NOT NULL
    ON CONFLICT (regency_id) DO UPDATE SET activities = activities + 1;
END;

CREATE TRIGGER regency_destination_added AFTER INSERT ON destinations WHEN NEW.status = 'published'
BEGIN
  INSERT INTO regency_listing_counts (regency_id, destinations) VALUES (NEW.regency_id, 1)
    ON CONFLICT (regency_id) DO UPDATE SET destinations = destinations + 1;
END;

CREATE TRIGGER regency_destination_removed AFTER DELETE ON destinations WHEN OLD.status = 'published'
BEGIN
  UPDATE regency_listing_counts SET destinations = destinations - 1 WHERE regency_id = OLD.regency_id;
END;

CREATE TRIGGER regency_destination_changed AFTER UPDATE OF status, regency_id ON destinations
  WHEN OLD.status IS NOT NEW.status OR OLD.regency_id IS NOT NEW.regency_id
BEGIN
  UPDATE regency_listing_counts SET destinations = destinations - 1
    WHERE OLD.status = 'published' AND regency_id = OLD.regency_id;
  INSERT INTO regency_listing_counts (regency_id, destinations)
    SELECT NEW.regency_id, 1 WHERE NEW.status = 'published'
    ON CONFLICT (regency_id) DO UPDATE SET destinations = destinations + 1;
END;

-- The public activity lists at a large operator's size (issue 37, decision 0060): a list page's
-- "total" was a count(*) over every activity, so a tourist's first page read the whole catalogue
-- (D1 bills each row, index rows included). The published activities of each type are counted as
-- they change instead: the lists read one row per type (every activity) or one row (a type).
CREATE TABLE published_activity_counts (
  type_id INTEGER PRIMARY KEY,
  total INTEGER NOT NULL DEFAULT 0 CHECK (total >= 0)
);

INSERT INTO published_activity_counts (type_id, total)
  SELECT type_id, count(*) FROM activities WHERE status = 'published' GROUP BY type_id;

CREATE TRIGGER published_activity_added AFTER INSERT ON activities WHEN NEW.status = 'published'
BEGIN
  INSERT INTO published_activity_counts (type_id, total) VALUES (NEW.type_id, 1)
    ON CONFLICT (type_id) DO UPDATE SET total = total + 1;
END;

CREATE TRIGGER published_activity_removed AFTER DELETE ON activities WHEN OLD.status = 'published'
BEGIN
  UPDATE published_activity_counts SET total = total - 1 WHERE type_id = OLD.type_id;
END;

-- Publishing, unpublishing (draft, archived) and moving to another type.
CREATE TRIGGER published_activity_changed AFTER UPDATE OF status, type_id ON activities
  WHEN OLD.status IS NOT NEW.status OR OLD.type_id IS NOT NEW.type_id
BEGIN
  UPDATE published_activity_counts SET total = total - 1
    WHERE OLD.status = 'published' AND type_id = OLD.type_id;
  INSERT INTO published_activity_counts (type_id, total)
    SELECT NEW.type_id, 1 WHERE NEW.status = 'published'
    ON CONFLICT (type_id) DO UPDATE SET total = total + 1;
END;

-- A vehicle's reviews show "booked with us" from the reviewer's confirmed bookings of that vehicle
-- (workers/reviews/comments.ts BOOKED_WITH_US): probed here by account and by e-mail, instead of
-- reading every booking of each reviewer. Small: vehicles are a sliver of the bookings.
CREATE INDEX bookings_confirmed_transport_of_user ON bookings(user_id, transport_id)
  WHERE status = 'confirmed' AND transport_id IS NOT NULL;
CREATE INDEX bookings_confirmed_transport_of_email ON bookings(email COLLATE NOCASE, transport_id)
  WHERE status = 'confirmed' AND transport_id IS NOT NULL;

-- Issue 37's discovery rows (decision 0097): a list's filter is answered from the row or the index
-- the list already walks, not by a probe per activity or a walk of the whole catalogue.
--
-- "Hotel pickup" is a fact of the activity's packages; the filter probed them for every activity
-- the list walked (a row each). It is kept on the activity's row by the packages' triggers, as
-- `pickup_offered`: 1 when at least one of its packages includes a pickup.
ALTER TABLE activities ADD COLUMN pickup_offered INTEGER NOT NULL DEFAULT 0 CHECK (pickup_offered IN (0, 1));

UPDATE activities SET pickup_offered = 1
WHERE id IN (SELECT activity_id FROM packages WHERE includes_pickup = 1);

CREATE TRIGGER pickup_offered_package_added AFTER INSERT ON packages WHEN NEW.includes_pickup = 1
BEGIN
  UPDATE activities SET pickup_offered = 1 WHERE id = NEW.activity_id AND pickup_offered = 0;
END;

CREATE TRIGGER pickup_offered_package_changed AFTER UPDATE OF includes_pickup, activity_id ON packages
BEGIN
  UPDATE activities
  SET pickup_offered = EXISTS (SELECT 1 FROM packages p WHERE p.activity_id = activities.id AND p.includes_pickup = 1)
  WHERE id IN (OLD.activity_id, NEW.activity_id);
END;

CREATE TRIGGER pickup_offered_package_removed AFTER DELETE ON packages WHEN OLD.includes_pickup = 1
BEGIN
  UPDATE activities
  SET pickup_offered = EXISTS (SELECT 1 FROM packages p WHERE p.activity_id = activities.id AND p.includes_pickup = 1)
  WHERE id = OLD.activity_id;
END;

-- "Instant confirmation" is an operator's choice per activity, and few make it: the large operator's
-- catalogue has none, and a list filtered by it walked all 5,000 activities in its sort's index to
-- find its page, and again to count. Each sort has its index of the published activities that
-- confirm at once, so the filter walks those alone, in the sort's order (the orders of migration 0058
-- and of 0001's activities_by_rating; descending sorts walk them backwards).
CREATE INDEX activities_instant_by_position ON activities(position, id)
  WHERE status = 'published' AND instant_confirmation = 1;
CREATE INDEX activities_instant_by_price_idr ON activities(price_idr, id)
  WHERE status = 'published' AND instant_confirmation = 1;
CREATE INDEX activities_instant_by_price_usd ON activities(price_usd_cents, id)
  WHERE status = 'published' AND instant_confirmation = 1;
CREATE INDEX activities_instant_by_rating ON activities(rating DESC, comments_count DESC, id)
  WHERE status = 'published' AND instant_confirmation = 1;
CREATE INDEX activities_instant_by_duration ON activities(duration_hours, id)
  WHERE status = 'published' AND instant_confirmation = 1;
CREATE INDEX activities_instant_by_created ON activities(created_at, id)
  WHERE status = 'published' AND instant_confirmation = 1;

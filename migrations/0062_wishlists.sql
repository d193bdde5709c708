-- Issue 42, item 3 (decision 0088): a signed-in tourist's wishlist, an activity or a vehicle per
-- row. The pair (user, item) is the key, so saving twice keeps one row; the index lists a
-- tourist's items newest first. A wishlist holds at most 200 items: the trigger refuses the 201st
-- (the /api answers 422), so no client can grow one without bound.
CREATE TABLE wishlist_items (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('activity', 'transport')),
  item_id INTEGER NOT NULL,
  added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, kind, item_id)
) WITHOUT ROWID;

CREATE INDEX wishlist_items_newest ON wishlist_items (user_id, added_at DESC);

CREATE TRIGGER wishlist_items_bounded BEFORE INSERT ON wishlist_items
WHEN (SELECT count(*) FROM wishlist_items WHERE user_id = NEW.user_id) >= 200
BEGIN
  SELECT RAISE(ABORT, 'wishlist_full');
END;

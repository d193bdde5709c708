-- One review per account and item (issue 34, docs/decisions/0034): an account's second post about
-- the same activity, destination or vehicle edits its first review instead of adding another.
--
-- The figures stay kept by triggers (docs/decisions/0007, 0013). An edit can change a shown review's
-- rating, and this migration deletes the older duplicates, so the triggers now follow every change
-- of a row: insert (0012), update of rating or visibility, and delete.

-- Update of rating or hidden_at: the old row leaves the figures if it was shown, the new one enters
-- them if it is shown. This replaces the visibility triggers of 0012, which read only NEW.rating.
DROP TRIGGER comment_visibility_of_activity;
DROP TRIGGER comment_visibility_of_destination;
DROP TRIGGER comment_visibility_of_transport;

CREATE TRIGGER comment_changed_on_activity AFTER UPDATE OF rating, hidden_at ON comments
WHEN NEW.activity_id IS NOT NULL
  AND ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR (OLD.rating <> NEW.rating AND NEW.hidden_at IS NULL))
BEGIN
  UPDATE activities SET
    comments_count = comments_count + (NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL),
    rating_1 = rating_1 + (NEW.rating = 1 AND NEW.hidden_at IS NULL) - (OLD.rating = 1 AND OLD.hidden_at IS NULL),
    rating_2 = rating_2 + (NEW.rating = 2 AND NEW.hidden_at IS NULL) - (OLD.rating = 2 AND OLD.hidden_at IS NULL),
    rating_3 = rating_3 + (NEW.rating = 3 AND NEW.hidden_at IS NULL) - (OLD.rating = 3 AND OLD.hidden_at IS NULL),
    rating_4 = rating_4 + (NEW.rating = 4 AND NEW.hidden_at IS NULL) - (OLD.rating = 4 AND OLD.hidden_at IS NULL),
    rating_5 = rating_5 + (NEW.rating = 5 AND NEW.hidden_at IS NULL) - (OLD.rating = 5 AND OLD.hidden_at IS NULL)
  WHERE id = NEW.activity_id;
  UPDATE activities SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.activity_id;
END;

CREATE TRIGGER comment_changed_on_destination AFTER UPDATE OF rating, hidden_at ON comments
WHEN NEW.destination_id IS NOT NULL
  AND ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR (OLD.rating <> NEW.rating AND NEW.hidden_at IS NULL))
BEGIN
  UPDATE destinations SET
    comments_count = comments_count + (NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL),
    rating_1 = rating_1 + (NEW.rating = 1 AND NEW.hidden_at IS NULL) - (OLD.rating = 1 AND OLD.hidden_at IS NULL),
    rating_2 = rating_2 + (NEW.rating = 2 AND NEW.hidden_at IS NULL) - (OLD.rating = 2 AND OLD.hidden_at IS NULL),
    rating_3 = rating_3 + (NEW.rating = 3 AND NEW.hidden_at IS NULL) - (OLD.rating = 3 AND OLD.hidden_at IS NULL),
    rating_4 = rating_4 + (NEW.rating = 4 AND NEW.hidden_at IS NULL) - (OLD.rating = 4 AND OLD.hidden_at IS NULL),
    rating_5 = rating_5 + (NEW.rating = 5 AND NEW.hidden_at IS NULL) - (OLD.rating = 5 AND OLD.hidden_at IS NULL)
  WHERE id = NEW.destination_id;
  UPDATE destinations SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.destination_id;
END;

CREATE TRIGGER comment_changed_on_transport AFTER UPDATE OF rating, hidden_at ON comments
WHEN NEW.transport_id IS NOT NULL
  AND ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR (OLD.rating <> NEW.rating AND NEW.hidden_at IS NULL))
BEGIN
  UPDATE transports SET
    comments_count = comments_count + (NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL),
    rating_1 = rating_1 + (NEW.rating = 1 AND NEW.hidden_at IS NULL) - (OLD.rating = 1 AND OLD.hidden_at IS NULL),
    rating_2 = rating_2 + (NEW.rating = 2 AND NEW.hidden_at IS NULL) - (OLD.rating = 2 AND OLD.hidden_at IS NULL),
    rating_3 = rating_3 + (NEW.rating = 3 AND NEW.hidden_at IS NULL) - (OLD.rating = 3 AND OLD.hidden_at IS NULL),
    rating_4 = rating_4 + (NEW.rating = 4 AND NEW.hidden_at IS NULL) - (OLD.rating = 4 AND OLD.hidden_at IS NULL),
    rating_5 = rating_5 + (NEW.rating = 5 AND NEW.hidden_at IS NULL) - (OLD.rating = 5 AND OLD.hidden_at IS NULL)
  WHERE id = NEW.transport_id;
  UPDATE transports SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.transport_id;
END;

-- A deleted shown review leaves the figures (before, nothing deleted reviews but a cascade).
CREATE TRIGGER comment_deleted_from_activity AFTER DELETE ON comments
WHEN OLD.activity_id IS NOT NULL AND OLD.hidden_at IS NULL
BEGIN
  UPDATE activities SET
    comments_count = comments_count - 1,
    rating_1 = rating_1 - (OLD.rating = 1), rating_2 = rating_2 - (OLD.rating = 2),
    rating_3 = rating_3 - (OLD.rating = 3), rating_4 = rating_4 - (OLD.rating = 4),
    rating_5 = rating_5 - (OLD.rating = 5)
  WHERE id = OLD.activity_id;
  UPDATE activities SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = OLD.activity_id;
END;

CREATE TRIGGER comment_deleted_from_destination AFTER DELETE ON comments
WHEN OLD.destination_id IS NOT NULL AND OLD.hidden_at IS NULL
BEGIN
  UPDATE destinations SET
    comments_count = comments_count - 1,
    rating_1 = rating_1 - (OLD.rating = 1), rating_2 = rating_2 - (OLD.rating = 2),
    rating_3 = rating_3 - (OLD.rating = 3), rating_4 = rating_4 - (OLD.rating = 4),
    rating_5 = rating_5 - (OLD.rating = 5)
  WHERE id = OLD.destination_id;
  UPDATE destinations SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = OLD.destination_id;
END;

CREATE TRIGGER comment_deleted_from_transport AFTER DELETE ON comments
WHEN OLD.transport_id IS NOT NULL AND OLD.hidden_at IS NULL
BEGIN
  UPDATE transports SET
    comments_count = comments_count - 1,
    rating_1 = rating_1 - (OLD.rating = 1), rating_2 = rating_2 - (OLD.rating = 2),
    rating_3 = rating_3 - (OLD.rating = 3), rating_4 = rating_4 - (OLD.rating = 4),
    rating_5 = rating_5 - (OLD.rating = 5)
  WHERE id = OLD.transport_id;
  UPDATE transports SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = OLD.transport_id;
END;

-- Reviews already posted twice (the spam of issue 34): each account keeps its newest review of an
-- item, and the delete triggers above take the others out of the figures. Reviews without an
-- account (the seed's, those of deleted accounts) are not touched.
DELETE FROM comments
WHERE user_id IS NOT NULL AND EXISTS (
  SELECT 1 FROM comments newer
  WHERE newer.user_id = comments.user_id
    AND newer.activity_id IS comments.activity_id
    AND newer.destination_id IS comments.destination_id
    AND newer.transport_id IS comments.transport_id
    AND (newer.created_at > comments.created_at OR (newer.created_at = comments.created_at AND newer.id > comments.id))
);

-- The rule itself, which also finds an account's review of an item for the post's upsert.
CREATE UNIQUE INDEX one_review_per_user_of_activity ON comments(user_id, activity_id)
  WHERE user_id IS NOT NULL AND activity_id IS NOT NULL;
CREATE UNIQUE INDEX one_review_per_user_of_destination ON comments(user_id, destination_id)
  WHERE user_id IS NOT NULL AND destination_id IS NOT NULL;
CREATE UNIQUE INDEX one_review_per_user_of_transport ON comments(user_id, transport_id)
  WHERE user_id IS NOT NULL AND transport_id IS NOT NULL;

-- The average rating is computed from the five rating counts instead of being carried forward.
-- 0002's triggers took the rounded average times the count as the sum of all ratings, so every
-- new review added up to half a hundredth of error: after a few hundred reviews the stars shown
-- no longer matched the overview's bars. The counts are exact; the average now follows from them.

DROP TRIGGER comment_added_to_activity;
DROP TRIGGER comment_added_to_destination;
DROP TRIGGER comment_added_to_transport;

CREATE TRIGGER comment_added_to_activity AFTER INSERT ON comments WHEN NEW.activity_id IS NOT NULL
BEGIN
  UPDATE activities SET
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.activity_id;
  UPDATE activities SET
    rating = round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2)
  WHERE id = NEW.activity_id;
END;

CREATE TRIGGER comment_added_to_destination AFTER INSERT ON comments WHEN NEW.destination_id IS NOT NULL
BEGIN
  UPDATE destinations SET
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.destination_id;
  UPDATE destinations SET
    rating = round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2)
  WHERE id = NEW.destination_id;
END;

CREATE TRIGGER comment_added_to_transport AFTER INSERT ON comments WHEN NEW.transport_id IS NOT NULL
BEGIN
  UPDATE transports SET
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.transport_id;
  UPDATE transports SET
    rating = round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2)
  WHERE id = NEW.transport_id;
END;

-- Heal averages that have already drifted.
UPDATE activities SET rating = round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2)
WHERE comments_count > 0;
UPDATE destinations SET rating = round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2)
WHERE comments_count > 0;
UPDATE transports SET rating = round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2)
WHERE comments_count > 0;

-- The operator's moderation of reviews (issue 17): hide a review with a reason, show it again, and
-- reply to it publicly.
--
-- hidden_at / hidden_reason: when and why the operator hid it; a hidden review is left out of the
-- public lists, and out of its subject's count, average and five-to-one overview.
-- reply_body / replied_at: the operator's public answer, shown under the review on both sites.
-- version: raised by every moderation; a form sent from an older page is refused (409) instead of
-- overwriting what another operator did meanwhile.
ALTER TABLE comments ADD COLUMN hidden_at TEXT;
ALTER TABLE comments ADD COLUMN hidden_reason TEXT;
ALTER TABLE comments ADD COLUMN reply_body TEXT;
ALTER TABLE comments ADD COLUMN replied_at TEXT;
ALTER TABLE comments ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The back office lists every review newest first.
CREATE INDEX comments_by_created ON comments(created_at DESC, id DESC);

-- The figures stay kept by triggers (docs/decisions/0007): a review counts while it is shown. The
-- insert triggers of 0007 count only a shown review, and hiding or showing one again moves it out of
-- or back into the counts in the statement that does it; the average always follows from the counts.
DROP TRIGGER comment_added_to_activity;
DROP TRIGGER comment_added_to_destination;
DROP TRIGGER comment_added_to_transport;

CREATE TRIGGER comment_added_to_activity AFTER INSERT ON comments
WHEN NEW.activity_id IS NOT NULL AND NEW.hidden_at IS NULL
BEGIN
  UPDATE activities SET
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.activity_id;
  UPDATE activities SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.activity_id;
END;

-- +1 when the review is shown again, -1 when it is hidden.
CREATE TRIGGER comment_visibility_of_activity AFTER UPDATE OF hidden_at ON comments
WHEN NEW.activity_id IS NOT NULL AND (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL)
BEGIN
  UPDATE activities SET
    comments_count = comments_count + (NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL),
    rating_1 = rating_1 + (NEW.rating = 1) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_2 = rating_2 + (NEW.rating = 2) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_3 = rating_3 + (NEW.rating = 3) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_4 = rating_4 + (NEW.rating = 4) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_5 = rating_5 + (NEW.rating = 5) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL))
  WHERE id = NEW.activity_id;
  UPDATE activities SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.activity_id;
END;

CREATE TRIGGER comment_added_to_destination AFTER INSERT ON comments
WHEN NEW.destination_id IS NOT NULL AND NEW.hidden_at IS NULL
BEGIN
  UPDATE destinations SET
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.destination_id;
  UPDATE destinations SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.destination_id;
END;

-- +1 when the review is shown again, -1 when it is hidden.
CREATE TRIGGER comment_visibility_of_destination AFTER UPDATE OF hidden_at ON comments
WHEN NEW.destination_id IS NOT NULL AND (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL)
BEGIN
  UPDATE destinations SET
    comments_count = comments_count + (NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL),
    rating_1 = rating_1 + (NEW.rating = 1) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_2 = rating_2 + (NEW.rating = 2) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_3 = rating_3 + (NEW.rating = 3) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_4 = rating_4 + (NEW.rating = 4) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_5 = rating_5 + (NEW.rating = 5) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL))
  WHERE id = NEW.destination_id;
  UPDATE destinations SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.destination_id;
END;

CREATE TRIGGER comment_added_to_transport AFTER INSERT ON comments
WHEN NEW.transport_id IS NOT NULL AND NEW.hidden_at IS NULL
BEGIN
  UPDATE transports SET
    comments_count = comments_count + 1,
    rating_1 = rating_1 + (NEW.rating = 1), rating_2 = rating_2 + (NEW.rating = 2),
    rating_3 = rating_3 + (NEW.rating = 3), rating_4 = rating_4 + (NEW.rating = 4),
    rating_5 = rating_5 + (NEW.rating = 5)
  WHERE id = NEW.transport_id;
  UPDATE transports SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.transport_id;
END;

-- +1 when the review is shown again, -1 when it is hidden.
CREATE TRIGGER comment_visibility_of_transport AFTER UPDATE OF hidden_at ON comments
WHEN NEW.transport_id IS NOT NULL AND (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL)
BEGIN
  UPDATE transports SET
    comments_count = comments_count + (NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL),
    rating_1 = rating_1 + (NEW.rating = 1) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_2 = rating_2 + (NEW.rating = 2) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_3 = rating_3 + (NEW.rating = 3) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_4 = rating_4 + (NEW.rating = 4) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL)),
    rating_5 = rating_5 + (NEW.rating = 5) * ((NEW.hidden_at IS NULL) - (OLD.hidden_at IS NULL))
  WHERE id = NEW.transport_id;
  UPDATE transports SET rating = CASE WHEN comments_count = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) * 1.0 / comments_count, 2) END
  WHERE id = NEW.transport_id;
END;

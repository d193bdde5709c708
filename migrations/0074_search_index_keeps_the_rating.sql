-- Issue 37's search by rating (decision 0097, addendum): the search index keeps each activity's
-- rating and review count, so a search sorted by rating orders its matches from the index's own
-- rows instead of reading every match's activity. UNINDEXED: no word of them is searched, and the
-- ranking (bm25 over the five text columns) is the same.
--
-- An FTS5 table takes no new column: it is made again with them, filled from the old one and the
-- activities, and takes the old one's name. Its vocabulary table (migration 0030) reads it by name,
-- so it is made again after it.
CREATE VIRTUAL TABLE activity_search_next USING fts5(
  name,
  type_name,
  location,
  short_des,
  body,
  rating UNINDEXED,
  comments_count UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO activity_search_next (rowid, name, type_name, location, short_des, body, rating, comments_count)
SELECT s.rowid, s.name, s.type_name, s.location, s.short_des, s.body,
  coalesce(a.rating, 0), coalesce(a.comments_count, 0)
FROM activity_search s LEFT JOIN activities a ON a.id = s.rowid
ORDER BY s.rowid;

DROP TABLE activity_search_terms;
DROP TABLE activity_search;
ALTER TABLE activity_search_next RENAME TO activity_search;
CREATE VIRTUAL TABLE activity_search_terms USING fts5vocab(activity_search, row);

-- The comments' triggers (migrations 0007, 0012) move an activity's rating and count; its search
-- row follows in the same statement.
CREATE TRIGGER activity_search_rating AFTER UPDATE OF rating, comments_count ON activities
WHEN OLD.rating IS NOT NEW.rating OR OLD.comments_count IS NOT NEW.comments_count
BEGIN
  UPDATE activity_search SET rating = NEW.rating, comments_count = NEW.comments_count WHERE rowid = NEW.id;
END;

-- The operator publishes the catalogue: an activity is a draft until it is published, and archived
-- (never deleted) once it has bookings. Only published activities are listed, searched, put in the
-- sitemap, booked or reviewed. Every row that the back office edits carries a version, raised by
-- each save: a save made on an older version is refused instead of overwriting another's edit.
ALTER TABLE activities ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE activities ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE activities ADD COLUMN updated_at TEXT;

-- A statement that must insert nothing: a batch puts `INSERT INTO write_guard SELECT 0 WHERE <the
-- row is not as the editor saw it>` first, and the CHECK turns a stale save into an error that
-- rolls the whole batch back (workers/write-guard.ts). The table stays empty.
CREATE TABLE write_guard (must_hold INTEGER NOT NULL CHECK (must_hold = 1));

-- The operator edits the activity types' texts (name, title, description in both languages) as the
-- regencies' and transport types' (0017): each save raises the row's version, so two people
-- editing one type cannot overwrite each other silently (workers/write-guard.ts).
ALTER TABLE activity_types ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE activity_types ADD COLUMN updated_at TEXT;

-- The operator publishes tips, events and special offers as activities (migration 0014): a row is
-- a draft until it is published, and only published rows are listed, shown, answered by /api or put
-- in the sitemap. Each save raises the row's version; a save made on an older version is refused.
ALTER TABLE tips ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE tips ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE tips ADD COLUMN updated_at TEXT;

ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE events ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE events ADD COLUMN updated_at TEXT;

ALTER TABLE special_offers ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE special_offers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE special_offers ADD COLUMN updated_at TEXT;

-- The operator publishes destinations and vehicles as activities (0014): a draft or an archived row
-- is never listed, put in the sitemap, reviewed or booked; a booked vehicle is archived, never
-- deleted. Transport types and regencies are not published, but their texts are edited, so every
-- row the back office edits carries a version that each save raises (workers/write-guard.ts).
ALTER TABLE destinations ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE destinations ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE destinations ADD COLUMN updated_at TEXT;

ALTER TABLE transports ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE transports ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE transports ADD COLUMN updated_at TEXT;

ALTER TABLE transport_types ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE transport_types ADD COLUMN updated_at TEXT;

ALTER TABLE regencies ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE regencies ADD COLUMN updated_at TEXT;

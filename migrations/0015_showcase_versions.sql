-- The gallery and the home page's slides are edited in the back office: each row carries a version,
-- raised by every save, so a save made on an older version is refused (workers/write-guard.ts).
ALTER TABLE gallery_images ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE slides ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

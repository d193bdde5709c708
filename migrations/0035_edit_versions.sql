-- Which editor (one open editor page: a random token it carries from save to save) produced each
-- version of a back-office row. A save made on an older version is still refused, unless every
-- version since the one it carries was produced by the same editor: an operator who presses
-- Publish before the page has caught up with their own Add photo is not "someone else"
-- (workers/edit-versions.ts, decision 0045).
CREATE TABLE edit_versions (
  entity TEXT NOT NULL,
  entity_id INTEGER NOT NULL,
  version INTEGER NOT NULL,
  editor TEXT NOT NULL,
  PRIMARY KEY (entity, entity_id, version)
) WITHOUT ROWID;

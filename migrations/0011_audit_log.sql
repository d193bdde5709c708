-- The back office's audit trail: one row per change an operator or staff member makes to the
-- catalogue, the reviews or the team, written in the same D1 batch as the change itself, so neither
-- exists without the other. `before_json` and `after_json` hold the changed row's fields as they
-- were and became (NULL for a creation or a deletion). The actor's name and e-mail are copied, so
-- the trail still says who it was after the account is gone. Booking decisions keep their own
-- trail (booking_events).
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  actor_name TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  -- What was done: 'create', 'update', 'publish', 'unpublish', 'archive', 'delete', 'hide',
  -- 'unhide', 'reply', 'invite', 'revoke', 'reorder', 'upload'.
  action TEXT NOT NULL,
  -- What it was done to: a table's name ('activities', 'comments', 'users', …) and the row's key.
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  before_json TEXT CHECK (before_json IS NULL OR json_valid(before_json)),
  after_json TEXT CHECK (after_json IS NULL OR json_valid(after_json)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX audit_log_by_time ON audit_log(created_at DESC, id DESC);
CREATE INDEX audit_log_of_entity ON audit_log(entity, entity_id, id);
CREATE INDEX audit_log_of_user ON audit_log(user_id, id);

-- The voucher on a guest's phone (issue 20, docs/decisions/0018-voucher-access.md): after the
-- booking's reference and e-mail are posted once, the browser holds a random token that opens
-- that booking's voucher and calendar file by GET, which the service worker can keep offline.
-- Only the token's SHA-256 is stored, as for sessions: a copy of this table opens nothing.
CREATE TABLE voucher_grants (
  token_hash TEXT PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;

-- Each new grant deletes the expired ones.
CREATE INDEX voucher_grants_by_expiry ON voucher_grants(expires_at);

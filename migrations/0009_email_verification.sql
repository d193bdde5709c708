-- Proof that an account's owner holds its e-mail address (issue 15, item 8; docs/decisions/0004).
--
-- email_verified_at: when the address was proven, by the link mailed to it or because a sign-in
-- provider vouched for it. NULL: the address was only typed at sign-up, so nothing that depends on
-- owning it (joining a Google or Facebook sign-in, claiming bookings made with it) is allowed.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;

-- A provider vouched for the address of every account it made or was linked to.
UPDATE users SET email_verified_at = created_at WHERE google_id IS NOT NULL OR facebook_id IS NOT NULL;

-- An account that has a password and a provider link may be the pre-account hijack itself: someone
-- registered another person's address with a password, and that person's provider sign-in was then
-- joined to it. Nothing tells the two cases apart, so the password and its sessions go; the provider
-- sign-in, which proved the address, still opens the account.
DELETE FROM sessions WHERE user_id IN (
  SELECT id FROM users WHERE password_hash IS NOT NULL AND role = 'tourist'
    AND (google_id IS NOT NULL OR facebook_id IS NOT NULL)
);
UPDATE users SET password_hash = NULL
WHERE password_hash IS NOT NULL AND role = 'tourist' AND (google_id IS NOT NULL OR facebook_id IS NOT NULL);

-- A link mailed to prove an address. Only the SHA-256 of its token is stored; the token lives in
-- the mail. email is the address the link proves: a link for an address the account no longer has
-- proves nothing. Used links are deleted, and so are the account's other links.
CREATE TABLE email_verifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX email_verifications_of_user ON email_verifications(user_id);

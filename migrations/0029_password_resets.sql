-- "Forgot password?": a single-use link mailed to the account's address. Only a SHA-256 of the
-- token is kept, with an expiry of at most an hour; setting a password with one link uses up all
-- of the account's links (docs/decisions/0039-password-reset.md).
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX password_resets_of_user ON password_resets(user_id);

-- Reset mails count against the daily mail budget of their mailbox (domain/mail-budget.ts): the
-- budget's index must list every kind the count names, or SQLite cannot use it.
DROP INDEX mail_outbox_budget;
CREATE INDEX mail_outbox_budget ON mail_outbox(mailbox, created_at)
  WHERE kind IN ('booking_received', 'trip_received', 'email_verification', 'newsletter_confirmation', 'password_reset');

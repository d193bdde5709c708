-- Double opt-in for the newsletter: a subscription is pending until the link mailed to the
-- address is followed and its button pressed. Addresses stored before this migration were never
-- confirmed by anyone, so they stay pending: nothing goes to them until they subscribe again.
ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;

-- The links of the confirmation mail (and of any later mail to subscribers): only a SHA-256 of
-- each token is kept. A confirm link expires; an unsubscribe link works as long as the address
-- is on the list.
CREATE TABLE subscriber_tokens (
  token_hash TEXT PRIMARY KEY,
  subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  expires_at TEXT
);
CREATE INDEX subscriber_tokens_of_subscriber ON subscriber_tokens(subscriber_id);

-- The newsletter list in the back office (/admin/subscribers, issue 41 item 4; decision 0086).

-- Who left the list, by their link or by the operator's hand, without their address: the address is
-- deleted when it unsubscribes (workers/mail/subscribers.ts), and only these dates stay, so the
-- months' counts can say how many left. by_operator: 1 when an operator unsubscribed them.
CREATE TABLE subscriber_departures (
  id INTEGER PRIMARY KEY,
  subscribed_at TEXT NOT NULL,
  confirmed_at TEXT,
  unsubscribed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  by_operator INTEGER NOT NULL DEFAULT 0 CHECK (by_operator IN (0, 1))
);
CREATE INDEX subscriber_departures_by_time ON subscriber_departures(unsubscribed_at);

-- The list newest first (a keyset over created_at, id), its pending addresses alone, and the months'
-- counts of sign-ups and confirmations: each a range of one of these.
CREATE INDEX subscribers_by_created ON subscribers(created_at);
CREATE INDEX subscribers_pending_by_created ON subscribers(created_at) WHERE confirmed_at IS NULL;
CREATE INDEX subscribers_by_confirmed ON subscribers(confirmed_at) WHERE confirmed_at IS NOT NULL;

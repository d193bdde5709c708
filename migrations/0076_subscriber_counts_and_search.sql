-- The newsletter list at a large operator's size (issue 37, decision 0100): the months' counts and
-- the totals kept as the list changes, and the search by any part of an address through a trigram
-- index, instead of reading every subscriber on each visit of /admin/subscribers.

-- One Bali month (YYYY-MM) of the list, as workers/mail/subscriber-list.ts showed it counted live:
-- confirmed: the subscribers and the departures confirmed in the month; pending: the subscribers
-- who signed up in it and are still pending; unsubscribed: the departures of the month.
CREATE TABLE subscriber_months (
  month TEXT PRIMARY KEY,
  confirmed INTEGER NOT NULL DEFAULT 0,
  pending INTEGER NOT NULL DEFAULT 0,
  unsubscribed INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- The list as it stands: one row.
CREATE TABLE subscriber_totals (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  total INTEGER NOT NULL,
  pending INTEGER NOT NULL
);

INSERT INTO subscriber_totals (id, total, pending)
SELECT 1, count(*), coalesce(sum(confirmed_at IS NULL), 0) FROM subscribers;

INSERT INTO subscriber_months (month, confirmed, pending, unsubscribed)
SELECT month, sum(kind = 'confirmed'), sum(kind = 'pending'), sum(kind = 'unsubscribed')
FROM (
  SELECT strftime('%Y-%m', confirmed_at, '+8 hours') AS month, 'confirmed' AS kind FROM subscribers
    WHERE confirmed_at IS NOT NULL
  UNION ALL SELECT strftime('%Y-%m', confirmed_at, '+8 hours'), 'confirmed' FROM subscriber_departures
    WHERE confirmed_at IS NOT NULL
  UNION ALL SELECT strftime('%Y-%m', created_at, '+8 hours'), 'pending' FROM subscribers WHERE confirmed_at IS NULL
  UNION ALL SELECT strftime('%Y-%m', unsubscribed_at, '+8 hours'), 'unsubscribed' FROM subscriber_departures
)
GROUP BY month;

-- The search: trigram FTS5 over the address, so any part of three characters or more, in any case,
-- is found through the index, as the bookings search is (migration 0042). rowid is the subscriber's id.
CREATE VIRTUAL TABLE subscriber_search USING fts5(email, tokenize = 'trigram');
INSERT INTO subscriber_search (rowid, email) SELECT id, email FROM subscribers;

-- A subscriber counts in the month of its confirmation, or of its sign-up while it is pending: the
-- same expressions in each trigger below, added for NEW and taken away for OLD.
CREATE TRIGGER subscriber_counted AFTER INSERT ON subscribers
BEGIN
  UPDATE subscriber_totals SET total = total + 1, pending = pending + (NEW.confirmed_at IS NULL) WHERE id = 1;
  INSERT INTO subscriber_months (month, confirmed, pending)
  VALUES (strftime('%Y-%m', coalesce(NEW.confirmed_at, NEW.created_at), '+8 hours'),
    NEW.confirmed_at IS NOT NULL, NEW.confirmed_at IS NULL)
  ON CONFLICT (month) DO UPDATE SET confirmed = confirmed + excluded.confirmed, pending = pending + excluded.pending;
  INSERT INTO subscriber_search (rowid, email) VALUES (NEW.id, NEW.email);
END;

CREATE TRIGGER subscriber_recounted AFTER UPDATE OF created_at, confirmed_at ON subscribers
BEGIN
  UPDATE subscriber_totals SET pending = pending - (OLD.confirmed_at IS NULL) + (NEW.confirmed_at IS NULL) WHERE id = 1;
  UPDATE subscriber_months SET confirmed = confirmed - (OLD.confirmed_at IS NOT NULL), pending = pending - (OLD.confirmed_at IS NULL)
  WHERE month = strftime('%Y-%m', coalesce(OLD.confirmed_at, OLD.created_at), '+8 hours');
  INSERT INTO subscriber_months (month, confirmed, pending)
  VALUES (strftime('%Y-%m', coalesce(NEW.confirmed_at, NEW.created_at), '+8 hours'),
    NEW.confirmed_at IS NOT NULL, NEW.confirmed_at IS NULL)
  ON CONFLICT (month) DO UPDATE SET confirmed = confirmed + excluded.confirmed, pending = pending + excluded.pending;
END;

CREATE TRIGGER subscriber_uncounted AFTER DELETE ON subscribers
BEGIN
  UPDATE subscriber_totals SET total = total - 1, pending = pending - (OLD.confirmed_at IS NULL) WHERE id = 1;
  UPDATE subscriber_months SET confirmed = confirmed - (OLD.confirmed_at IS NOT NULL), pending = pending - (OLD.confirmed_at IS NULL)
  WHERE month = strftime('%Y-%m', coalesce(OLD.confirmed_at, OLD.created_at), '+8 hours');
  DELETE FROM subscriber_search WHERE rowid = OLD.id;
END;

-- A departure keeps its confirmation in its month, and counts as one who left in the month it left.
CREATE TRIGGER subscriber_departure_counted AFTER INSERT ON subscriber_departures
BEGIN
  INSERT INTO subscriber_months (month, unsubscribed)
  VALUES (strftime('%Y-%m', NEW.unsubscribed_at, '+8 hours'), 1)
  ON CONFLICT (month) DO UPDATE SET unsubscribed = unsubscribed + 1;
  INSERT INTO subscriber_months (month, confirmed)
  SELECT strftime('%Y-%m', NEW.confirmed_at, '+8 hours'), 1 WHERE NEW.confirmed_at IS NOT NULL
  ON CONFLICT (month) DO UPDATE SET confirmed = confirmed + 1;
END;

CREATE TRIGGER subscriber_departure_uncounted AFTER DELETE ON subscriber_departures
BEGIN
  UPDATE subscriber_months SET unsubscribed = unsubscribed - 1
  WHERE month = strftime('%Y-%m', OLD.unsubscribed_at, '+8 hours');
  UPDATE subscriber_months SET confirmed = confirmed - 1
  WHERE OLD.confirmed_at IS NOT NULL AND month = strftime('%Y-%m', OLD.confirmed_at, '+8 hours');
END;

-- An address is never changed in place (a new sign-up of the same address only changes its
-- language), but an index that could drift would be worse than this trigger.
CREATE TRIGGER subscriber_search_changed AFTER UPDATE OF email ON subscribers
BEGIN
  DELETE FROM subscriber_search WHERE rowid = OLD.id;
  INSERT INTO subscriber_search (rowid, email) VALUES (NEW.id, NEW.email);
END;

-- GetYourGuide's supplier API (issue 39; docs/channels.md, decision 0072).

-- The channel's own reference of a booking (GetYourGuide's gygBookingReference), unique per
-- channel: GetYourGuide retries, and a retried or concurrent reserve must find the hold the first
-- one wrote instead of holding the seats twice.
ALTER TABLE channel_bookings ADD COLUMN channel_reference TEXT
  CHECK (channel_reference IS NULL OR length(channel_reference) BETWEEN 1 AND 100);
CREATE UNIQUE INDEX channel_bookings_channel_reference ON channel_bookings(channel_id, channel_reference)
  WHERE channel_reference IS NOT NULL;

-- Availability changes GetYourGuide must hear of (notify-availability-update), one pending row per
-- channel, item and date ('' for every date ahead: a rule changed). A change while a row waits only
-- moves its changed_at, so a burst of bookings on one day is one call; the sender sends what the
-- seats are when it sends, and sends again if a change came in meanwhile (workers/channels/
-- gyg-notifications.ts). Written by the triggers below, so no path that moves seats can forget it.
CREATE TABLE channel_notifications (
  id INTEGER PRIMARY KEY,
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  item_kind TEXT NOT NULL CHECK (item_kind IN ('activity', 'transport')),
  item_id INTEGER NOT NULL,
  visit_date TEXT NOT NULL CHECK (visit_date = '' OR date(visit_date) IS visit_date),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_attempt_at TEXT,
  sent_at TEXT,
  last_error TEXT
);
CREATE UNIQUE INDEX channel_notifications_waiting ON channel_notifications(channel_id, item_kind, item_id, visit_date)
  WHERE status = 'pending';
CREATE INDEX channel_notifications_due ON channel_notifications(next_attempt_at) WHERE status = 'pending';

-- Queues a notification for every GetYourGuide channel that sells the item, for a date from today
-- in Bali on; an existing pending row only records that something changed again.
-- (SQLite needs the WHERE before an upsert's ON CONFLICT in INSERT … SELECT.)
CREATE TRIGGER gyg_notify_booking_added AFTER INSERT ON bookings
  WHEN NEW.status IN ('requested', 'confirmed') AND NEW.visit_date >= date('now', '+8 hours')
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN NEW.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(NEW.activity_id, NEW.transport_id), NEW.visit_date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE ci.activity_id IS NEW.activity_id AND ci.transport_id IS NEW.transport_id
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

CREATE TRIGGER gyg_notify_booking_changed AFTER UPDATE OF status, visit_date, start_time, seats ON bookings
  WHEN (OLD.status IN ('requested', 'confirmed') OR NEW.status IN ('requested', 'confirmed'))
    AND (OLD.status IS NOT NEW.status OR OLD.visit_date IS NOT NEW.visit_date
      OR OLD.start_time IS NOT NEW.start_time OR OLD.seats IS NOT NEW.seats)
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN NEW.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(NEW.activity_id, NEW.transport_id), d.visit_date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  JOIN (SELECT OLD.visit_date AS visit_date UNION SELECT NEW.visit_date) d
  WHERE ci.activity_id IS NEW.activity_id AND ci.transport_id IS NEW.transport_id
    AND d.visit_date >= date('now', '+8 hours')
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

-- A channel's hold takes seats; its cancellation or expiry gives them back.
CREATE TRIGGER gyg_notify_hold_added AFTER INSERT ON channel_bookings
  WHEN NEW.status = 'ON_HOLD' AND NEW.visit_date >= date('now', '+8 hours')
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN NEW.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(NEW.activity_id, NEW.transport_id), NEW.visit_date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE ci.activity_id IS NEW.activity_id AND ci.transport_id IS NEW.transport_id
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

CREATE TRIGGER gyg_notify_hold_released AFTER UPDATE OF status ON channel_bookings
  WHEN OLD.status = 'ON_HOLD' AND NEW.status IN ('CANCELLED', 'EXPIRED')
    AND NEW.visit_date >= date('now', '+8 hours')
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN NEW.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(NEW.activity_id, NEW.transport_id), NEW.visit_date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE ci.activity_id IS NEW.activity_id AND ci.transport_id IS NEW.transport_id
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

-- A date the whole catalogue closes or opens again: every item GetYourGuide sells.
CREATE TRIGGER gyg_notify_date_closed AFTER INSERT ON closed_dates
  WHEN NEW.date >= date('now', '+8 hours')
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN ci.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(ci.activity_id, ci.transport_id), NEW.date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE true
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

CREATE TRIGGER gyg_notify_date_reopened AFTER DELETE ON closed_dates
  WHEN OLD.date >= date('now', '+8 hours')
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN ci.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(ci.activity_id, ci.transport_id), OLD.date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE true
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

-- A date one item does not run, added or removed.
CREATE TRIGGER gyg_notify_blackout_added AFTER INSERT ON blackout_dates
  WHEN NEW.date >= date('now', '+8 hours')
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN NEW.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(NEW.activity_id, NEW.transport_id), NEW.date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE ci.activity_id IS NEW.activity_id AND ci.transport_id IS NEW.transport_id
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

CREATE TRIGGER gyg_notify_blackout_removed AFTER DELETE ON blackout_dates
  WHEN OLD.date >= date('now', '+8 hours')
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN OLD.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(OLD.activity_id, OLD.transport_id), OLD.date
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE ci.activity_id IS OLD.activity_id AND ci.transport_id IS OLD.transport_id
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

-- The rule changed (capacity, start times, weekdays, season, notice): every date ahead.
CREATE TRIGGER gyg_notify_rule_changed AFTER UPDATE ON availability_rules
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN NEW.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(NEW.activity_id, NEW.transport_id), ''
  FROM channel_items ci JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE ci.activity_id IS NEW.activity_id AND ci.transport_id IS NEW.transport_id
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

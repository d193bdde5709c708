-- A channel may move its hold or booking to another departure, package, product or units (OCTO's
-- booking update, issue 39; decision 0090). GetYourGuide must hear of the seats of both sides: the
-- departure left and the one taken, even when the move changes the item. The triggers of migration
-- 0049 told only a booking's new item, and nothing of a hold that moved.

-- A hold that moves: the date and item it left, and the ones it now holds.
CREATE TRIGGER gyg_notify_hold_moved
  AFTER UPDATE OF visit_date, start_time, seats, activity_id, transport_id ON channel_bookings
  WHEN NEW.status = 'ON_HOLD' AND OLD.status = 'ON_HOLD'
    AND (OLD.visit_date IS NOT NEW.visit_date OR OLD.start_time IS NOT NEW.start_time OR OLD.seats IS NOT NEW.seats
      OR OLD.activity_id IS NOT NEW.activity_id OR OLD.transport_id IS NOT NEW.transport_id)
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN ci.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(ci.activity_id, ci.transport_id), d.visit_date
  FROM (SELECT OLD.activity_id AS activity_id, OLD.transport_id AS transport_id, OLD.visit_date AS visit_date
        UNION SELECT NEW.activity_id, NEW.transport_id, NEW.visit_date) d
  JOIN channel_items ci ON ci.activity_id IS d.activity_id AND ci.transport_id IS d.transport_id
  JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE d.visit_date >= date('now', '+8 hours')
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

-- A booking's change: as in 0049, and now the item it left too when a channel moved it to another.
DROP TRIGGER gyg_notify_booking_changed;
CREATE TRIGGER gyg_notify_booking_changed
  AFTER UPDATE OF status, visit_date, start_time, seats, activity_id, transport_id ON bookings
  WHEN (OLD.status IN ('requested', 'confirmed') OR NEW.status IN ('requested', 'confirmed'))
    AND (OLD.status IS NOT NEW.status OR OLD.visit_date IS NOT NEW.visit_date
      OR OLD.start_time IS NOT NEW.start_time OR OLD.seats IS NOT NEW.seats
      OR OLD.activity_id IS NOT NEW.activity_id OR OLD.transport_id IS NOT NEW.transport_id)
BEGIN
  INSERT INTO channel_notifications (channel_id, item_kind, item_id, visit_date)
  SELECT ci.channel_id, CASE WHEN ci.activity_id IS NULL THEN 'transport' ELSE 'activity' END,
    coalesce(ci.activity_id, ci.transport_id), d.visit_date
  FROM (SELECT OLD.activity_id AS activity_id, OLD.transport_id AS transport_id, OLD.visit_date AS visit_date
        UNION SELECT NEW.activity_id, NEW.transport_id, NEW.visit_date) d
  JOIN channel_items ci ON ci.activity_id IS d.activity_id AND ci.transport_id IS d.transport_id
  JOIN channels c ON c.id = ci.channel_id AND c.kind = 'getyourguide'
  WHERE d.visit_date >= date('now', '+8 hours')
  ON CONFLICT (channel_id, item_kind, item_id, visit_date) WHERE status = 'pending'
  DO UPDATE SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;

-- Issue 41: the back office's reports (docs/reports.md, decision 0084). A year of a large operator's
-- bookings is some 200,000 rows; the reports read instead a row per Bali day and figure, kept by
-- the triggers below in the same write as the booking, as booking_trip_totals (0043) and
-- booking_takings (0052) are.

-- What the bookings made on a Bali day add up to, by one figure at a time:
--   status   every booking, by its status (the requests' outcome, declined ones included);
--   made     the bookings not declined, by the currency booked (bookings, guests, what they are worth);
--   source   the same, by source and the channel's or agent's name ("marketplace:Klook");
--   country, locale   the same, by the guest's country and the site's language;
--   lead     the same, by days from the booking's day to the visit (same-day, 1-7, 8-30, 31-90, 91+),
--            with the days summed for the average.
-- What a booking is worth: its total, or a cancelled one's fee, in the currency it was booked in.
CREATE TABLE booking_report_days (
  dimension TEXT NOT NULL CHECK (dimension IN ('status', 'made', 'source', 'country', 'locale', 'lead')),
  booked_on TEXT NOT NULL,
  item TEXT NOT NULL,
  bookings INTEGER NOT NULL DEFAULT 0,
  guests INTEGER NOT NULL DEFAULT 0,
  booked_idr INTEGER NOT NULL DEFAULT 0,
  booked_usd_cents INTEGER NOT NULL DEFAULT 0,
  lead_days INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, booked_on, item)
) WITHOUT ROWID;

-- The figures, one row each: a booking adds to every one of them (to 'status' only when declined).
-- A join with this table, not a UNION ALL of six SELECTs, which D1 refuses as too many terms.
CREATE TABLE report_dimensions (dimension TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT INTO report_dimensions (dimension) VALUES ('status'), ('made'), ('source'), ('country'), ('locale'), ('lead');

INSERT INTO booking_report_days (dimension, booked_on, item, bookings, guests, booked_idr, booked_usd_cents, lead_days)
SELECT d.dimension, date(b.created_at, '+8 hours'),
  CASE d.dimension WHEN 'status' THEN b.status WHEN 'made' THEN b.currency
    WHEN 'source' THEN b.source || ':' || b.source_name WHEN 'country' THEN b.country
    WHEN 'locale' THEN b.locale ELSE CASE WHEN max(0, CAST(julianday(b.visit_date) - julianday(date(b.created_at, '+8 hours')) AS INTEGER)) = 0 THEN 'same-day' WHEN max(0, CAST(julianday(b.visit_date) - julianday(date(b.created_at, '+8 hours')) AS INTEGER)) <= 7 THEN '1-7' WHEN max(0, CAST(julianday(b.visit_date) - julianday(date(b.created_at, '+8 hours')) AS INTEGER)) <= 30 THEN '8-30' WHEN max(0, CAST(julianday(b.visit_date) - julianday(date(b.created_at, '+8 hours')) AS INTEGER)) <= 90 THEN '31-90' ELSE '91+' END END,
  count(*), sum(b.adults + b.kids + b.people),
  sum(CASE WHEN b.currency <> 'IDR' THEN 0 WHEN b.status = 'cancelled' THEN coalesce(b.cancellation_fee_idr, 0) ELSE b.total_idr END),
  sum(CASE WHEN b.currency <> 'USD' THEN 0 WHEN b.status = 'cancelled' THEN coalesce(b.cancellation_fee_usd_cents, 0) ELSE b.total_usd_cents END),
  sum(max(0, CAST(julianday(b.visit_date) - julianday(date(b.created_at, '+8 hours')) AS INTEGER)))
FROM bookings b JOIN report_dimensions d ON d.dimension = 'status' OR b.status <> 'declined'
GROUP BY 1, 2, 3;

CREATE TRIGGER booking_reported AFTER INSERT ON bookings
BEGIN
  INSERT INTO booking_report_days (dimension, booked_on, item, bookings, guests, booked_idr, booked_usd_cents, lead_days)
  SELECT d.dimension, date(NEW.created_at, '+8 hours'),
    CASE d.dimension WHEN 'status' THEN NEW.status WHEN 'made' THEN NEW.currency
    WHEN 'source' THEN NEW.source || ':' || NEW.source_name WHEN 'country' THEN NEW.country
    WHEN 'locale' THEN NEW.locale ELSE CASE WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) = 0 THEN 'same-day' WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) <= 7 THEN '1-7' WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) <= 30 THEN '8-30' WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) <= 90 THEN '31-90' ELSE '91+' END END, 1, (NEW.adults + NEW.kids + NEW.people), (CASE WHEN NEW.currency <> 'IDR' THEN 0 WHEN NEW.status = 'cancelled' THEN coalesce(NEW.cancellation_fee_idr, 0) ELSE NEW.total_idr END), (CASE WHEN NEW.currency <> 'USD' THEN 0 WHEN NEW.status = 'cancelled' THEN coalesce(NEW.cancellation_fee_usd_cents, 0) ELSE NEW.total_usd_cents END), max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER))
  FROM report_dimensions d
  WHERE d.dimension = 'status' OR NEW.status <> 'declined'
  ON CONFLICT (dimension, booked_on, item) DO UPDATE SET bookings = bookings + excluded.bookings,
    guests = guests + excluded.guests, booked_idr = booked_idr + excluded.booked_idr,
    booked_usd_cents = booked_usd_cents + excluded.booked_usd_cents, lead_days = lead_days + excluded.lead_days;
END;

CREATE TRIGGER booking_unreported AFTER DELETE ON bookings
BEGIN
  INSERT INTO booking_report_days (dimension, booked_on, item, bookings, guests, booked_idr, booked_usd_cents, lead_days)
  SELECT d.dimension, date(OLD.created_at, '+8 hours'),
    CASE d.dimension WHEN 'status' THEN OLD.status WHEN 'made' THEN OLD.currency
    WHEN 'source' THEN OLD.source || ':' || OLD.source_name WHEN 'country' THEN OLD.country
    WHEN 'locale' THEN OLD.locale ELSE CASE WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) = 0 THEN 'same-day' WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) <= 7 THEN '1-7' WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) <= 30 THEN '8-30' WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) <= 90 THEN '31-90' ELSE '91+' END END, -1, -(OLD.adults + OLD.kids + OLD.people), -(CASE WHEN OLD.currency <> 'IDR' THEN 0 WHEN OLD.status = 'cancelled' THEN coalesce(OLD.cancellation_fee_idr, 0) ELSE OLD.total_idr END), -(CASE WHEN OLD.currency <> 'USD' THEN 0 WHEN OLD.status = 'cancelled' THEN coalesce(OLD.cancellation_fee_usd_cents, 0) ELSE OLD.total_usd_cents END), -max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER))
  FROM report_dimensions d
  WHERE d.dimension = 'status' OR OLD.status <> 'declined'
  ON CONFLICT (dimension, booked_on, item) DO UPDATE SET bookings = bookings + excluded.bookings,
    guests = guests + excluded.guests, booked_idr = booked_idr + excluded.booked_idr,
    booked_usd_cents = booked_usd_cents + excluded.booked_usd_cents, lead_days = lead_days + excluded.lead_days;
END;

-- Any change of what a figure reads takes the old booking out and puts the new one in; payments,
-- check-ins and versions change none of these columns, so they leave the table alone.
CREATE TRIGGER booking_rereported AFTER UPDATE OF status, currency, total_idr, total_usd_cents, cancellation_fee_idr, cancellation_fee_usd_cents, adults, kids, people, source, source_name, country, locale, visit_date, created_at ON bookings
BEGIN
  INSERT INTO booking_report_days (dimension, booked_on, item, bookings, guests, booked_idr, booked_usd_cents, lead_days)
  SELECT d.dimension, date(OLD.created_at, '+8 hours'),
    CASE d.dimension WHEN 'status' THEN OLD.status WHEN 'made' THEN OLD.currency
    WHEN 'source' THEN OLD.source || ':' || OLD.source_name WHEN 'country' THEN OLD.country
    WHEN 'locale' THEN OLD.locale ELSE CASE WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) = 0 THEN 'same-day' WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) <= 7 THEN '1-7' WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) <= 30 THEN '8-30' WHEN max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER)) <= 90 THEN '31-90' ELSE '91+' END END, -1, -(OLD.adults + OLD.kids + OLD.people), -(CASE WHEN OLD.currency <> 'IDR' THEN 0 WHEN OLD.status = 'cancelled' THEN coalesce(OLD.cancellation_fee_idr, 0) ELSE OLD.total_idr END), -(CASE WHEN OLD.currency <> 'USD' THEN 0 WHEN OLD.status = 'cancelled' THEN coalesce(OLD.cancellation_fee_usd_cents, 0) ELSE OLD.total_usd_cents END), -max(0, CAST(julianday(OLD.visit_date) - julianday(date(OLD.created_at, '+8 hours')) AS INTEGER))
  FROM report_dimensions d
  WHERE d.dimension = 'status' OR OLD.status <> 'declined'
  ON CONFLICT (dimension, booked_on, item) DO UPDATE SET bookings = bookings + excluded.bookings,
    guests = guests + excluded.guests, booked_idr = booked_idr + excluded.booked_idr,
    booked_usd_cents = booked_usd_cents + excluded.booked_usd_cents, lead_days = lead_days + excluded.lead_days;
  INSERT INTO booking_report_days (dimension, booked_on, item, bookings, guests, booked_idr, booked_usd_cents, lead_days)
  SELECT d.dimension, date(NEW.created_at, '+8 hours'),
    CASE d.dimension WHEN 'status' THEN NEW.status WHEN 'made' THEN NEW.currency
    WHEN 'source' THEN NEW.source || ':' || NEW.source_name WHEN 'country' THEN NEW.country
    WHEN 'locale' THEN NEW.locale ELSE CASE WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) = 0 THEN 'same-day' WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) <= 7 THEN '1-7' WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) <= 30 THEN '8-30' WHEN max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER)) <= 90 THEN '31-90' ELSE '91+' END END, 1, (NEW.adults + NEW.kids + NEW.people), (CASE WHEN NEW.currency <> 'IDR' THEN 0 WHEN NEW.status = 'cancelled' THEN coalesce(NEW.cancellation_fee_idr, 0) ELSE NEW.total_idr END), (CASE WHEN NEW.currency <> 'USD' THEN 0 WHEN NEW.status = 'cancelled' THEN coalesce(NEW.cancellation_fee_usd_cents, 0) ELSE NEW.total_usd_cents END), max(0, CAST(julianday(NEW.visit_date) - julianday(date(NEW.created_at, '+8 hours')) AS INTEGER))
  FROM report_dimensions d
  WHERE d.dimension = 'status' OR NEW.status <> 'declined'
  ON CONFLICT (dimension, booked_on, item) DO UPDATE SET bookings = bookings + excluded.bookings,
    guests = guests + excluded.guests, booked_idr = booked_idr + excluded.booked_idr,
    booked_usd_cents = booked_usd_cents + excluded.booked_usd_cents, lead_days = lead_days + excluded.lead_days;
END;

-- The shown reviews of a Bali day: how many, and their stars summed for the average.
CREATE TABLE review_report_days (
  reviewed_on TEXT PRIMARY KEY,
  reviews INTEGER NOT NULL DEFAULT 0,
  stars INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

INSERT INTO review_report_days (reviewed_on, reviews, stars)
SELECT date(created_at, '+8 hours'), count(*), sum(rating) FROM comments WHERE hidden_at IS NULL
GROUP BY date(created_at, '+8 hours');

CREATE TRIGGER review_reported AFTER INSERT ON comments WHEN NEW.hidden_at IS NULL
BEGIN
  INSERT INTO review_report_days (reviewed_on, reviews, stars) VALUES (date(NEW.created_at, '+8 hours'), 1, NEW.rating)
  ON CONFLICT (reviewed_on) DO UPDATE SET reviews = reviews + 1, stars = stars + excluded.stars;
END;

CREATE TRIGGER review_unreported AFTER DELETE ON comments WHEN OLD.hidden_at IS NULL
BEGIN
  UPDATE review_report_days SET reviews = reviews - 1, stars = stars - OLD.rating
  WHERE reviewed_on = date(OLD.created_at, '+8 hours');
END;

-- Hiding, showing again or a changed rating: the old review out, the new one in, each if shown.
CREATE TRIGGER review_rereported AFTER UPDATE OF rating, hidden_at, created_at ON comments
BEGIN
  UPDATE review_report_days SET reviews = reviews - 1, stars = stars - OLD.rating
  WHERE reviewed_on = date(OLD.created_at, '+8 hours') AND OLD.hidden_at IS NULL;
  INSERT INTO review_report_days (reviewed_on, reviews, stars)
  SELECT date(NEW.created_at, '+8 hours'), 1, NEW.rating WHERE NEW.hidden_at IS NULL
  ON CONFLICT (reviewed_on) DO UPDATE SET reviews = reviews + 1, stars = stars + excluded.stars;
END;

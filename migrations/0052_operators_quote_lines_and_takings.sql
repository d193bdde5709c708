-- The team at a large operator's size (issue 37, decision 0073): /admin/team and the people of
-- /admin/team/activity looked for the operators with `role = 'operator'`, which no index answered,
-- so each read every account (50,000 on the large database, D1 bills each row). The operators are
-- a handful: a partial index holds only them, in the order the pages list them.
CREATE INDEX users_operators_by_name ON users(name COLLATE NOCASE, id) WHERE role = 'operator';

-- A day's manifest shows the lines of accepted trip quotes on that day that became no booking: read
-- from the day's lines, not from every accepted trip (4,000 trips on the large database).
CREATE INDEX trip_quote_lines_by_day ON trip_quote_lines(day_date, item_kind);

-- The takings per day, method and currency, kept by triggers as each payment or refund is written
-- (rows of booking_payments are never changed; a booking's deletion takes its rows away): a
-- month's takings CSV read every payment of the month, thousands at a large operator, and now
-- reads a row per day and method. Filled here from the payments so far.
CREATE TABLE booking_takings (
  paid_on TEXT NOT NULL,
  method TEXT NOT NULL,
  currency TEXT NOT NULL,
  payments INTEGER NOT NULL DEFAULT 0,
  received_minor INTEGER NOT NULL DEFAULT 0,
  surcharge_minor INTEGER NOT NULL DEFAULT 0,
  refunded_minor INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (paid_on, method, currency)
) WITHOUT ROWID;
INSERT INTO booking_takings (paid_on, method, currency, payments, received_minor, surcharge_minor, refunded_minor)
SELECT paid_on, method, currency, sum(kind = 'payment'),
  sum(CASE kind WHEN 'payment' THEN amount_minor + surcharge_minor ELSE 0 END),
  sum(CASE kind WHEN 'payment' THEN surcharge_minor ELSE 0 END),
  sum(CASE kind WHEN 'refund' THEN amount_minor ELSE 0 END)
FROM booking_payments GROUP BY paid_on, method, currency;

CREATE TRIGGER booking_payment_taken AFTER INSERT ON booking_payments
BEGIN
  INSERT INTO booking_takings (paid_on, method, currency, payments, received_minor, surcharge_minor, refunded_minor)
  VALUES (NEW.paid_on, NEW.method, NEW.currency, NEW.kind = 'payment',
    CASE NEW.kind WHEN 'payment' THEN NEW.amount_minor + NEW.surcharge_minor ELSE 0 END,
    CASE NEW.kind WHEN 'payment' THEN NEW.surcharge_minor ELSE 0 END,
    CASE NEW.kind WHEN 'refund' THEN NEW.amount_minor ELSE 0 END)
  ON CONFLICT (paid_on, method, currency) DO UPDATE SET
    payments = payments + excluded.payments,
    received_minor = received_minor + excluded.received_minor,
    surcharge_minor = surcharge_minor + excluded.surcharge_minor,
    refunded_minor = refunded_minor + excluded.refunded_minor;
END;

CREATE TRIGGER booking_payment_untaken AFTER DELETE ON booking_payments
BEGIN
  UPDATE booking_takings SET
    payments = payments - (OLD.kind = 'payment'),
    received_minor = received_minor - CASE OLD.kind WHEN 'payment' THEN OLD.amount_minor + OLD.surcharge_minor ELSE 0 END,
    surcharge_minor = surcharge_minor - CASE OLD.kind WHEN 'payment' THEN OLD.surcharge_minor ELSE 0 END,
    refunded_minor = refunded_minor - CASE OLD.kind WHEN 'refund' THEN OLD.amount_minor ELSE 0 END
  WHERE paid_on = OLD.paid_on AND method = OLD.method AND currency = OLD.currency;
END;

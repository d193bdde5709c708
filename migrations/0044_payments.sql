-- Payments (issue 38, item 5; docs/decisions/0064): every booking records what is due and what was
-- paid. The ledger is kept in rupiah, as the payment terms take cash in rupiah only: a payment or
-- refund keeps its own currency and amount, and the rupiah it counts for.

-- The booking's version, for the back office's guarded writes (workers/write-guard.ts); the
-- trigger at the end moves it on when what is due changes, so a payment form opened before a
-- cancellation or a new total is refused as stale instead of booked against the old amount.
ALTER TABLE bookings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- What was paid in rupiah, net of refunds: kept by the trigger on booking_payments below.
ALTER TABLE bookings ADD COLUMN paid_idr INTEGER NOT NULL DEFAULT 0;

-- What is due in rupiah, from the booking's own columns: a booking that stands owes its total, a
-- cancelled one (a no-show too) the fee kept, a declined one nothing. Generated, so a cancellation,
-- or a change of the total later (issue 38, items 3 and 4), changes it without a line of its own.
ALTER TABLE bookings ADD COLUMN due_idr INTEGER GENERATED ALWAYS AS (
  CASE status WHEN 'cancelled' THEN coalesce(cancellation_fee_idr, 0) WHEN 'declined' THEN 0 ELSE total_idr END
) VIRTUAL;

-- The payment state the inbox filters on, indexed below: generated from the same columns, so it can
-- never disagree with the ledger.
ALTER TABLE bookings ADD COLUMN payment_state TEXT GENERATED ALWAYS AS (
  CASE
    WHEN paid_idr > CASE status WHEN 'cancelled' THEN coalesce(cancellation_fee_idr, 0) WHEN 'declined' THEN 0 ELSE total_idr END
      THEN 'refund_due'
    WHEN paid_idr = CASE status WHEN 'cancelled' THEN coalesce(cancellation_fee_idr, 0) WHEN 'declined' THEN 0 ELSE total_idr END
      THEN CASE WHEN paid_idr = 0 THEN 'nothing_due' ELSE 'paid' END
    WHEN paid_idr = 0 THEN 'unpaid'
    ELSE 'part_paid'
  END
) VIRTUAL;

-- The inbox filtered by payment state, newest first, as bookings_by_status serves a status.
CREATE INDEX bookings_by_payment_state ON bookings(payment_state, created_at DESC);

-- One row per payment or refund, never changed or deleted: a mistake is put right by a refund.
-- amount_minor is what counts for the booking in `currency` (rupiah, or US cents); surcharge_minor
-- the card's surcharge taken on top (3 % at the office, domain/business.ts); amount_idr the rupiah
-- it counts for against what is due.
CREATE TABLE booking_payments (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'refund')),
  method TEXT NOT NULL CHECK (method IN ('cash', 'bank_transfer', 'credit_card', 'paypal')),
  currency TEXT NOT NULL CHECK (currency IN ('IDR', 'USD')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  surcharge_minor INTEGER NOT NULL DEFAULT 0 CHECK (surcharge_minor >= 0),
  amount_idr INTEGER NOT NULL CHECK (amount_idr > 0),
  paid_on TEXT NOT NULL CHECK (paid_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  actor_name TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX booking_payments_of_booking ON booking_payments(booking_id, id);
-- The day's and the month's takings per method read a range of this index.
CREATE INDEX booking_payments_by_day ON booking_payments(paid_on, method, currency);

CREATE TRIGGER booking_payment_counted AFTER INSERT ON booking_payments
BEGIN
  UPDATE bookings SET paid_idr = paid_idr + CASE NEW.kind WHEN 'payment' THEN NEW.amount_idr ELSE -NEW.amount_idr END
  WHERE id = NEW.booking_id;
END;

CREATE TRIGGER booking_due_changed AFTER UPDATE OF status, total_idr, cancellation_fee_idr ON bookings
WHEN NEW.version = OLD.version AND (OLD.status IS NOT NEW.status OR OLD.total_idr IS NOT NEW.total_idr
  OR OLD.cancellation_fee_idr IS NOT NEW.cancellation_fee_idr)
BEGIN
  UPDATE bookings SET version = version + 1 WHERE id = NEW.id;
END;

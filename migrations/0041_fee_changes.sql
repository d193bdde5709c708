-- The operator may waive or lower the fee of a cancellation or a no-show, never raise it, and must
-- say why (issue 43, item 7; decision 0051). The booking keeps the fee charged, as before; its
-- history row keeps what the policy set, what was charged and the reason, so the audit shows who
-- waived how much and why.
ALTER TABLE booking_events ADD COLUMN policy_fee_percent INTEGER
  CHECK (policy_fee_percent IS NULL OR policy_fee_percent BETWEEN 0 AND 100);
ALTER TABLE booking_events ADD COLUMN fee_percent INTEGER
  CHECK (fee_percent IS NULL OR fee_percent BETWEEN 0 AND 100);
ALTER TABLE booking_events ADD COLUMN fee_reason TEXT NOT NULL DEFAULT '';

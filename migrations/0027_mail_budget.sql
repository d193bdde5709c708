-- One daily budget of mails per recipient's mailbox (domain/mail-budget.ts): every outbox row
-- keeps the mailbox it goes to (mailboxOf: case folded, +tag dropped, Gmail's dots ignored), and
-- the booking, trip and verification writes count the day's rows of the budgeted kinds.
-- Rows queued before this migration have none and count for nothing.
ALTER TABLE mail_outbox ADD COLUMN mailbox TEXT;

CREATE INDEX mail_outbox_budget ON mail_outbox(mailbox, created_at)
  WHERE kind IN ('booking_received', 'trip_received', 'email_verification', 'newsletter_confirmation');

-- The daily cap of "request received" mails counts per mailbox, not per spelling of an address:
-- victim+1@gmail.com, Victim@gmail.com and v.ictim@gmail.com all land in one inbox, and counted
-- apart each had its own five mails a day. `mailbox` is app/lib/email.ts mailboxOf(email),
-- written with the booking; the cap counts today's bookings of the same mailbox.
ALTER TABLE bookings ADD COLUMN mailbox TEXT;
-- Bookings from before: their address without case, which is what the cap compared until now.
UPDATE bookings SET mailbox = lower(email);
CREATE INDEX bookings_by_mailbox ON bookings(mailbox, created_at);
DROP INDEX mail_outbox_received_by_recipient;

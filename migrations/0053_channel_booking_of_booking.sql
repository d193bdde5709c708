-- The back office reads a channel booking's net price from its booking (the inbox, the booking page,
-- the day's manifest and its CSV): one lookup by booking_id per booking shown, never a scan.
CREATE INDEX channel_bookings_of_booking ON channel_bookings(booking_id) WHERE booking_id IS NOT NULL;

-- Issue 41: the back office's reports (docs/reports.md, decision 0084). A range of days reads
-- these indexes alone: every column a report sums or groups by is in the index, so a year of
-- bookings is read as a range of index entries without a look-up of each row.
CREATE INDEX bookings_reported ON bookings(created_at, status, currency, source, source_name, country, locale,
  visit_date, adults, kids, people, total_idr, total_usd_cents, cancellation_fee_idr, cancellation_fee_usd_cents);

-- The reviews of a range of days and their stars, shown ones only.
CREATE INDEX comments_reported ON comments(created_at, rating) WHERE hidden_at IS NULL;

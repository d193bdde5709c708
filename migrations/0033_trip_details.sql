-- What a driver needs to know (issue 35, item 6). A vehicle says which trip form it books with
-- (`trip_form`): an airport transfer asks for the direction, flight number and flight time; a
-- vehicle with a driver asks for the pickup time; a rental (self-drive car, scooter) for neither.
-- A package says whether it includes a pickup (`includes_pickup`): a ticket-only package asks for
-- no pickup address, and its calendar file and voucher give the meeting point instead.
ALTER TABLE transports ADD COLUMN trip_form TEXT NOT NULL DEFAULT 'rental'
  CHECK (trip_form IN ('airport_transfer', 'with_driver', 'rental'));
ALTER TABLE packages ADD COLUMN includes_pickup INTEGER NOT NULL DEFAULT 1 CHECK (includes_pickup IN (0, 1));

-- A booking keeps what the tourist gave for the trip; NULL where the form did not ask.
ALTER TABLE bookings ADD COLUMN trip_direction TEXT CHECK (trip_direction IS NULL OR trip_direction IN ('arrival', 'departure'));
ALTER TABLE bookings ADD COLUMN flight_number TEXT CHECK (flight_number IS NULL OR length(flight_number) <= 10);
ALTER TABLE bookings ADD COLUMN flight_time TEXT CHECK (flight_time IS NULL OR flight_time GLOB '[0-2][0-9]:[0-5][0-9]');
ALTER TABLE bookings ADD COLUMN pickup_time TEXT CHECK (pickup_time IS NULL OR pickup_time GLOB '[0-2][0-9]:[0-5][0-9]');

-- The stored catalogue, read as seed/trip-forms.ts reads the seed (a worker test holds the two
-- together); the operator corrects either in the back office. Vehicles by their category's slug.
UPDATE transports SET trip_form = CASE (SELECT ty.slug FROM transport_types ty WHERE ty.id = transports.type_id)
  WHEN 'airport-transfer' THEN 'airport_transfer'
  WHEN 'car-with-driver' THEN 'with_driver'
  WHEN 'bus-charter' THEN 'with_driver'
  ELSE 'rental' END;
-- Packages by their English name: one that says it has no transfer, or a ticket that names no
-- transfer beside a package of the same activity that does.
UPDATE packages SET includes_pickup = 0 WHERE id IN (
  SELECT n.id FROM (SELECT p.id, p.activity_id, lower(t.name) AS name
    FROM packages p JOIN package_translations t ON t.package_id = p.id AND t.locale = 'en') n
  WHERE instr(n.name, 'no transfer') > 0 OR instr(n.name, 'without transfer') > 0 OR instr(n.name, 'ticket only') > 0
    OR instr(n.name, 'tickets only') > 0 OR instr(n.name, 'ride only') > 0
    OR (instr(n.name, 'ticket') > 0 AND instr(n.name, 'transfer') = 0 AND instr(n.name, 'pickup') = 0
      AND instr(n.name, 'car') = 0 AND EXISTS (
        SELECT 1 FROM packages s JOIN package_translations st ON st.package_id = s.id AND st.locale = 'en'
        WHERE s.activity_id = n.activity_id AND s.id <> n.id AND instr(lower(st.name), 'transfer') > 0)));

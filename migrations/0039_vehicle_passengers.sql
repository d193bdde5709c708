-- Per-vehicle bookings counted as people (issue 43, item 5; decision 0049). A product that is a
-- vehicle (a private car, jeep, van, boat or minibus) says how many people one of it carries,
-- `passengers`; it books no adult or child, and the tourist says how many people ride in it.
ALTER TABLE products ADD COLUMN passengers INTEGER CHECK (passengers IS NULL OR passengers BETWEEN 1 AND 100);

-- A booking keeps its vehicles apart from its persons: `vehicles` ordered, and the `people` riding
-- in them as the tourist gave them. Bookings made before keep their counts as they were.
ALTER TABLE bookings ADD COLUMN vehicles INTEGER NOT NULL DEFAULT 0 CHECK (vehicles >= 0);
ALTER TABLE bookings ADD COLUMN people INTEGER NOT NULL DEFAULT 0 CHECK (people >= 0);

-- The catalogue already stored is read from its English names with the words
-- seed/product-units.ts reads the seed's by (a worker test holds the two together): a product that
-- books someone, names a vehicle, and states a capacity such as "(1–6 people)" or "(up to 5
-- passengers)". The operator corrects any of them in the back office.
UPDATE products SET passengers = (
  WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 100)
  SELECT max(n.k) FROM n, product_translations t, (SELECT '–' AS prefix UNION ALL SELECT '-' UNION ALL SELECT 'to ' UNION ALL SELECT '(') p,
    (SELECT 'people)' AS noun UNION ALL SELECT 'passengers)') w
  WHERE t.product_id = products.id AND t.locale = 'en' AND instr(lower(t.name), p.prefix || n.k || ' ' || w.noun) > 0)
WHERE unit <> 'extra' AND id IN (
  SELECT t.product_id FROM product_translations t WHERE t.locale = 'en' AND (
    instr(lower(t.name), 'car') > 0 OR instr(lower(t.name), 'jeep') > 0 OR instr(lower(t.name), 'van') > 0
    OR instr(lower(t.name), 'boat') > 0 OR instr(lower(t.name), 'bus') > 0));

-- "From" prices with their minimum (issue 35): per person and per day, the from price is the least
-- a tourist pays for one, but on nine activities one alone cannot book it (two adults, three days
-- of a modem). `from_minimum` is how many units the cheapest unit is sold by, so cards say
-- "from US$ 47 per person, min. 2"; 1 says nothing more. domain/booking-rules.ts fromPrice
-- computes it when the seed loads and when the back office saves an activity.
ALTER TABLE activities ADD COLUMN from_minimum INTEGER NOT NULL DEFAULT 1 CHECK (from_minimum BETWEEN 1 AND 100);

-- The activities already stored get their from price and minimum recomputed as fromPrice counts
-- them, so a catalogue stored under an older rule (before from prices were counted per price
-- type) is corrected too. Per package: every required product at its minimal (the cheapest
-- product alone when none is required); per person and per day, divided by the first required
-- product's minimal, rounded up, which is then the minimum. The activity takes its cheapest
-- package, the fewest units on a tie. Activities without products keep what they have. A worker
-- test holds this to the seed's answers.
WITH packaged AS (
  SELECT p.activity_id, a.price_type,
    (SELECT r.minimal FROM products r WHERE r.package_id = p.id AND r.minimal > 0 ORDER BY r.position, r.id LIMIT 1)
      AS first_minimal,
    (SELECT sum(pr.price_idr * pr.minimal) FROM products pr WHERE pr.package_id = p.id) AS total_idr,
    (SELECT sum(pr.price_usd_cents * pr.minimal) FROM products pr WHERE pr.package_id = p.id) AS total_usd,
    (SELECT min(pr.price_idr) FROM products pr WHERE pr.package_id = p.id) AS cheapest_idr,
    (SELECT min(pr.price_usd_cents) FROM products pr WHERE pr.package_id = p.id) AS cheapest_usd
  FROM packages p JOIN activities a ON a.id = p.activity_id
  WHERE EXISTS (SELECT 1 FROM products pr WHERE pr.package_id = p.id)
),
counted AS (
  SELECT *, CASE WHEN first_minimal IS NOT NULL AND price_type IN ('per_person', 'per_day') THEN first_minimal ELSE 1 END
    AS units
  FROM packaged
),
per_unit AS (
  SELECT activity_id, units,
    CASE WHEN first_minimal IS NULL THEN cheapest_idr ELSE (total_idr + units - 1) / units END AS idr,
    CASE WHEN first_minimal IS NULL THEN cheapest_usd ELSE (total_usd + units - 1) / units END AS usd
  FROM counted
),
least AS (SELECT activity_id, min(idr) AS idr, min(usd) AS usd FROM per_unit GROUP BY activity_id)
UPDATE activities SET price_idr = least.idr, price_usd_cents = least.usd,
  from_minimum = (SELECT min(pu.units) FROM per_unit pu WHERE pu.activity_id = least.activity_id AND pu.idr = least.idr)
FROM least WHERE least.activity_id = activities.id;

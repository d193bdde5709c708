-- "From" prices with their minimum (issue 35): per person and per day, the from price is the least
-- a tourist pays for one, but on nine activities one alone cannot book it (two adults, three days
-- of a modem). `from_minimum` is how many units the cheapest unit is sold by, so cards say
-- "from US$ 47 per person, min. 2"; 1 says nothing more. domain/booking-rules.ts fromPrice
-- computes it when the seed loads and when the back office saves an activity.
ALTER TABLE activities ADD COLUMN from_minimum INTEGER NOT NULL DEFAULT 1 CHECK (from_minimum BETWEEN 1 AND 100);

-- The activities already stored: the stored from price (in rupiah) is right per unit, so the
-- minimum is the first required product's quantity of the package whose per-unit price it is,
-- the fewest on a tie; a package of optional products alone books one. A worker test holds this
-- to the seed's answers.
UPDATE activities SET from_minimum = coalesce((
  SELECT min(c.counted) FROM (
    SELECT coalesce(f.minimal, 1) AS counted,
      CASE WHEN f.minimal IS NULL THEN (SELECT min(pr.price_idr) FROM products pr WHERE pr.package_id = p.id)
        ELSE ((SELECT sum(pr.price_idr * pr.minimal) FROM products pr WHERE pr.package_id = p.id AND pr.minimal > 0)
          + f.minimal - 1) / f.minimal END AS per_unit
    FROM packages p LEFT JOIN products f ON f.id = (SELECT r.id FROM products r
      WHERE r.package_id = p.id AND r.minimal > 0 ORDER BY r.position, r.id LIMIT 1)
    WHERE p.activity_id = activities.id
  ) c WHERE c.per_unit = activities.price_idr), 1)
WHERE price_type IN ('per_person', 'per_day');

-- What one of a product is (issue 34): a booking's seats are counted from its order on the server,
-- never from the adults and kids a client sends. `unit` says whom a product books: an adult, a
-- child, or an extra that is no one (lunch, an extra hour, a costume); `seats` how many places of
-- the item's capacity one of it takes (1 a person, 2 a couple, 0 an extra).
ALTER TABLE products ADD COLUMN unit TEXT NOT NULL DEFAULT 'adult' CHECK (unit IN ('adult', 'child', 'extra'));
ALTER TABLE products ADD COLUMN seats INTEGER NOT NULL DEFAULT 1 CHECK (seats BETWEEN 0 AND 100);

-- The catalogue already stored is read from its English names and places in their packages, with
-- the words seed/product-units.ts reads the seed's by (a worker test holds the two together). The
-- operator corrects any of them in the back office.
UPDATE products SET unit = 'extra', seats = 0 WHERE id IN (
  SELECT n.id FROM (SELECT pr.id, pr.minimal, lower(t.name) AS name,
    pr.id <> (SELECT f.id FROM products f WHERE f.package_id = pr.package_id ORDER BY f.position, f.id LIMIT 1) AS after_first
  FROM products pr JOIN product_translations t ON t.product_id = pr.id AND t.locale = 'en') n WHERE n.after_first AND (
    (instr(n.name, 'supplement') > 0 OR instr(n.name, 'allowance') > 0 OR instr(n.name, 'extra hour') > 0 OR instr(n.name, 'minutes') > 0 OR instr(n.name, 'lunch') > 0 OR instr(n.name, 'ticket') > 0 OR instr(n.name, 'breakfast') > 0 OR instr(n.name, 'dinner') > 0 OR instr(n.name, 'photographer') > 0 OR instr(n.name, 'transfer') > 0 OR instr(n.name, 'gazebo') > 0 OR instr(n.name, 'massage') > 0 OR instr(n.name, 'car seat') > 0 OR instr(n.name, 'rental') > 0 OR instr(n.name, 'reflexology') > 0 OR instr(n.name, 'costume') > 0 OR instr(n.name, 'make-up') > 0 OR instr(n.name, 'video') > 0)
    OR (n.minimal = 0 AND NOT (instr(n.name, 'child') > 0 OR instr(n.name, 'kid') > 0 OR instr(n.name, 'infant') > 0 OR instr(n.name, 'teen') > 0) AND NOT (instr(n.name, 'person') > 0 OR instr(n.name, 'adult') > 0 OR instr(n.name, 'companion') > 0 OR instr(n.name, 'surfer') > 0 OR instr(n.name, 'diver') > 0 OR instr(n.name, 'rider') > 0 OR instr(n.name, 'climber') > 0 OR instr(n.name, 'guest') > 0 OR instr(n.name, 'couple') > 0 OR instr(n.name, 'people') > 0))));
UPDATE products SET unit = 'child' WHERE unit = 'adult' AND id IN (
  SELECT n.id FROM (SELECT pr.id, pr.minimal, lower(t.name) AS name,
    pr.id <> (SELECT f.id FROM products f WHERE f.package_id = pr.package_id ORDER BY f.position, f.id LIMIT 1) AS after_first
  FROM products pr JOIN product_translations t ON t.product_id = pr.id AND t.locale = 'en') n WHERE n.after_first AND (instr(n.name, 'child') > 0 OR instr(n.name, 'kid') > 0 OR instr(n.name, 'infant') > 0 OR instr(n.name, 'teen') > 0));
UPDATE products SET seats = 2 WHERE unit = 'adult' AND id IN (
  SELECT n.id FROM (SELECT pr.id, pr.minimal, lower(t.name) AS name,
    pr.id <> (SELECT f.id FROM products f WHERE f.package_id = pr.package_id ORDER BY f.position, f.id LIMIT 1) AS after_first
  FROM products pr JOIN product_translations t ON t.product_id = pr.id AND t.locale = 'en') n WHERE (instr(n.name, 'couple') > 0 OR instr(n.name, '(2 people)') > 0));

-- The guard a booking's batch puts before its insert: it inserts a row only when the date is closed
-- for the item (a closed date or blackout written after the request read its day), and the CHECK
-- then fails the whole batch. Always empty.
CREATE TABLE closed_date_guard (date_open INTEGER NOT NULL CHECK (date_open = 1));
